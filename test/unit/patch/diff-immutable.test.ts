/**
 * diffClusters of clusters that differ where no patch can change them (`name`, a provider's region,
 * its networking): the patch still says so, and the applier refuses it naming each such field, so a
 * change that cannot be made is never dropped in silence (docs/decisions.md, "A diff keeps what
 * cannot change").
 */
import { describe, expect, it } from 'vitest';
import { applyClusterPatch, type Cluster, diffClusters } from '../../../generated/index.js';
import { edited, fullResource, type Json, vendorB } from '../../helpers/bodies.ts';
import { deepFreeze } from '../../helpers/json.ts';

const from: Cluster = deepFreeze(fullResource());

const cases: readonly (readonly [string, string, (doc: Json) => void])[] = [
  [
    'the name',
    '/name',
    (d) => {
      d.name = 'staging';
    },
  ],
  [
    'the region',
    '/spec/provider/vendorB/region',
    (d) => {
      vendorB(d).region = 'us-east-1';
    },
  ],
  [
    'a networking member',
    '/spec/provider/vendorB/networking',
    (d) => {
      vendorB(d).networking.dnsForwarder = '9.9.9.9';
    },
  ],
];

describe('diffClusters where a field cannot change', () => {
  it.each(cases)('%s: the patch carries the change and the applier refuses it there', (_, where, edit) => {
    const patch = diffClusters(from, edited(from, edit));
    expect(patch).not.toEqual({});
    const result = applyClusterPatch(from, patch);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('IMMUTABLE');
    expect(result.error.path.startsWith(where)).toBe(true);
  });

  it('a change beside it is in the same patch, and without it the patch applies', () => {
    const moved = edited(from, (d) => {
      vendorB(d).region = 'us-east-1';
      d.spec.version = '1.33.1';
    });
    expect(JSON.stringify(diffClusters(from, moved))).toContain('1.33.1');
    const upgraded = edited(moved, (d) => {
      vendorB(d).region = vendorB(from).region;
    });
    expect(applyClusterPatch(from, diffClusters(from, upgraded))).toEqual({ ok: true, value: upgraded });
  });
});
