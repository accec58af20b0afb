/**
 * The validators given values built in JavaScript that hold one object in many places: a few dozen
 * objects in memory, 2**levels written out. Regression: the free-form walk read them as written out,
 * so each level of sharing doubled its work (24 levels of `{l, r}` in an `oauth2` took seconds, and
 * 31 fit the depth limit). Now the walks stop once what they read passes the size limit (TOO_LARGE for
 * a create body or a cluster), or, in a patch, the objects the engine copies as written out (LIMIT at
 * `""`, as the engine says).
 * Work is counted, not timed: every member of the shared values is read through a counting getter.
 */
import { applyClusterPatch, validateCluster, validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { fullCreateBody, fullResource, type Json, where } from '../../helpers/bodies.ts';
import { countingTree } from '../../helpers/shared-tree.ts';

const endpoint = (body: Json) => body.spec.addOns.byok.config.monitoring.remoteWrite[0];

/** The reads a validation of `body` with a shared value placed by `place` takes, and its result. */
function readsOf<T>(levels: number, place: (value: object) => Json, validate: (body: Json) => T, names?: string[]) {
  const reads = { count: 0 };
  const body = place(countingTree(levels, reads, undefined, names));
  const result = validate(body);
  return { reads: reads.count, result };
}

const inCreate = (value: object) => {
  const body = fullCreateBody();
  endpoint(body).oauth2 = value;
  return body;
};
const inCluster = (value: object) => {
  const body = fullResource();
  endpoint(body).oauth2 = value;
  return body;
};
const URL = 'https://metrics.example.com/api/v1/write';
const monitoring = (monitor: Json) => ({ spec: { addOns: { byok: { config: { monitoring: monitor } } } } });
const nestedPatch = (value: object) => monitoring({ '$patch/remoteWrite': [{ url: URL, oauth2: value }] });
const replacing = (value: object) => monitoring({ '$patch/remoteWrite': [{ url: URL, '$replace/tls_config': value }] });

const LIMIT_MESSAGE =
  'the patch takes more than 1048576 bytes as JSON text, more than a cluster may take; a patch this large is not read';

/** Reads at 20, 24 and 28 levels: bounded, and no more at 28 than at 20 (before: doubling each level). */
function expectBounded(run: (levels: number) => { reads: number }, bound: number): void {
  const at20 = run(20).reads;
  expect(at20).toBeLessThan(bound);
  expect(run(24).reads).toBeLessThan(1.1 * at20 + 1000);
  expect(run(28).reads).toBeLessThan(1.1 * at20 + 1000);
}

describe('validators given values that share members', () => {
  it.each([
    ['validateClusterCreate', inCreate, validateClusterCreate],
    ['validateCluster', inCluster, validateCluster],
  ] as const)('%s stops reading a shared free-form value past the size limit: TOO_LARGE', (_name, place, validate) => {
    expectBounded((levels) => readsOf(levels, place, validate), 200_000);
    const { result } = readsOf(28, place, validate);
    expect(where(result)).toEqual([{ path: '', code: 'TOO_LARGE' }]);
  });

  it('keeps the issues found before the walk stopped', () => {
    const { result } = readsOf(
      28,
      (value) => {
        const body = inCreate(value);
        endpoint(body).remote_timeout = 30;
        return body;
      },
      validateClusterCreate,
    );
    expect(where(result)).toEqual([
      { path: '/spec/addOns/byok/config/monitoring/remoteWrite/0/remote_timeout', code: 'INVALID_TYPE' },
      { path: '', code: 'TOO_LARGE' },
    ]);
  });

  it.each([
    ['a nested free-form patch', nestedPatch],
    ['a $replace/ value', replacing],
  ] as const)(
    'validateClusterPatch stops reading %s past the objects the engine copies: LIMIT, as the engine',
    (_n, place) => {
      // a patch is read up to the engine's budget of 2**20 objects written out, no further
      expectBounded((levels) => readsOf(levels, place, validateClusterPatch), 1_200_000);
      const { result } = readsOf(28, place, validateClusterPatch);
      expect(result).toEqual({ ok: false, errors: [{ path: '', code: 'LIMIT', message: LIMIT_MESSAGE }] });
      const applied = applyClusterPatch(fullResource(), place(countingTree(28, { count: 0 })));
      expect(applied).toMatchObject({ ok: false, error: { path: '', code: 'LIMIT', message: LIMIT_MESSAGE } });
    },
  );

  it('validateClusterPatch compares no shared entries of an unkeyed list as written out', () => {
    const append = (value: object) =>
      monitoring({
        '$patch/remoteWrite': [{ url: URL, '$append/write_relabel_configs': [value, { ...value }, { k: 1 }] }],
      });
    expectBounded((levels) => readsOf(levels, append, validateClusterPatch), 1_200_000);
    expect(readsOf(28, append, validateClusterPatch).result).toEqual({
      ok: false,
      errors: [{ path: '', code: 'LIMIT', message: LIMIT_MESSAGE }],
    });
  });

  it('forgets no work of objects refused for too many keys: a walk past the limit stays stopped', () => {
    const keys = Array.from({ length: 1001 }, (_, i) => `key-${i}`);
    const [two, three] = [2, 3].map((levels) => readsOf(levels, inCreate, validateClusterCreate, keys));
    expect(two?.reads).toBeLessThan(400_000); // before: every one of 1001 × 1001 members, read again and again
    expect(three?.reads).toBeLessThan(1.1 * (two?.reads ?? 0) + 2000);
    expect(where(three?.result as never)).toContainEqual({ path: '', code: 'TOO_LARGE' });
  });
});
