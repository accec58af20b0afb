/**
 * Hostile input, for every validator: forbidden keys wherever they hide, values that are not JSON,
 * getters that throw, very deep input. A validator never throws and never changes what it is given.
 */
import { validateApiError, validateCluster, validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { edited, fullCreateBody, fullResource, type Json, vendorB, where } from '../../helpers/bodies.ts';

const VALIDATORS = [
  ['validateCluster', validateCluster],
  ['validateClusterCreate', validateClusterCreate],
  ['validateClusterPatch', validateClusterPatch],
  ['validateApiError', validateApiError],
] as const;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

function nested(levels: number, key = 'a'): Json {
  let value: Json = {};
  for (let i = 0; i < levels; i++) value = { [key]: value };
  return value;
}

const STRANGE: [string, () => unknown][] = [
  ['undefined', () => undefined],
  ['a function', () => () => 1],
  ['a symbol', () => Symbol('x')],
  ['a bigint', () => 10n],
  ['NaN', () => Number.NaN],
  ['a Date', () => new Date(0)],
  ['a Map', () => new Map([['a', 1]])],
  [
    'an object with a throwing getter',
    () =>
      Object.defineProperty({}, 'spec', {
        enumerable: true,
        get: () => {
          throw new Error('boom');
        },
      }),
  ],
  [
    'a revoked proxy',
    () => {
      const p = Proxy.revocable({}, {});
      p.revoke();
      return p.proxy;
    },
  ],
  [
    'a cycle',
    () => {
      const o: Json = { spec: {} };
      o.spec.self = o;
      return o;
    },
  ],
  ['100,000 levels of objects', () => nested(100_000)],
  [
    '100,000 levels of arrays',
    () => {
      let v: Json = [];
      for (let i = 0; i < 100_000; i++) v = [v];
      return v;
    },
  ],
  ['a sparse array', () => ({ spec: { firewall: new Array(5) } })],
  ['an object with a null prototype', () => Object.assign(Object.create(null), { name: 'x' })],
];

describe.each(VALIDATORS)('%s', (_name, validate) => {
  it.each(STRANGE)('does not throw on %s', (_what, make) => {
    const result = validate(make());
    expect(typeof result.ok).toBe('boolean');
    if (!result.ok)
      for (const issue of result.errors)
        expect(issue).toMatchObject({
          path: expect.any(String),
          code: expect.any(String),
          message: expect.any(String),
        });
  });

  it('reports a getter that throws, with its message', () => {
    const value = {
      spec: Object.defineProperty({}, 'version', {
        enumerable: true,
        get: () => {
          throw new Error('boom');
        },
      }),
    };
    const result = validate(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.some((e) => e.message.includes('boom'))).toBe(true);
  });

  it('never changes a deep-frozen value (strip mode included)', () => {
    const value = deepFreeze(fullResource());
    expect(() => validate(value)).not.toThrow();
    expect(() => (validate as (v: unknown, o?: object) => unknown)(value, { stripReadOnly: true })).not.toThrow();
  });
});

it('reports a getter that throws at the place it was read', () => {
  const value = {
    spec: Object.defineProperty({}, 'version', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    }),
  };
  expect(where(validateClusterCreate({ name: 'x1', ...value }))).toEqual([{ path: '/spec', code: 'UNREADABLE' }]);
});

describe('forbidden keys', () => {
  const PLACES: [string, (b: Json) => void, string][] = [
    [
      'an own __proto__ from JSON.parse, in a closed object',
      (b) => {
        b.spec.provider.vendorB.nodePools[0] = JSON.parse('{"__proto__": {"polluted": 1}, "name": "x"}');
      },
      '/spec/provider/vendorB/nodePools/0/__proto__',
    ],
    [
      'constructor as a map key',
      (b) => {
        vendorB(b).nodePools[0].labels.constructor = 'x';
      },
      '/spec/provider/vendorB/nodePools/0/labels/constructor',
    ],
    [
      'prototype deep in a free-form value',
      (b) => {
        b.spec.addOns.byok.config.monitoring.remoteWrite[0].tls_config.nested = { prototype: 1 };
      },
      '/spec/addOns/byok/config/monitoring/remoteWrite/0/tls_config/nested/prototype',
    ],
    [
      'inside an unknown field',
      (b) => {
        b.spec.bogus = { deep: JSON.parse('{"__proto__": 1}') };
      },
      '/spec/bogus/deep/__proto__',
    ],
    [
      'inside a value of the wrong type',
      (b) => {
        b.description = { constructor: 1 };
      },
      '/description/constructor',
    ],
  ];

  it.each(PLACES)('are reported first: %s', (_where, edit, path) => {
    const result = validateClusterCreate(edited(fullCreateBody(), edit));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ path, code: 'FORBIDDEN_KEY' });
  });

  it('pollute nothing', () => {
    validateClusterCreate(
      JSON.parse('{"__proto__": {"polluted": true}, "spec": {"constructor": {"prototype": {"polluted": true}}}}'),
    );
    expect(({} as Json).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('are found in a resource and an error body too', () => {
    expect(where(validateCluster(JSON.parse('{"__proto__": 1}')))[0]).toEqual({
      path: '/__proto__',
      code: 'FORBIDDEN_KEY',
    });
    expect(
      where(validateApiError(JSON.parse('{"status": 400, "message": "m", "code": "c", "details": {"__proto__": 1}}'))),
    ).toEqual([{ path: '/details/__proto__', code: 'FORBIDDEN_KEY' }]);
  });
});

describe('options that cannot be read, and values that change while read', () => {
  it('treats unreadable options as none', () => {
    const options = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
      },
    );
    expect(validateClusterCreate(fullCreateBody(), options as never).ok).toBe(true);
  });

  it('reports, rather than throws, when the stripped copy cannot be made', () => {
    let reads = 0;
    const body = fullCreateBody();
    Object.defineProperty(body, 'description', {
      enumerable: true,
      get: () => {
        reads++;
        if (reads > 1) throw new Error('gone');
        return 'x';
      },
    });
    const result = validateClusterCreate(body, { stripReadOnly: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.code).toBe('UNREADABLE');
  });
});

describe('forbidden keys inside a read-only member (regression: its value was not screened)', () => {
  // `status` is read-only in a create body; a forbidden key two levels inside its value.
  const withHostileStatus = (key: string) =>
    edited(fullCreateBody(), (b) => {
      b.status = JSON.parse(`{"addOns":{"${key}":{"polluted":true}}}`);
    });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses %s, reported first, where it is', (key) => {
    const result = validateClusterCreate(withHostileStatus(key));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: `/status/addOns/${key}`, code: 'FORBIDDEN_KEY' },
      { path: '/status', code: 'READ_ONLY' },
    ]);
  });

  it('refuses it when read-only members are stripped too', () => {
    const result = validateClusterCreate(withHostileStatus('__proto__'), { stripReadOnly: true });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map(({ path, code }) => ({ path, code }))).toEqual([
        { path: '/status/addOns/__proto__', code: 'FORBIDDEN_KEY' },
      ]);
  });
});

describe('deep input is refused cleanly, never by a RangeError', () => {
  const LEVELS = 100_000;
  const deepArrays = (inner: unknown): Json => {
    let value = inner;
    for (let i = 0; i < LEVELS; i++) value = [value];
    return value;
  };
  const noStackError = (issues: readonly { code: string; message: string }[]) =>
    issues.filter((issue) => issue.code === 'UNREADABLE' || /call stack/i.test(issue.message));

  it.each(VALIDATORS)('%s: 100,000 levels of objects and of arrays', (_name, validate) => {
    for (const value of [nested(LEVELS), deepArrays(1), { spec: { firewall: [nested(LEVELS)] } }]) {
      const result = validate(value);
      expect(result.ok).toBe(false);
      expect(noStackError(result.ok ? [] : result.errors)).toEqual([]);
    }
  });

  it('compares deep items of a unique array without recursion (two equal 100,000-level items)', () => {
    const body = edited(fullCreateBody(), (b) => {
      vendorB(b).securityGroupIds = [nested(LEVELS), nested(LEVELS), nested(LEVELS, 'b')];
    });
    const result = validateClusterCreate(body);
    expect(noStackError(result.ok ? [] : result.errors)).toEqual([]);
    expect(where(result)).toEqual([
      { path: '/spec/provider/vendorB/securityGroupIds/0', code: 'INVALID_TYPE' },
      { path: '/spec/provider/vendorB/securityGroupIds/1', code: 'INVALID_TYPE' },
      { path: '/spec/provider/vendorB/securityGroupIds/2', code: 'INVALID_TYPE' },
      { path: '/spec/provider/vendorB/securityGroupIds/1', code: 'DUPLICATE_ITEM' },
      // 600 KB of JSON text each: counted, iteratively too.
      { path: '', code: 'TOO_LARGE' },
    ]);
  });

  it('gives a cyclic item of a unique array no equal: refused for its type, never walked forever', () => {
    const cyclic: Json = { a: 1 };
    cyclic.self = cyclic;
    const body = edited(fullCreateBody(), () => undefined);
    vendorB(body).securityGroupIds = [cyclic, { a: 1, self: {} }, 'sg-1'];
    const result = validateClusterCreate(body);
    expect(where(result).filter((issue) => issue.code !== 'INVALID_TYPE')).toEqual([{ path: '', code: 'TOO_LARGE' }]);
  });
});
