/**
 * A server's stored cluster comes with the size of the text it is stored as
 * (`applyToStoredCluster(stored, patch, serviceFields, storedBytes)`): the engine bounds the result's
 * size from it instead of walking the stored cluster, and still refuses, with the exact size, a result
 * one byte over the limit.
 */
import { describe, expect, it } from 'vitest';
import { realisticCluster } from '../../../bench/fixtures/patch-resource.ts';
import { applyToStoredCluster, prepareClusterPatch, validateClusterPatch } from '../../../generated/index.js';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { validateClusterKnowing } from '../../../generated/validators/index.js';
import { createPatchEngine } from '../../../templates/runtime/patch/engine.ts';
import { deepFreeze } from '../../helpers/json.ts';

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

function engineWithin(limit: number) {
  return createPatchEngine(
    { ...clusterPatchModel, maxBytes: limit },
    { validatePatch: validateClusterPatch, validateResult: validateClusterKnowing },
  );
}

describe('the size of a patched stored cluster, from the size of its stored text', () => {
  const stored = deepFreeze({ ...realisticCluster(), version: 9, description: 'naïve: ü, 東京, 🚀' });
  const storedBytes = bytesOf(stored);
  const patch = { description: 'grown to 東京 and ü', tags: { team: 'platform-eu' } };
  const set = { version: 10, lastModified: '2030-06-01T00:00:00.000Z' };

  const applyWithin = (limit: number, documentBytes?: number) => {
    const engine = engineWithin(limit);
    const prepared = engine.prepare(patch);
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.error));
    return engine.applyToValid(stored, prepared.patch, set, documentBytes);
  };

  const unlimited = applyWithin(Number.POSITIVE_INFINITY);
  if (!unlimited.ok) throw new Error(JSON.stringify(unlimited.error));
  const size = bytesOf(unlimited.value);

  it('accepts a result at the limit and refuses one a byte over it, with its exact size', () => {
    expect(size).toBeGreaterThan(JSON.stringify(unlimited.value).length); // characters of several bytes
    expect(applyWithin(size, storedBytes)).toEqual(unlimited);
    expect(applyWithin(size - 1, storedBytes)).toEqual({
      ok: false,
      error: {
        code: 'INVALID_RESULT',
        path: '',
        message: `the patched cluster would take ${size} bytes as JSON text; a cluster takes at most ${size - 1} bytes`,
      },
    });
  });

  it('answers as the walk of the stored cluster does, at every limit around the result', () => {
    for (let limit = size - 40; limit <= storedBytes + 2_000; limit += 7) {
      expect(applyWithin(limit, storedBytes)).toEqual(applyWithin(limit));
    }
  });

  it('counts exactly when the size it is given is only a loose bound', () => {
    expect(applyWithin(size, 10 * size)).toEqual(unlimited);
    expect(applyWithin(size - 1, 10 * size)).toMatchObject({ ok: false, error: { code: 'INVALID_RESULT' } });
  });

  it('reads nothing of the stored cluster that the patch does not reach when given its size', () => {
    let reads = 0;
    const spec = { ...realisticCluster().spec };
    Object.defineProperty(spec, 'version', {
      enumerable: true,
      get: () => {
        reads++;
        return '1.32.9';
      },
    });
    const watched = { ...realisticCluster(), spec };
    const prepared = prepareClusterPatch({ description: 'changed' });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.error));
    const watchedBytes = bytesOf(watched);
    reads = 0;
    expect(applyToStoredCluster(watched, prepared.patch, set, watchedBytes).ok).toBe(true);
    expect(reads).toBe(0);
    expect(applyToStoredCluster(watched, prepared.patch, set).ok).toBe(true);
    expect(reads).toBeGreaterThan(0); // without the size, the bound walks the stored cluster
  });
});
