/**
 * Hostile input (patch rule 14): forbidden keys wherever they can hide, huge and deep bodies, and
 * documents that misbehave. Every case ends in a clear error code — never an exception, a stack
 * overflow, or a polluted prototype.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyClusterPatch, type Cluster, diffClusters } from '../../../generated/index.js';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { createPatchEngine } from '../../../templates/runtime/patch/engine.ts';
import { deepFreeze } from '../../helpers/json.ts';

const cluster = deepFreeze({
  id: 'c-1',
  name: 'prod',
  kind: 'mk8s',
  version: 1,
  created: '2025-01-01T00:00:00Z',
  lastModified: '2025-01-01T00:00:00Z',
  links: [],
  tags: { env: 'prod' },
  spec: {
    version: '1.32.9',
    provider: { generic: { location: 'eu', nodePools: [{ name: 'a', labels: { x: '1' } }] } },
    addOns: {
      byok: {
        location: '//location/x',
        config: { monitoring: { remoteWrite: [{ url: 'https://m.example.com', write_relabel_configs: [{ a: 1 }] }] } },
      },
    },
  },
}) as Cluster;

const polluted = () => ({}) as Record<string, unknown>;

function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** A patch whose innermost object (at `depth` levels of nested element patches and values) is `leaf`. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = { inner: value };
  return value;
}

describe('forbidden keys', () => {
  const hiding: [string, () => unknown][] = [
    ['__proto__ as a key (JSON.parse keeps it as data)', () => JSON.parse('{"__proto__": {"polluted": true}}')],
    ['constructor.prototype as keys', () => ({ constructor: { prototype: { polluted: true } } })],
    ['__proto__ in a map', () => ({ tags: withKey({}, '__proto__', 'x') })],
    ['prototype as a $drop entry', () => ({ spec: { $drop: ['prototype'] } })],
    ['__proto__ as a map $drop entry', () => ({ tags: { $drop: ['__proto__'] } })],
    ['constructor as an operator suffix', () => ({ spec: { provider: { generic: { '$append/constructor': [] } } } })],
    ['__proto__ as a $replace/ suffix', () => ({ spec: { '$replace/__proto__': {} } })],
    [
      '__proto__ deep inside an $append/ element',
      () => ({
        spec: {
          provider: { generic: { '$append/nodePools': [{ name: 'b', labels: withKey({}, '__proto__', 'x') }] } },
        },
      }),
    ],
    [
      'prototype as a $drop entry of an element patch',
      () => ({
        spec: { provider: { generic: { '$patch/nodePools': [{ name: 'a', labels: { $drop: ['prototype'] } }] } } },
      }),
    ],
    [
      'constructor deep in a free-form value',
      () => ({
        spec: {
          addOns: {
            byok: {
              config: {
                monitoring: {
                  '$patch/remoteWrite': [
                    { url: 'https://m.example.com', tls_config: { a: nested(20, { constructor: 1 }) } },
                  ],
                },
              },
            },
          },
        },
      }),
    ],
    [
      '__proto__ as a $replace/ suffix of an unkeyed element patch',
      () => ({
        spec: {
          addOns: {
            byok: {
              config: {
                monitoring: {
                  '$patch/remoteWrite': [
                    {
                      url: 'https://m.example.com',
                      '$patch/write_relabel_configs': [{ a: 1, '$replace/__proto__': 2 }],
                    },
                  ],
                },
              },
            },
          },
        },
      }),
    ],
  ];

  it.each(hiding)('%s is FORBIDDEN_KEY and pollutes nothing', (_, patch) => {
    const result = applyClusterPatch(cluster, patch());
    expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_KEY' } });
    expect(polluted().polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });

  it('wins over every other error in the same patch', () => {
    const patch = { name: 'other', descripton: null, tags: withKey({ $drop: ['env'], env: 'x' }, '__proto__', 1) };
    expect(applyClusterPatch(cluster, patch)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_KEY' } });
  });

  it('treats the names as data when they are values: a pool named __proto__ or constructor', () => {
    const patch = {
      spec: {
        provider: { generic: { '$append/nodePools': [{ name: '__proto__' }, { name: 'constructor' }] } },
      },
    };
    const result = applyClusterPatch(cluster, patch);
    expect(result.ok && result.value.spec.provider.generic?.nodePools?.map((p) => p.name)).toEqual([
      'a',
      '__proto__',
      'constructor',
    ]);
  });
});

describe('size and depth', () => {
  it('refuses a 10,000-level nested body with LIMIT, without a stack overflow', () => {
    const patch = {
      spec: { addOns: { byok: { config: { monitoring: { '$append/remoteWrite': [nested(10_000, 'x')] } } } } },
    };
    expect(applyClusterPatch(cluster, patch)).toMatchObject({ ok: false, error: { code: 'LIMIT' } });
  });

  it('refuses a 10,000-level nested array with LIMIT', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 10_000; level++) deep = [deep];
    expect(applyClusterPatch(cluster, { tags: { a: deep } })).toMatchObject({ ok: false, error: { code: 'LIMIT' } });
  });

  it('refuses a patch with 100,000 operator entries with LIMIT', () => {
    const names = Array.from({ length: 100_000 }, (_, i) => `tag-${i}`);
    const started = performance.now();
    expect(applyClusterPatch(cluster, { tags: { $drop: names } })).toMatchObject({
      ok: false,
      error: { code: 'LIMIT' },
    });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('counts entries over every operator list of the patch (10,001 spread over two lists)', () => {
    const firewall = Array.from({ length: 5_001 }, (_, i) => `10.${Math.floor(i / 256)}.${i % 256}.1`);
    const patch = {
      tags: { $drop: Array.from({ length: 5_000 }, (_, i) => `t${i}`) },
      spec: { '$drop/firewall': firewall },
    };
    expect(applyClusterPatch(cluster, patch)).toMatchObject({ ok: false, error: { code: 'LIMIT' } });
  });

  it('accepts 10,000 entries, the limit itself', () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `tag-${i}`);
    expect(applyClusterPatch(cluster, { tags: { $drop: names } })).toMatchObject({ ok: true });
  });
});

describe('documents that misbehave', () => {
  it('reports a document that is not an object as INVALID_RESULT', () => {
    for (const document of [null, 42, 'cluster', [], undefined]) {
      expect(applyClusterPatch(document as unknown as Cluster, {})).toMatchObject({
        ok: false,
        error: { code: 'INVALID_RESULT', path: '' },
      });
    }
  });

  it('does not throw on a document whose getter throws', () => {
    const hostile = { ...cluster };
    Object.defineProperty(hostile, 'spec', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const result = applyClusterPatch(hostile as Cluster, { spec: { version: '1.33.5' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_RESULT' } });
  });

  it('does not throw on a document nested 10,000 levels deep', () => {
    const deep = structuredClone(cluster) as unknown as { spec: { addOns: { byok: { config: unknown } } } };
    deep.spec.addOns.byok.config = {
      monitoring: { remoteWrite: [{ url: 'https://m.example.com', tls_config: nested(10_000, 'x') }] },
    };
    const result = applyClusterPatch(deep as unknown as Cluster, { description: 'x' });
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_RESULT' } });
  });

  it('does not read inherited members: a polluted prototype does not leak into results or diffs', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.description = 'inherited';
    try {
      const result = applyClusterPatch(cluster, {});
      expect(result.ok && Object.hasOwn(result.value, 'description')).toBe(false);
      expect(diffClusters(cluster, cluster)).toEqual({});
    } finally {
      delete proto.description;
    }
  });
});

describe('the engine on its own', () => {
  // Validators bypassed: whatever reaches the engine, it answers with a result or an error.
  const engine = createPatchEngine(clusterPatchModel, {
    validatePatch: () => ({ ok: true }),
    validateResult: () => ({ ok: true }),
  });
  const keys = fc.constantFrom(
    'name',
    'spec',
    'provider',
    'generic',
    'nodePools',
    '$drop',
    '$patch/nodePools',
    '$append/nodePools',
    '$replace/tags',
    'tags',
    '__proto__',
    'constructor',
    'labels',
    '$retain/firewall',
    'firewall',
    '$x',
    'location',
  );
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.jsonValue({ maxDepth: 2 }),
      tie('object'),
      fc.array(tie('value'), { maxLength: 3 }),
    ),
    object: fc.dictionary(keys, tie('value'), { maxKeys: 4 }),
  }));

  it('never throws and never mutates, whatever JSON it is given', () => {
    fc.assert(
      fc.property(json.object, json.value, (patch, document) => {
        const frozen = deepFreeze(structuredClone(patch));
        for (const target of [cluster, document]) {
          const result = engine.apply(target, frozen);
          expect(typeof result.ok).toBe('boolean');
        }
        expect(typeof engine.diff(document, cluster)).toBe('object');
        expect(polluted().polluted).toBeUndefined();
      }),
      { numRuns: Number(process.env.MK8S_PROPERTY_RUNS ?? 1000) },
    );
  });
});
