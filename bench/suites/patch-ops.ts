/**
 * One entry per array operator family on 10,000 firewall entries (issue 14): the patch engine's
 * operator against a reference written for this bench that indexes the array in a `Map` or `Set`
 * (bench/peers/keyed-array.ts):
 * - `patch.append10k`: `$append/firewall` of 10,000 new entries onto 100 (goal ≥ 0.5x the reference);
 * - `patch.drop10k`, `patch.retain10k`: `$drop/firewall` / `$retain/firewall` naming 5,000 of 10,000;
 * - `patch.patch10k`: `$patch/firewall` changing the description of every one of 10,000 entries.
 * Ours is the engine of the package (templates/runtime/patch/engine.ts over the generated model)
 * with the patch and result checks set aside, since 10,000 entries are beyond the schema's 1,000 and
 * the checks would refuse them first; it still copies the patch, applies it, records what changed
 * and keeps the result within the size limit — with checks that count nothing, the way a stored
 * cluster is judged: a bound of the document plus the patch's, and an exact count when that bound
 * passes the limit (as it does at 10,000 entries but for `$append`, whose document is small).
 * The checks are measured by `patch.apply.*`. Both sides must give the same cluster, or the sample
 * fails.
 */
import { isDeepStrictEqual } from 'node:util';
import { clusterPatchModel } from '../../generated/patch/cluster-model.js';
import { createPatchEngine } from '../../templates/runtime/patch/engine.ts';
import { realisticCluster } from '../fixtures/patch-resource.ts';
import { type Pair, type PairEntry, pair, type Suite } from '../lib.ts';
import { mapAppend, mapPatch, setFilter } from '../peers/keyed-array.ts';

// biome-ignore lint/suspicious/noExplicitAny: clusters reshaped freely
type Mutable = any;

const engine = createPatchEngine(clusterPatchModel, {
  validatePatch: () => ({ ok: true }),
  validateResult: () => ({ ok: true }),
});

const entry = (i: number) => ({ sourceCIDR: `10.${(i >> 8) & 255}.${i & 255}.0/24`, description: `branch ${i}` });
const entries = (from: number, n: number) => Array.from({ length: n }, (_, i) => entry(from + i));
const parsed = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function clusterWith(n: number): Mutable {
  const cluster: Mutable = realisticCluster();
  cluster.spec.firewall = entries(0, n);
  return parsed(cluster);
}

interface Operation {
  readonly describe: string;
  readonly cluster: Mutable;
  readonly patch: object;
  readonly reference: () => unknown;
}

/** `$drop/firewall` or `$retain/firewall` naming every other one of 10,000 entries. */
function removal(key: '$drop/firewall' | '$retain/firewall', keep: boolean): Operation {
  const cluster = clusterWith(10_000);
  const named = entries(0, 10_000)
    .filter((_, i) => i % 2 === 0)
    .map((e) => e.sourceCIDR);
  return {
    describe: key,
    cluster,
    patch: { spec: { [key]: named } },
    reference: () => setFilter(cluster, named, keep),
  };
}

const OPERATIONS: Readonly<Record<string, () => Operation>> = {
  append10k: () => {
    const cluster = clusterWith(100);
    const appended = parsed(entries(100, 10_000));
    return {
      describe: '$append/firewall',
      cluster,
      patch: { spec: { '$append/firewall': appended } },
      reference: () => mapAppend(cluster, appended),
    };
  },
  drop10k: () => removal('$drop/firewall', false),
  retain10k: () => removal('$retain/firewall', true),
  patch10k: () => {
    const cluster = clusterWith(10_000);
    const patches = entries(0, 10_000).map((e) => ({ sourceCIDR: e.sourceCIDR, description: 'moved' }));
    return {
      describe: '$patch/firewall',
      cluster,
      patch: { spec: { '$patch/firewall': patches } },
      reference: () => mapPatch(cluster, patches),
    };
  },
};

function operationPair(name: string): Pair {
  const operation = (OPERATIONS[name] as () => Operation)();
  const ours = () => {
    const result = engine.apply(operation.cluster, operation.patch);
    if (!result.ok) throw new Error(`patch.${name}: ${JSON.stringify(result.error)}`);
    return result.value;
  };
  if (!isDeepStrictEqual(ours(), operation.reference())) {
    throw new Error(`patch.${name}: the reference gives another cluster than ours`);
  }
  return { ours, theirs: operation.reference };
}

const entriesOf = (name: string): PairEntry =>
  pair({
    name: `patch.${name}`,
    peer: 'a Map/Set-indexed reference written in the bench (bench/peers/keyed-array.ts; checks nothing)',
    ...(name === 'append10k' ? { goal: { atLeast: 0.5 } } : {}),
    setup: () => operationPair(name),
  });

const suite: Suite = { entries: Object.keys(OPERATIONS).map(entriesOf) };

export default suite;
