/**
 * A prepared patch is a handle of the engine that prepared it: the checked copy it stands for is out
 * of reach of every other code (nothing to read, nothing to change), and no other engine, nor any
 * look-alike object, can pass for it.
 */
import { describe, expect, it } from 'vitest';
import { realisticCluster } from '../../../bench/fixtures/patch-resource.ts';
import { validateClusterPatch } from '../../../generated/index.js';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { validateClusterKnowing } from '../../../generated/validators/index.js';
import { createPatchEngine, type PreparedPatch } from '../../../templates/runtime/patch/engine.ts';
import { deepFreeze } from '../../helpers/json.ts';

const newEngine = () =>
  createPatchEngine(clusterPatchModel, { validatePatch: validateClusterPatch, validateResult: validateClusterKnowing });

const NOT_PREPARED = {
  ok: false,
  error: { code: 'INVALID_PATCH', path: '', message: 'the patch was not prepared by this engine' },
};

function prepared(engine: ReturnType<typeof newEngine>, patch: unknown): PreparedPatch {
  const result = engine.prepare(patch);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.patch;
}

describe('prepared patches', () => {
  const stored = deepFreeze(realisticCluster());

  it('applies a patch its own engine prepared', () => {
    const engine = newEngine();
    expect(engine.applyToValid(stored, prepared(engine, { description: 'prepared' }))).toMatchObject({
      ok: true,
      value: { description: 'prepared' },
    });
  });

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['a frozen empty object (the form of the old handle)', Object.freeze({})],
    ['an object naming the copy', { held: { value: { description: 'forged' }, bytes: 30 } }],
    ['null', null],
    ['a string', 'description'],
  ])('refuses %s as a prepared patch', (_name, handle) => {
    expect(newEngine().applyToValid(stored, handle as PreparedPatch)).toEqual(NOT_PREPARED);
  });

  it("refuses another engine's prepared patch", () => {
    const handle = prepared(newEngine(), { description: 'elsewhere' });
    expect(newEngine().applyToValid(stored, handle)).toEqual(NOT_PREPARED);
  });

  it('keeps the checked copy out of reach: the handle shows nothing, and changing it or the patch changes nothing', () => {
    const engine = newEngine();
    const patch = { description: 'kept' };
    const handle = prepared(engine, patch);
    expect(Reflect.ownKeys(handle)).toEqual([]);
    patch.description = 'changed after prepare'; // would show in the result had the engine kept the patch given
    Object.assign(handle, { value: { description: 'forged' } });
    expect(engine.applyToValid(stored, handle)).toMatchObject({ ok: true, value: { description: 'kept' } });
  });
});
