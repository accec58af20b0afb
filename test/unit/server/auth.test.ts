/** API keys: how they are presented, hashed, bound to an organization, and never logged. */
import { describe, expect, it } from 'vitest';
import { hashApiKey, keyRing, newApiKey, parseKeyFile, presentedKey } from '../../../server/auth.ts';
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
  it.each([
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
