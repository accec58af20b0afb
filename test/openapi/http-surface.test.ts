/**
 * The HTTP details of the OpenAPI document agree with the reference server (server/): the headers
 * every answer carries, the `If-Match` forms the server accepts, and the issue codes the package
 * validators can put under `details.issues` of an error body.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePrecondition } from '../../server/http.ts';
import { REPO } from '../helpers/spec.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

const doc: Json = JSON.parse(readFileSync(join(REPO, 'generated', 'openapi.json'), 'utf8'));
const resolve = (node: Json): Json => {
  if (typeof node?.$ref !== 'string') return node;
  const [, , group, name] = node.$ref.split('/');
  return doc.components[group][name];
};

/** Every response of every operation: `METHOD path status` and the response, resolved. */
const responses: Array<[string, Json]> = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
  Object.entries<Json>(item)
    .filter(([method]) => method !== 'parameters')
    .flatMap(([method, op]) =>
      Object.entries<Json>(op.responses).map(
        ([status, response]) => [`${method.toUpperCase()} ${path} ${status}`, resolve(response)] as [string, Json],
      ),
    ),
);

describe('response headers', () => {
  it.each(responses)('%s declares X-Request-Id (the reusable header)', (_where, response) => {
    expect(response.headers?.['X-Request-Id']).toEqual({ $ref: '#/components/headers/XRequestId' });
  });

  it.each(responses.filter(([, r]) => r.content['application/json'].schema.$ref.endsWith('/Cluster')))(
    '%s, a cluster answer, declares the ETag',
    (_where, response) => {
      expect(response.headers?.ETag).toEqual({ $ref: '#/components/headers/ETag' });
    },
  );

  it('the ETag is the quoted version, as the server sends it', () => {
    const pattern = new RegExp(doc.components.headers.ETag.schema.pattern);
    expect(['"1"', '"42"'].every((tag) => pattern.test(tag))).toBe(true);
    expect(['1', '"0"', 'W/"1"'].some((tag) => pattern.test(tag))).toBe(false);
  });
});

describe('If-Match', () => {
  const pattern = () => new RegExp(doc.components.parameters.ifMatch.schema.pattern);
  const serverAccepts = (value: string) => {
    try {
      parsePrecondition(value);
      return true;
    } catch {
      return false;
    }
  };

  it.each([
    ['3', true],
    ['"3"', true],
    ['*', true],
    ['123456789012345', true],
    ['0', false],
    ['"0"', false],
    ['-1', false],
    ['3.0', false],
    ['"3', false],
    ['W/"3"', false],
    ['3, 4', false],
    ['abc', false],
    ['1234567890123456', false],
  ])('%s: accepted %s by the document and by the server alike', (value, accepted) => {
    expect(pattern().test(value)).toBe(accepted);
    expect(serverAccepts(value)).toBe(accepted);
  });
});

describe('issue codes of details.issues', () => {
  const listed = (name: string): string[] => doc.components.responses[name]['x-mk8s-issue-codes'];
  /** Codes only the patch validator reports (FORBIDDEN_KEY is reported by every validator). */
  const patchOnly = ['INVALID_PATCH', 'CONFLICT', 'LIMIT'];
  /** Every stable code the shipped validators can report, minus those of patches only. */
  const validatorCodes = () => {
    const code = ['index.js', 'runtime.js']
      .map((file) => readFileSync(join(REPO, 'generated', 'validators', file), 'utf8'))
      .join('\n');
    const words = new Set([...code.matchAll(/["'`]([A-Z][A-Z_]{3,})["'`]/g)].map((match) => String(match[1])));
    return [...words].filter((word) => !patchOnly.includes(word)).sort();
  };

  it.each(['InvalidBody', 'PatchNotApplicable'])('%s lists every issue code the validators report', (name) => {
    expect([...listed(name)].sort()).toEqual(validatorCodes());
  });

  it('each issue code is explained in the description, TOO_DEEP among them', () => {
    expect(listed('InvalidBody')).toContain('TOO_DEEP');
    for (const code of listed('InvalidBody')) expect(doc.info.description).toMatch(new RegExp(`- \`${code}\`: \\w`));
  });
});
