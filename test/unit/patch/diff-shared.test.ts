/**
 * diffClusters given clusters built in JavaScript that hold one object in many places: a few dozen
 * objects in memory, 2**depth written out. Regression: the diff compared and copied them as written
 * out, so each level of sharing doubled its work (and its patch). Now its work is bounded by the
 * size limit of a cluster (the model's `maxBytes`): within it, linear in what the inputs are written
 * out; past it, the patch sets the target's members whole, copied once an object, which is right when
 * a patch can reach the target and otherwise refused by the applier by its size (LIMIT).
 * Work is counted, not timed: every member of the shared values is read through a counting getter.
 */
import { describe, expect, it } from 'vitest';
import { applyClusterPatch, type Cluster, diffClusters, validateClusterPatch } from '../../../generated/index.js';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { validateClusterKnowing } from '../../../generated/validators/index.js';
import { createPatchEngine } from '../../../templates/runtime/patch/engine.ts';
import { deepFreeze } from '../../helpers/json.ts';
import { countingTree, distinctObjects, sharedTree } from '../../helpers/shared-tree.ts';
import { storedCluster } from '../../helpers/spec.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests reach deep into clusters to edit them
type Doc = Record<string, any>;

function cluster(): Doc {
  return storedCluster({
    version: '1.32.9',
    provider: { generic: { location: 'eu', nodePools: [{ name: 'a' }] } },
    addOns: {
      byok: {
        location: '//location/x',
        config: {
          monitoring: { remoteWrite: [{ url: 'https://m.example.com', write_relabel_configs: [{ a: 1 }] }] },
        },
      },
    },
  });
}

const remote = (doc: Doc) => doc.spec.addOns.byok.config.monitoring.remoteWrite[0];

/** An engine whose size limit is 20,000 bytes, so that its bound of work is reached soon. */
const small = createPatchEngine(
  { ...clusterPatchModel, maxBytes: 20_000 },
  { validatePatch: validateClusterPatch, validateResult: validateClusterKnowing },
);

/** The members the diff reads to compare two shared values `depth` levels deep that differ at the leaf. */
function readsAt(depth: number): number {
  const reads = { count: 0 };
  const [from, to] = [cluster(), cluster()];
  remote(from).tls_config = countingTree(depth, reads, { weight: 1 }, ['left', 'right']);
  remote(to).tls_config = countingTree(depth, reads, { weight: 2 }, ['left', 'right']);
  small.diff(from, to);
  return reads.count;
}

describe('diffClusters with values that share members', () => {
  it('does work linear in their written-out size up to its bound, and no more past it', () => {
    const [reads8, reads9] = [readsAt(8), readsAt(9)];
    expect(reads9).toBeGreaterThan(1.5 * reads8); // within the bound: as written out
    const [reads20, reads22, reads24] = [readsAt(20), readsAt(22), readsAt(24)];
    expect(reads22).toBeLessThan(1.2 * reads20); // past it: flat
    expect(reads24).toBeLessThan(1.2 * reads20);
  });

  it('past the bound, writes the target whole, once an object, and the applier refuses it by its size', () => {
    const [from, to] = [cluster(), cluster()];
    remote(from).tls_config = sharedTree(40, { weight: 1 });
    remote(to).tls_config = sharedTree(40, { weight: 2 });
    const patch = diffClusters(deepFreeze(from) as Cluster, deepFreeze(to) as Cluster);
    expect(distinctObjects(patch)).toBeLessThan(100);
    expect(applyClusterPatch(from as Cluster, patch)).toMatchObject({ ok: false, error: { code: 'LIMIT', path: '' } });
  });

  it('past the bound through the source alone, gives the patch that reaches the target', () => {
    const from = cluster();
    remote(from).write_relabel_configs = [sharedTree(40)];
    const to = cluster();
    to.description = 'smaller';
    const patch = small.diff(deepFreeze(from), deepFreeze(to));
    expect(distinctObjects(patch)).toBeLessThan(100);
    expect(small.apply(from, patch)).toEqual({ ok: true, value: to });
  });

  it('within the bound, the diff is as before: nested patches, and the round trip holds', () => {
    const [from, to] = [cluster(), cluster()];
    remote(from).tls_config = sharedTree(4, { weight: 1 });
    remote(to).tls_config = sharedTree(4, { weight: 2 });
    const patch = diffClusters(from as Cluster, to as Cluster) as Doc;
    const element = patch.spec.addOns.byok.config.monitoring['$patch/remoteWrite'][0];
    expect(element.tls_config.left.right.left.right).toEqual({ weight: 2 });
    expect(applyClusterPatch(from as Cluster, patch)).toEqual({ ok: true, value: to });
  });
});
