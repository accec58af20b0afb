/**
 * A patch built in JavaScript may hold one object in many places: a few dozen objects in memory,
 * megabytes (or far more) written out. Regression: `prepareClusterPatch` accepted such a patch after
 * walking it as written out, and only a later apply refused it, by the size of its result. Now a
 * patch the snapshot cannot copy within its budget is refused by both with LIMIT, its JSON text
 * counted no further than the limit of a cluster, before any check walks it; the patch as given is
 * left as it was. Any other patch is read and checked as before, whatever its size.
 */
import { describe, expect, it } from 'vitest';
import { realisticCluster } from '../../../bench/fixtures/patch-resource.ts';
import {
  applyClusterPatch,
  type Cluster,
  prepareClusterPatch,
  validateClusterPatch,
} from '../../../generated/index.js';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { validateClusterKnowing } from '../../../generated/validators/index.js';
import { createPatchEngine } from '../../../templates/runtime/patch/engine.ts';
import { deepFreeze } from '../../helpers/json.ts';
import { fingerprint, sharedTree } from '../../helpers/shared-tree.ts';

const LIMIT = 1_048_576;
const TOO_LARGE = {
  code: 'LIMIT',
  path: '',
  message: `the patch takes more than ${LIMIT} bytes as JSON text, more than a cluster may take; a patch this large is not read`,
};

const url = 'https://metrics.example.com/api/v1/write';
/** A patch holding `value` as a remote-write endpoint's free-form `tls_config`. */
const tlsPatch = (value: unknown) => ({
  spec: { addOns: { byok: { config: { monitoring: { '$patch/remoteWrite': [{ url, tls_config: value }] } } } } },
});

describe('a patch whose members are shared, far larger written out than held', () => {
  it('is refused by prepareClusterPatch with LIMIT, as by applyClusterPatch, and left as it was', () => {
    const patch = tlsPatch(sharedTree(20)); // 2**20 leaves written out: about 50 MB
    const before = fingerprint(patch);
    const prepared = prepareClusterPatch(patch);
    expect(prepared).toEqual({ ok: false, error: TOO_LARGE, issues: [TOO_LARGE] });
    expect(applyClusterPatch(deepFreeze(realisticCluster()), patch)).toEqual({ ok: false, error: TOO_LARGE });
    expect(fingerprint(patch)).toEqual(before);
    expect(Object.isFrozen(patch) || !Object.isExtensible(patch)).toBe(false);
  });

  it('is refused however deep the sharing goes: 2**28 leaves written out, never walked', () => {
    const patch = tlsPatch(sharedTree(28));
    expect(prepareClusterPatch(patch)).toMatchObject({ ok: false, error: TOO_LARGE });
    expect(applyClusterPatch(deepFreeze(realisticCluster()), patch)).toEqual({ ok: false, error: TOO_LARGE });
  });

  it('is prepared when it stays within the limit written out', () => {
    const patch = tlsPatch(sharedTree(8));
    expect(prepareClusterPatch(patch).ok).toBe(true);
  });
});

describe('a patch that shares nothing, against the limit of the model', () => {
  const engineWithin = (limit: number) =>
    createPatchEngine(
      { ...clusterPatchModel, maxBytes: limit },
      { validatePatch: validateClusterPatch, validateResult: validateClusterKnowing },
    );
  const patch = { description: 'grown to 東京', tags: { team: 'platform-eu' } };

  it('is read and checked whatever its size: its issues stand at their places, as the patch check says', () => {
    expect(engineWithin(10).prepare(patch).ok).toBe(true);
    const invalid = { description: 42, tags: { team: 'platform-eu' } };
    const prepared = engineWithin(10).prepare(invalid);
    const checked = validateClusterPatch(invalid);
    expect(prepared).toMatchObject({ ok: false, error: { code: 'INVALID_PATCH', path: '/description' } });
    expect(prepared.ok ? [] : prepared.issues).toEqual(checked.ok ? [] : checked.errors);
  });

  it('leaves a result that grows past the limit to INVALID_RESULT, with its size', () => {
    const result = applyClusterPatch(realisticCluster() as Cluster, patch);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const size = Buffer.byteLength(JSON.stringify(result.value));
    expect(engineWithin(size - 1).apply(realisticCluster(), patch)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_RESULT', path: '' },
    });
  });
});
