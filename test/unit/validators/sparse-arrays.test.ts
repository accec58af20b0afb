/**
 * A sparse JavaScript array claims any length up to 2**32 - 1 without holding an item: the validators
 * and the patch engine refuse one longer than its `maxItems` (or than the limit of operator entries)
 * from its length, before any pass walks its holes. Regression: a nodePools array with `length = 1e7`
 * took a second, and one of `2**32 - 1` never finished: the byte count (jsonBytes), the screen of
 * `$drop` entries and the patch engine's snapshot visited every index.
 */
import {
  applyClusterPatch,
  type Cluster,
  prepareClusterPatch,
  validateApiError,
  validateCluster,
  validateClusterCreate,
  validateClusterPatch,
} from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../helpers/bodies.ts';

/** An array of length 2**32 - 1 holding nothing: a walk of it takes minutes. */
function endless(): unknown[] {
  const array: unknown[] = [];
  array.length = 2 ** 32 - 1;
  return array;
}

const GOT = `got ${2 ** 32 - 1}`;
const GENERIC = ['spec', 'provider', 'generic'];
const REMOTE_WRITE = ['spec', 'addOns', 'byok', 'config', 'monitoring', 'remoteWrite'];

/** `body` with `value` set at the member path `tokens` (objects made on the way). */
function at(body: Json, tokens: readonly (string | number)[], value: unknown): Json {
  let node = body;
  for (const token of tokens.slice(0, -1)) node = node[token] ??= {};
  node[tokens[tokens.length - 1] as string] = value;
  return body;
}

function create(): Json {
  return { name: 'a1', spec: { version: '1.31.5', provider: { generic: { location: 'eu-west' } } } };
}

function cluster(): Json {
  return {
    id: '7f3c2a10-5b7e-4c43-9c1d-0e2b1a9d4f10',
    kind: 'mk8s',
    version: 3,
    created: '2025-01-31T12:00:00Z',
    lastModified: '2025-02-03T08:30:00Z',
    links: [{ rel: 'self', href: '/org/acme/mk8s/a1' }],
    ...create(),
    spec: {
      version: '1.31.5',
      provider: { generic: { location: 'eu-west', nodePools: [{ name: 'pool-1' }] } },
      addOns: {
        byok: {
          location: '//byok/x',
          config: { monitoring: { remoteWrite: [{ url: 'https://rw.example/api', tls_config: { a: 1 } }] } },
        },
      },
    },
  };
}

const POOLS = `/${GENERIC.join('/')}/nodePools`;

describe('the validators refuse an endless array from its length', () => {
  it.each([
    [
      'validateClusterCreate, nodePools',
      () => validateClusterCreate(at(create(), [...GENERIC, 'nodePools'], endless())),
      POOLS,
    ],
    ['validateCluster, nodePools', () => validateCluster(at(cluster(), [...GENERIC, 'nodePools'], endless())), POOLS],
    ['validateCluster, links', () => validateCluster(at(cluster(), ['links'], endless())), '/links'],
    [
      'validateCluster, an array inside a free-form value',
      () => validateCluster(at(cluster(), [...REMOTE_WRITE, 0, 'tls_config', 'x'], endless())),
      `/${REMOTE_WRITE.join('/')}/0/tls_config/x`,
    ],
    [
      'validateApiError, details',
      () => validateApiError({ status: 400, code: 'X', message: 'm', details: { issues: endless() } }),
      '/details/issues',
    ],
  ])('%s: TOO_MANY_ITEMS', (_name, validate, path) => {
    const result = validate();
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContainEqual({
      path,
      code: 'TOO_MANY_ITEMS',
      message: `must have at most 1000 items; ${GOT}`,
    });
  });

  it('an endless array at the root of a create body is the wrong type, and too large', () => {
    const result = validateClusterCreate(endless());
    expect(result.ok ? [] : result.errors.map((issue) => issue.code)).toEqual(['INVALID_TYPE', 'TOO_LARGE']);
  });

  it.each([
    ['a field replaced whole', [...GENERIC, 'nodePools'], 'INVALID_PATCH', `must have at most 1000 items; ${GOT}`],
    ['$append', [...GENERIC, '$append/nodePools'], 'LIMIT', 'more than 10000 operator entries in the patch'],
    ['$patch', [...GENERIC, '$patch/nodePools'], 'LIMIT', 'more than 10000 operator entries in the patch'],
    ['$drop', ['$drop'], 'LIMIT', 'more than 10000 operator entries in the patch'],
    ['$drop of a map', ['tags', '$drop'], 'LIMIT', 'more than 10000 operator entries in the patch'],
  ])('validateClusterPatch and applyClusterPatch, %s: %s', (_name, tokens, code, message) => {
    const path = `/${tokens.map((token) => token.replace(/\//g, '~1')).join('/')}`;
    const checked = validateClusterPatch(at({}, tokens, endless()));
    expect(checked.ok ? [] : checked.errors[0]).toMatchObject({ path, code, message });
    const applied = applyClusterPatch(cluster() as Cluster, at({}, tokens, endless()));
    expect(applied).toMatchObject({ ok: false, error: { path, code, message } });
    const prepared = prepareClusterPatch(at({}, tokens, endless()));
    expect(prepared).toMatchObject({ ok: false, error: { path, code, message } });
  });

  it('applyClusterPatch refuses an endless array inside a free-form value of the patch', () => {
    const patch = at({}, REMOTE_WRITE, [{ url: 'https://x', tls_config: { a: endless() } }]);
    expect(applyClusterPatch(cluster() as Cluster, patch)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PATCH', path: `/${REMOTE_WRITE.join('/')}/0/tls_config/a` },
    });
  });

  it('applyClusterPatch refuses an endless array below the depth the snapshot copies by recursion', () => {
    let deep: unknown = endless();
    for (let i = 0; i < 140; i++) deep = { a: deep };
    const patch = at({}, REMOTE_WRITE, [{ url: 'https://x', tls_config: deep }]);
    expect(applyClusterPatch(cluster() as Cluster, patch)).toMatchObject({ ok: false, error: { code: 'LIMIT' } });
  });

  it('applyClusterPatch refuses a cluster holding an endless array', () => {
    const result = applyClusterPatch(at(cluster(), [...GENERIC, 'nodePools'], endless()) as Cluster, {});
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_RESULT', path: POOLS } });
  });
});
