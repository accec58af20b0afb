/**
 * The patch engine refuses what validateClusterPatch refuses: a patch that is not a JSON object (a
 * Date, Map, class instance…) at its root or in a free-form value, though its copy of the patch
 * would be a plain object. Plain objects from another realm or without a prototype apply as any.
 */
import { applyClusterPatch, type Cluster, prepareClusterPatch } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { fullResource, type Json } from '../../helpers/bodies.ts';
import { fromAnotherRealm, NOT_PLAIN, withoutPrototypes } from '../../helpers/not-plain.ts';

const cluster = fullResource() as Cluster;
const PW = '/spec/addOns/byok/config/monitoring/$patch~1remoteWrite/0/tls_config';
const patchTls = (tls: unknown): Json => ({
  spec: {
    addOns: {
      byok: {
        config: {
          monitoring: { '$patch/remoteWrite': [{ url: 'https://metrics.example.com/api/v1/write', tls_config: tls }] },
        },
      },
    },
  },
});

describe.each(NOT_PLAIN)('%s', (_what, named, make) => {
  it('is refused as a patch, by apply and by prepare, as an array is', () => {
    const error = { code: 'INVALID_PATCH', path: '', message: `must be an object (ClusterPatch); got ${named}` };
    expect(applyClusterPatch(cluster, [])).toEqual({
      ok: false,
      error: { ...error, message: 'must be an object (ClusterPatch); got an array' },
    });
    expect(applyClusterPatch(cluster, make())).toEqual({ ok: false, error });
    expect(prepareClusterPatch(make())).toMatchObject({ ok: false, error });
  });

  it('is refused at its pointer in a free-form value', () => {
    const message = `must be a JSON value; got ${named}`;
    expect(applyClusterPatch(cluster, patchTls({ ca: make() }))).toEqual({
      ok: false,
      error: { code: 'INVALID_PATCH', path: `${PW}/ca`, message },
    });
    expect(applyClusterPatch(cluster, patchTls({ ca: { list: [make()] } }))).toEqual({
      ok: false,
      error: { code: 'INVALID_PATCH', path: `${PW}/ca/list/0`, message },
    });
  });
});

describe('plain objects from elsewhere', () => {
  const patch: Json = { description: 'renamed', ...patchTls({ ca: { file: '/etc/ca.pem' } }) };
  const want = applyClusterPatch(cluster, patch);

  it('apply as the same patch made here', () => {
    expect(want.ok).toBe(true);
    expect(applyClusterPatch(cluster, fromAnotherRealm(patch))).toEqual(want);
    expect(applyClusterPatch(cluster, withoutPrototypes(patch))).toEqual(want);
  });

  it('a nested closed object is read by name, whatever its prototype, as the validator reads it', () => {
    const inheriting: Json = structuredClone(patch);
    inheriting.spec = Object.assign(Object.create({ inherited: 1 }), inheriting.spec);
    expect(applyClusterPatch(cluster, inheriting)).toEqual(want);
  });
});
