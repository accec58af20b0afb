/**
 * Round trip through openapi-typescript, the usual generator of types from an OpenAPI document:
 * the types it makes from our openapi.json must accept every example of the document (each create
 * body, patch, response and error), and still reject a body with a typo or a value outside an enum.
 * The generated types and a consumer file are written to a temporary folder and compiled with tsc.
 *
 * openapi-typescript runs with its default flags, as a new user runs it (the document leaves
 * `default` out, so `defaultNonNullable` makes no defaulted field required: docs/decisions.md,
 * OpenAPI document). One limit of the tool is tolerated:
 * - openapi-typescript cannot print a type that reaches itself through an array (its issue 1603):
 *   `FreeFormValue` (any JSON but null) gets TS2502 in the generated file and degrades to `any`.
 *   That one diagnostic is tolerated; any other in the generated file fails the test.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateClusterCreate } from '@mk8s/schema';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/spec.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

let dir: string;
let doc: Json;
let examples: { name: string; type: string; value: unknown }[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-openapi-ts-'));
  doc = JSON.parse(await readFile(join(REPO, 'generated', 'openapi.json'), 'utf8'));
  await writeFile(join(dir, 'schema.d.ts'), astToString(await openapiTS(doc)));
  examples = collectExamples(doc);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every example of a media type whose schema names a component, with a unique identifier. */
function collectExamples(node: Json, where = '', found: { name: string; type: string; value: unknown }[] = []) {
  if (node === null || typeof node !== 'object') return found;
  if (node.schema?.$ref !== undefined && node.examples !== undefined) {
    const type = String(node.schema.$ref).split('/').pop();
    for (const [name, example] of Object.entries<Json>(node.examples)) {
      found.push({ name: `${where}_${name}`.replace(/\W+/g, '_'), type: String(type), value: example.value });
    }
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'examples') collectExamples(value, `${where}_${key}`, found);
  return found;
}

/** One declaration on one line, so a `@ts-expect-error` above it covers all of it. */
function declaration(name: string, type: string, value: unknown): string {
  return `export const ${name}: Schemas[${JSON.stringify(type)}] = ${JSON.stringify(value)};\n`;
}

/** Compiles `source` against the generated types; returns every diagnostic as text. */
async function compile(source: string): Promise<string[]> {
  const file = join(dir, `consumer-${Math.random().toString(36).slice(2)}.ts`);
  await writeFile(
    file,
    `import type { components } from './schema.js';\ntype Schemas = components['schemas'];\n${source}`,
  );
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ({ d, text: ts.flattenDiagnosticMessageText(d.messageText, '\n') }))
    .filter(({ d, text }) => !isKnownUpstreamLimit(d, text))
    .map(({ d, text }) => `${d.file?.fileName ?? ''}: ${text}`);
}

/** TS2502 on `FreeFormValue` in the generated file: openapi-typescript issue 1603 (see above). */
function isKnownUpstreamLimit(diagnostic: ts.Diagnostic, text: string): boolean {
  return (
    diagnostic.code === 2502 &&
    diagnostic.file?.fileName.endsWith('/schema.d.ts') === true &&
    text.startsWith("'FreeFormValue' is referenced directly or indirectly")
  );
}

describe('openapi-typescript on openapi.json', () => {
  it('gives types that accept every example: a create body for every provider, patches, clusters, errors', async () => {
    const types = new Set(examples.map((e) => e.type));
    expect(types).toEqual(new Set(['ClusterCreate', 'ClusterPatch', 'Cluster', 'ApiError']));
    expect(examples.filter((e) => e.type === 'ClusterCreate').length).toBeGreaterThanOrEqual(12);
    expect(await compile(examples.map((e) => declaration(e.name, e.type, e.value)).join(''))).toEqual([]);
  }, 120_000);

  it('gives types that still reject a wrong body (each under @ts-expect-error)', async () => {
    const broken: [string, (v: Json) => void][] = [
      ['unknown_field', (v) => Object.assign(v, { colour: 'blue' })],
      ['effect_outside_enum', (v) => Object.assign(v.spec, tainted())],
      ['missing_spec', (v) => delete v.spec],
    ];
    const source = broken.map(([name, change]) => {
      const body = structuredClone(examples.find((e) => e.type === 'ClusterCreate')?.value);
      change(body);
      return `// @ts-expect-error ${name}\n${declaration(name, 'ClusterCreate', body)}`;
    });
    expect(await compile(source.join(''))).toEqual([]);
  }, 120_000);

  it('gives ApiError a typed details: its issues are ValidationIssue objects, read without a cast', async () => {
    const source = [
      "declare const error: Schemas['ApiError'];",
      'export const pointers = error.details?.issues?.map((i) => i.path);',
      'export const first: string | undefined = error.details?.issues?.[0]?.path;',
      "export const issue: Schemas['ValidationIssue'] | undefined = error.details?.issues?.[0];",
      '// @ts-expect-error an issue has path, code, message and detail only\nexport const extra = error.details?.issues?.[0]?.other;',
      'export const count: number | undefined = error.details?.issueCount;',
      '// @ts-expect-error a member ApiErrorDetails does not list\nexport const other = error.details?.other;',
    ].join('\n');
    expect(await compile(source)).toEqual([]);
  }, 120_000);

  it('ignores the exactly-one bounds, as the READMEs say: provider {} compiles, validateClusterCreate refuses it', async () => {
    const body = structuredClone(examples.find((e) => e.type === 'ClusterCreate')?.value) as Json;
    body.spec.provider = {};
    expect(await compile(declaration('emptyProvider', 'ClusterCreate', body))).toEqual([]);
    const checked = validateClusterCreate(body);
    expect(checked.ok ? [] : checked.errors.map((issue) => [issue.path, issue.code])).toEqual([
      ['/spec/provider', 'EXACTLY_ONE'],
    ]);
  }, 120_000);
});

function tainted(): Json {
  const pool = { name: 'p', taints: [{ key: 'k', effect: 'Sometimes' }] };
  return { provider: { generic: { location: 'x', nodePools: [pool] } } };
}
