/**
 * Messages stay short whatever the caller sent: a key or value of 100,000 characters is quoted by
 * its first 40 characters and `…`, and a string refused by its pattern is not repeated at all.
 */
import {
  applyClusterPatch,
  type ValidationIssue,
  type ValidationResult,
  validateApiError,
  validateCluster,
  validateClusterCreate,
  validateClusterPatch,
} from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { describe as describeValue, quote, quoteScalar, shorten } from '../../../templates/runtime/validators/words.ts';
import { edited, fullCreateBody, fullResource, type Json, vendorB } from '../../helpers/bodies.ts';

/** A string of 100,000 characters: `letter`, then digits, so no 41 characters of it repeat another run of it. */
function long(letter: string): string {
  return (
    letter +
    Array.from({ length: 20_000 }, (_, i) => String(i).padStart(5, '0'))
      .join('')
      .slice(0, 99_999)
  );
}

const MESSAGE_BOUND = 1000;

const CREATE: [string, (value: string) => Json][] = [
  ['an unknown top-level key', (v) => ({ ...fullCreateBody(), [v]: 1 })],
  ['an unknown nested key', (v) => edited(fullCreateBody(), (b) => (vendorB(b)[v] = 1))],
  ['a $-key', (v) => ({ ...fullCreateBody(), [`$${v}`]: 1 })],
  ['a tag key', (v) => edited(fullCreateBody(), (b) => (b.tags[v] = 'x'))],
  ['a name (pattern, length)', (v) => ({ ...fullCreateBody(), name: v })],
  ['an enum value', (v) => edited(fullCreateBody(), (b) => (vendorB(b).nodePools[0].spotAllocationStrategy = v))],
  [
    'a repeated node pool name',
    (v) =>
      edited(
        fullCreateBody(),
        (b) =>
          (vendorB(b).nodePools = [
            { ...vendorB(b).nodePools[0], name: v },
            { ...vendorB(b).nodePools[1], name: v },
          ]),
      ),
  ],
  ['a repeated scalar item', (v) => edited(fullCreateBody(), (b) => (vendorB(b).securityGroupIds = [v, v]))],
  ['a string where an object belongs', (v) => edited(fullCreateBody(), (b) => (b.spec.provider = v))],
  ['a SecretLink', (v) => edited(fullCreateBody(), (b) => (b.spec.provider = { vendorA: { tokenSecretLink: v } }))],
  [
    'a SecretLink within its length',
    (v) => edited(fullCreateBody(), (b) => (b.spec.provider = { vendorA: { tokenSecretLink: v.slice(0, 500) } })),
  ],
];

const PATCH: [string, (value: string) => Json][] = [
  ['an unknown key', (v) => ({ [v]: 1 })],
  ['an unknown nested key', (v) => ({ spec: { provider: { vendorB: { [v]: 1 } } } })],
  ['an unknown operator key', (v) => ({ [`$${v}`]: 1 })],
  ['an operator on an unknown field', (v) => ({ spec: { [`$replace/${v}`]: 1 } })],
  ['a drop of an unknown field', (v) => ({ spec: { $drop: [v] } })],
  ['a tag both dropped and set', (v) => ({ tags: { $drop: [v], [v]: 'x' } })],
  ['a value off its pattern', (v) => ({ name: v })],
  [
    'an enum value',
    (v) => ({
      spec: { provider: { vendorB: { '$patch/nodePools': [{ name: 'general', spotAllocationStrategy: v }] } } },
    }),
  ],
  ['a SecretLink within its length', (v) => ({ spec: { addOns: { byok: { location: v.slice(0, 500) } } } })],
  [
    'a node pool named twice',
    (v) => ({ spec: { provider: { vendorB: { '$drop/nodePools': [v], '$patch/nodePools': [{ name: v }] } } } }),
  ],
  ['a repeated scalar in a list', (v) => ({ spec: { provider: { vendorB: { '$append/securityGroupIds': [v, v] } } } })],
];

function issuesOf(result: ValidationResult<unknown>): readonly ValidationIssue[] {
  return result.ok ? [] : result.errors;
}

function messages(result: ValidationResult<unknown>): string[] {
  expect(result.ok).toBe(false);
  return issuesOf(result).map((e) => e.message);
}

function expectShort(all: readonly string[], value: string): void {
  expect(all.length).toBeGreaterThan(0);
  for (const message of all) {
    expect(message.length).toBeLessThanOrEqual(MESSAGE_BOUND);
    expect(message).not.toContain(value.slice(0, 41));
  }
}

describe('validator messages for keys and values of 100,000 characters', () => {
  it.each(CREATE)('create body: %s', (_, body) => {
    const value = long('c');
    expectShort(messages(validateClusterCreate(body(value))), value);
  });

  it.each(CREATE)('read shape: %s', (_, body) => {
    const value = long('r');
    expectShort(messages(validateCluster({ ...fullResource(), ...body(value) })), value);
  });

  it.each(PATCH)('patch: %s', (_, patch) => {
    const value = long('p');
    expectShort(messages(validateClusterPatch(patch(value))), value);
  });

  it('error body: a details key and a $-key', () => {
    const value = long('e');
    const body = { status: 400, message: 'x', code: 'X', details: { [value]: 1, [`$${value}`]: 2 }, [value]: 3 };
    expectShort(messages(validateApiError(body)), value);
  });

  it('quotes a long unknown key by its first 40 characters', () => {
    const value = long('k');
    const [issue] = issuesOf(validateClusterPatch({ [value]: 1 }));
    expect(issue?.message).toBe(
      `unknown field ${JSON.stringify(value.slice(0, 40))}…; the fields of ClusterCreate are name, description, tags, spec`,
    );
  });

  it('does not repeat a string refused by its pattern: the pointer says which it is', () => {
    const pem = `-----BEGIN PRIVATE KEY-----\n${'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'.repeat(40)}\n-----END PRIVATE KEY-----\n`;
    const body = edited(fullCreateBody(), (b) => (b.spec.provider = { vendorA: { tokenSecretLink: pem } }));
    const issues = issuesOf(validateClusterCreate(body)).filter((i) => i.code === 'PATTERN');
    expect(issues).toEqual([
      {
        path: '/spec/provider/vendorA/tokenSecretLink',
        code: 'PATTERN',
        message: 'is not a valid SecretLink, such as "//secret/cluster-token" or "/org/acme/secret/cluster-token"',
      },
    ]);
    const [patched] = issuesOf(validateClusterPatch({ name: 'Bad_Name' }));
    expect(patched?.message).toBe('does not match the pattern ^[a-z][-a-z0-9]*[a-z0-9]$');
  });

  it('patch engine: an element not found or already there is quoted short', () => {
    const cluster = fullResource();
    const name = `pool-${'a'.repeat(50)}`;
    const missing = applyClusterPatch(cluster, { spec: { provider: { vendorB: { '$patch/nodePools': [{ name }] } } } });
    expect(missing).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(missing.ok ? '' : missing.error.message).toBe(`nodePools has no element ${quote(name)}`);
  });
});

describe('quote', () => {
  it.each([
    ['a short string, whole', 'abc', '"abc"'],
    ['40 characters, whole', 'x'.repeat(40), `"${'x'.repeat(40)}"`],
    ['41 characters: 40 and …', 'x'.repeat(41), `"${'x'.repeat(40)}"…`],
    ['never half of a surrogate pair', `${'x'.repeat(39)}😀😀`, `"${'x'.repeat(39)}"…`],
    ['escaped as JSON', 'a"b\u0001', '"a\\"b\\u0001"'],
  ])('%s', (_, given, want) => {
    expect(quote(given)).toBe(want);
  });

  it('is what describe and quoteScalar show of a string', () => {
    expect(describeValue('y'.repeat(100))).toBe(`the string "${'y'.repeat(40)}"…`);
    expect(quoteScalar('y'.repeat(100))).toBe(`"${'y'.repeat(40)}"…`);
    expect(quoteScalar(3)).toBe('3');
    expect(quoteScalar(false)).toBe('false');
  });

  it('shorten keeps at most max characters, the last of them …', () => {
    expect(shorten('abcdef', 6)).toBe('abcdef');
    expect(shorten('abcdefg', 6)).toBe('abcde…');
  });
});
