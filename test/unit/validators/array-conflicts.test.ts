/**
 * `arraysMayConflict` lets the patch check skip rule 5 for an array whose operators cannot conflict:
 * whenever `arrayGroup` (which finds and reports each conflict) reports one, it must have said yes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { compileModel } from '../../../templates/runtime/patch/model.ts';
import { arrayGroup } from '../../../templates/runtime/validators/array-conflicts.ts';
import { arraysMayConflict } from '../../../templates/runtime/validators/array-may-conflict.ts';
import { startRun } from '../../../templates/runtime/validators/core.ts';

const model = compileModel(clusterPatchModel);
/** Every array field of every closed level that takes array operators, with the level. */
const ARRAYS = Object.values(model.levels).flatMap((level) =>
  level === undefined
    ? []
    : [...level.arrayKeys.keys()].flatMap((name) => {
        const field = level.fields.get(name);
        return field === undefined ? [] : [{ level, field }];
      }),
);

function reported(patch: Record<string, unknown>, at: (typeof ARRAYS)[number]): number {
  const run = startRun(undefined, true);
  arrayGroup(run, patch, at.field, at.level);
  return run.issues.length;
}

describe('arraysMayConflict', () => {
  it('says no for the lists of the realistic patch, which arrayGroup finds clean', () => {
    const spec = ARRAYS.find((a) => a.level.name === 'ClusterSpecPatch' && a.field.name === 'firewall');
    const pools = ARRAYS.find((a) => a.level.name === 'VendorBProviderPatch' && a.field.name === 'nodePools');
    if (spec === undefined || pools === undefined) throw new Error('the model lost its firewall or node pools');
    const firewall = {
      '$drop/firewall': ['10.0.3.0/24'],
      '$append/firewall': [{ sourceCIDR: '198.51.100.0/24', description: 'partner' }],
    };
    expect(arraysMayConflict(firewall, spec.field, spec.level)).toBe(false);
    expect(reported(firewall, spec)).toBe(0);
    const patch = { '$patch/nodePools': [{ name: 'pool-4', maxSize: 12 }] };
    expect(arraysMayConflict(patch, pools.field, pools.level)).toBe(false);
    // the same identifier dropped and appended, and a rename, are left to arrayGroup
    const twice = { ...firewall, '$append/firewall': [{ sourceCIDR: '10.0.3.0/24' }] };
    expect(arraysMayConflict(twice, spec.field, spec.level)).toBe(true);
    expect(reported(twice, spec)).toBe(1);
    const mirrors = ARRAYS.find((a) => a.level.name === 'RegistryMirrorAddOnPatch' && a.field.name === 'mirrors');
    if (mirrors === undefined) throw new Error('the model lost its registry mirrors');
    const same = { '$patch/mirrors': [{ registry: 'docker.io', '$replace/registry': 'docker.io' }] };
    expect(arraysMayConflict(same, mirrors.field, mirrors.level)).toBe(false);
    const renamed = { '$patch/mirrors': [{ registry: 'docker.io', '$replace/registry': 'gcr.io' }] };
    expect(arraysMayConflict(renamed, mirrors.field, mirrors.level)).toBe(true);
  });

  it('says yes whenever arrayGroup reports a conflict, on every array of the model', () => {
    const id = fc.constantFrom<unknown>('a', 'b', 1, '1', true, null, undefined, Number.POSITIVE_INFINITY, Number.NaN);
    const entry = fc.oneof(
      id,
      fc.record(
        { name: id, key: id, registry: id, sourceCIDR: id, roleArn: id, url: id, $x: id },
        { requiredKeys: [] },
      ),
    );
    const arbitrary = fc.integer({ min: 0, max: ARRAYS.length - 1 }).chain((i) => {
      const at = ARRAYS[i] as (typeof ARRAYS)[number];
      const keys = (at.level.arrayKeys.get(at.field.name) ?? []).map((k) => k.key);
      const rename = at.level.arrayKeys.get(at.field.name)?.[0]?.rename;
      const element = rename === undefined ? entry : fc.oneof(entry, fc.record({ [at.field.key]: id, [rename]: id }));
      return fc.tuple(
        fc.constant(at),
        fc.subarray(keys),
        fc.array(fc.array(element, { maxLength: 5 }), { minLength: 4, maxLength: 4 }),
      );
    });
    fc.assert(
      fc.property(arbitrary, ([at, keys, lists]) => {
        const patch: Record<string, unknown> = {};
        keys.forEach((key, i) => {
          patch[key] = lists[i];
        });
        if (reported(patch, at) > 0) expect(arraysMayConflict(patch, at.field, at.level)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
