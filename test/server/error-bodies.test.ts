/**
 * Every error answer of the create and patch routes passes the server's own published error schema
 * (`validateApiError`), whatever the body held: keys and values of 1–100,000 characters at several
 * depths, thousands of issues, and never gives back a secret pasted into a SecretLink field.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateApiError } from '@mk8s/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, createBody, startTestServer, type TestServer } from '../helpers/reference-server.ts';
import { REPO } from '../helpers/spec.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.call('POST', '/org/acme/mk8s', { body: createBody() });
});
afterAll(() => server.close());

const CREATE = ['POST', '/org/acme/mk8s'] as const;
const PATCH = ['PATCH', '/org/acme/mk8s/prod-eu-1'] as const;
const RUNS = 40;

type Json = Record<string, unknown>;

/** The pointer of every SecretLink field of a create body, found in the published schema by its pattern. */
function secretLinkPaths(): string[][] {
  const read = (file: string) => JSON.parse(readFileSync(join(REPO, file), 'utf8'));
  const schema = read('generated/schemas/cluster-create.json');
  const pattern = read('spec/shared.json').$defs.SecretLink.pattern;
  const found: string[][] = [];
  const walk = (node: Json | undefined, path: string[], seen: ReadonlySet<string>): void => {
    if (node === undefined) return;
    if (node.pattern === pattern) found.push(path);
    const ref = typeof node.$ref === 'string' ? (node.$ref.split('/').pop() as string) : undefined;
    if (ref !== undefined && !seen.has(ref)) walk(schema.$defs[ref], path, new Set([...seen, ref]));
    for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Json>))
      walk(child, [...path, key], seen);
  };
  walk(schema, [], new Set());
  return found;
}

/** `value` placed at `path` below a copy of `base`. */
function placed(base: Json, path: readonly (string | number)[], value: unknown): Json {
  const copy = structuredClone(base);
  let node: Record<string | number, unknown> = copy;
  path.forEach((token, i) => {
    if (i === path.length - 1) node[token] = value;
    else {
      node[token] ??= {};
      node = node[token] as Record<string | number, unknown>;
    }
  });
  return copy;
}

function pem(bytes: number): { text: string; lines: string[] } {
  const lines =
    randomBytes(bytes)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return { text: `-----BEGIN PRIVATE KEY-----\n${lines.join('\n')}\n-----END PRIVATE KEY-----\n`, lines };
}

/** The answer is an error body the published schema accepts, with a 4xx status. */
function expectSchemaAnswer(answer: Answer): string {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  const checked = validateApiError(answer.body);
  expect(checked.ok ? [] : checked.errors.slice(0, 3)).toEqual([]);
  return JSON.stringify(answer.body);
}

/** A string of `length` characters made of `unit` (so its UTF-8 stays within the body limit). */
const longText = fc
  .tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('k', 'é', '😀', '~/', '"\\', '$a', ' '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const depth = fc.constantFrom<(string | number)[]>(
  [],
  ['spec'],
  ['tags'],
  ['spec', 'provider', 'generic'],
  ['spec', 'firewall', 0],
  ['spec', 'addOns', 'metrics', 'scrapeAnnotated'],
);

/** A body with hostile members: long keys and long values at several depths, known and unknown. */
const hostileBody = fc
  .array(fc.tuple(depth, longText, fc.constantFrom('key', 'value', 'operator')), { minLength: 1, maxLength: 3 })
  .map((pieces) =>
    pieces.reduce<Json>(
      (body, [at, text, role]) => {
        if (role === 'value') return placed(body, [...at, at.length === 0 ? 'name' : 'description'], text);
        return placed(body, [...at, role === 'operator' ? `$append/${text}` : text], 1);
      },
      createBody() as unknown as Json,
    ),
  );

describe('error answers of the create and patch routes', () => {
  it('pass the published error schema for long keys and values at several depths', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(hostileBody, async (body) => {
        for (const [method, path] of [CREATE, PATCH]) {
          const answer = await server.call(method, path, { body });
          // A short piece can make a valid body (a tag `k: 1`): it is accepted, and has no error answer to check.
          if (answer.status >= 200 && answer.status < 300) continue;
          expectSchemaAnswer(answer);
          refused++;
        }
      }),
      { numRuns: RUNS },
    );
    expect(refused).toBeGreaterThan(RUNS);
  });

  it('pass the published error schema with thousands of issues, counted in issueCount', async () => {
    const body: Json = createBody() as unknown as Json;
    for (let i = 0; i < 25; i++) body[`${i}-${'l'.repeat(20_000)}`] = 1;
    for (let i = 0; i < 3000; i++) body[`unknown-${i}-${'u'.repeat(90)}`] = 'x';
    for (const [method, path] of [CREATE, PATCH]) {
      const answer = await server.call(method, path, { body });
      expect(expectSchemaAnswer(answer).length).toBeLessThan(JSON.stringify(body).length);
      expect(answer.body).toMatchObject({ details: { issueCount: 3025 } });
    }
  });

  // regression: 100 listed issues of long pointers made an answer of 600 KB and more
  it.each([
    ['long keys', (i: number) => [`${i}-${'k'.repeat(6_000)}`]],
    ['long keys below spec', (i: number) => ['spec', `${i}-${'s'.repeat(6_000)}`]],
  ])('stay within 64 KiB whatever the issues, those not listed counted (%s)', async (_name, keyPath) => {
    const body: Json = createBody() as unknown as Json;
    const count = 140;
    for (let i = 0; i < count; i++) Object.assign(body, placed(body, keyPath(i), 1));
    expect(JSON.stringify(body).length).toBeLessThan(1024 * 1024);
    for (const [method, path] of [CREATE, PATCH]) {
      const answer = await server.call(method, path, { body });
      const text = expectSchemaAnswer(answer);
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(64 * 1024);
      const { issues, issueCount } = (answer.body as { details: { issues: { path: string }[]; issueCount: number } })
        .details;
      expect(issueCount).toBe(count);
      expect(issues.length).toBeGreaterThan(0);
      // the first issues are listed, in order; the rest, issueCount minus those listed, left out as the answer is full
      expect(issues.map((issue) => issue.path)).toEqual(
        issues.map(
          (_, i) =>
            `/${keyPath(i)
              .map((token) => token.replaceAll('~', '~0'))
              .join('/')}`,
        ),
      );
      expect(issues.length).toBeLessThan(count);
      const next = Buffer.byteLength(JSON.stringify(issues[0]));
      expect(Buffer.byteLength(text) + next).toBeGreaterThan(64 * 1024 - 512);
    }
  });

  it('list an issue at a pointer longer than a details string only in issueCount', async () => {
    const body = { ...createBody(), ['k'.repeat(20_000)]: 1 };
    const answer = await server.call(...CREATE, { body });
    expectSchemaAnswer(answer);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [], issueCount: 1 } });
    const patched = await server.call(...PATCH, { body: { ['k'.repeat(20_000)]: 1 } });
    expectSchemaAnswer(patched);
    expect(patched.body).toMatchObject({ code: 'INVALID_PATCH', details: { issues: [], issueCount: 1 } });
    expect((patched.body as { details: Json }).details).not.toHaveProperty('path');
  });

  it('never give back a private key pasted into a SecretLink field', async () => {
    const paths = secretLinkPaths();
    expect(paths.length).toBeGreaterThanOrEqual(10);
    for (const path of paths) {
      for (const secret of [pem(1200), pem(120)]) {
        const create = placed(createBody() as unknown as Json, path, secret.text);
        if (path[1] === 'provider') (create.spec as Json).provider = placed({}, path.slice(2), secret.text);
        const bodies: [readonly [string, string], Json][] = [
          [CREATE, create],
          [PATCH, placed({}, path, secret.text)],
          [PATCH, placed({}, [...path.slice(0, -1), `$replace/${path.at(-1)}`], secret.text)],
        ];
        for (const [[method, url], body] of bodies) {
          const text = expectSchemaAnswer(await server.call(method, url, { body }));
          for (const line of secret.lines) expect(text).not.toContain(line.slice(0, 20));
        }
      }
    }
  });

  it('answer a long unknown path within the schema', async () => {
    expectSchemaAnswer(await server.call('GET', `/org/acme/${'x'.repeat(10_000)}/y`));
  });
});
