/** API keys: how they are presented, hashed, bound to an organization, and never logged. */
import { describe, expect, it } from 'vitest';
import { hashApiKey, isExpired, keyRing, newApiKey, parseKeyFile, presentedKey } from '../../../server/auth.ts';
import { judge } from '../../helpers/openapi-contract.ts';
import { createBody, KEYS, startTestServer } from '../../helpers/reference-server.ts';

describe('presentedKey', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['abc', 'abc'],
    ['  Bearer   abc  ', 'abc'],
    ['', undefined],
    ['Bearer ', 'Bearer'],
  ])('%j gives %j', (header, want) => {
    expect(presentedKey(header)).toBe(want);
  });
});

describe('parseKeyFile', () => {
  const digest = hashApiKey('k');
  it.each<readonly [string, string, RegExp]>([
    ['not JSON', '{', /^not JSON/],
    ['no keys array', '{}', /^\/keys: /],
    ['an entry without org', JSON.stringify({ keys: [{ sha256: digest }] }), /^\/keys\/0\/org: /],
    [
      'a key in clear instead of a digest',
      JSON.stringify({ keys: [{ org: 'a', sha256: 'k' }] }),
      /^\/keys\/0\/sha256: /,
    ],
    [
      'a name that is not a string',
      JSON.stringify({ keys: [{ org: 'a', sha256: digest, name: 1 }] }),
      /^\/keys\/0\/name: /,
    ],
    [
      'a misspelt member, which would leave the key valid forever',
      JSON.stringify({ keys: [{ org: 'a', sha256: digest, expire: '2030-01-01T00:00:00Z' }] }),
      /^\/keys\/0\/expire: unknown member/,
    ],
    ['an entry that is not an object', JSON.stringify({ keys: ['k'] }), /^\/keys\/0: an object/],
    [
      'the same key twice',
      JSON.stringify({
        keys: [
          { org: 'a', sha256: digest },
          { org: 'b', sha256: digest },
        ],
      }),
      /^\/keys\/1\/sha256: the same key as \/keys\/0/,
    ],
    ...[
      '2030-01-01',
      '2030-01-01T00:00:00',
      '2030-01-01T00:00:00+02:00',
      '2030-02-30T00:00:00Z',
      'tomorrow',
      1893456000,
    ].map(
      (expires) =>
        [
          `expires ${JSON.stringify(expires)}`,
          JSON.stringify({ keys: [{ org: 'a', sha256: digest, expires }] }),
          /^\/keys\/0\/expires: an ISO 8601 UTC time/,
        ] as const,
    ),
  ])('rejects %s, saying where', (_name, text, error) => {
    const parsed = parseKeyFile(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(error);
  });

  it('accepts entries and finds a key through its SHA-256 digest only', () => {
    const { key, entry } = newApiKey('acme', 'ci');
    expect(entry.sha256).toBe(hashApiKey(key));
    expect(JSON.stringify(entry)).not.toContain(key);
    const parsed = parseKeyFile(JSON.stringify({ keys: [entry] }));
    expect(parsed.ok && parsed.value.lookup(key)).toEqual({ org: 'acme', sha256: entry.sha256, name: 'ci' });
    expect(parsed.ok && parsed.value.lookup(`${key}x`)).toBeUndefined();
  });

  it.each([['2030-01-31T00:00:00Z'], ['2030-01-31T23:59:59.5Z'], ['2028-02-29T12:00:00Z']])(
    'accepts expires %s',
    (expires) => {
      const parsed = parseKeyFile(JSON.stringify({ keys: [{ org: 'a', sha256: digest, expires }] }));
      expect(parsed.ok && parsed.value.lookup('k')).toEqual({ org: 'a', sha256: digest, expires });
    },
  );

  it('a key expires at the instant its expires names, not a moment later', () => {
    const entry = { org: 'a', sha256: digest, expires: '2030-01-31T00:00:00Z' };
    expect(isExpired(entry, new Date('2030-01-30T23:59:59.999Z'))).toBe(false);
    expect(isExpired(entry, new Date('2030-01-31T00:00:00.000Z'))).toBe(true);
    expect(isExpired({ org: 'a', sha256: digest }, new Date('2999-01-01T00:00:00Z'))).toBe(false);
  });

  it('makes keys of 256 random bits', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newApiKey('a').key));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^mk8s_[A-Za-z0-9_-]{43}$/);
    expect(keyRing([]).size).toBe(0);
  });
});

describe('access over HTTP', () => {
  it.each([
    ['no key', null, undefined, 401, 'UNAUTHORIZED'],
    ['an unknown key', 'mk8s_unknown', undefined, 401, 'UNAUTHORIZED'],
    ['an empty Authorization header', null, '', 401, 'UNAUTHORIZED'],
    ["another organization's key", KEYS.globex.key, undefined, 403, 'FORBIDDEN'],
    ['the bare key', null, KEYS.acme.key, 201, undefined],
    ['the Bearer key', KEYS.acme.key, undefined, 201, undefined],
  ])('%s answers %i', async (_name, key, rawHeader, status, code) => {
    const server = await startTestServer();
    try {
      const headers = rawHeader === undefined ? undefined : { authorization: rawHeader };
      const answer = await server.call('POST', '/org/acme/mk8s', {
        body: createBody(),
        key,
        ...(headers && { headers }),
      });
      expect(answer.status).toBe(status);
      if (code !== undefined) expect(answer.body).toMatchObject({ status, code });
      if (status === 401) expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    } finally {
      await server.close();
    }
  });

  it('answers an expired key with 401 KEY_EXPIRED, before the organization is compared', async () => {
    let now = new Date('2030-01-30T12:00:00Z');
    const expiring = newApiKey('acme', 'rotating');
    const entry = { ...expiring.entry, expires: '2030-01-31T00:00:00Z' };
    const server = await startTestServer({ keys: keyRing([entry]), clock: () => now });
    try {
      expect((await server.call('POST', '/org/acme/mk8s', { body: createBody(), key: expiring.key })).status).toBe(201);
      now = new Date('2030-01-31T00:00:00Z');
      for (const org of ['acme', 'globex']) {
        const answer = await server.call('GET', `/org/${org}/mk8s/prod-eu-1`, { key: expiring.key });
        expect(answer).toMatchObject({ status: 401, body: { status: 401, code: 'KEY_EXPIRED' } });
        expect((answer.body as { message: string }).message).toContain('2030-01-31T00:00:00Z');
        expect(answer.headers.get('www-authenticate')).toBe('Bearer');
        expect(judge('/org/{org}/mk8s/{name}', 'GET', 401, answer.body).codes).toContain('KEY_EXPIRED');
      }
    } finally {
      await server.close();
    }
  });

  it('checks the key before reading the body: a stranger gets 401, not a body error', async () => {
    const server = await startTestServer();
    try {
      const answer = await server.call('POST', '/org/acme/mk8s', { text: '{broken', key: 'mk8s_nobody' });
      expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    } finally {
      await server.close();
    }
  });
});
