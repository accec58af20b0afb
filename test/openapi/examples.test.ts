/**
 * Every example of the OpenAPI document is valid for the body it illustrates, judged twice: by the
 * package's own validators (`validateClusterCreate`, …), by the package's JSON Schemas
 * (schemas/*.json) under an independent JSON Schema 2020-12 implementation (Ajv), and by the
 * document's own component of the body under Ajv (what the document states, the guard for
 * Spectral included: generator/emit/openapi/spectral-guard.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateApiError, validateCluster, validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/spec.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

const GENERATED = join(REPO, 'generated');
const doc: Json = JSON.parse(readFileSync(join(GENERATED, 'openapi.json'), 'utf8'));

/** The body types examples illustrate, and the package schema of each. */
const SCHEMA_FILES: Readonly<Record<string, string>> = {
  Cluster: 'schemas/cluster.json',
  ClusterCreate: 'schemas/cluster-create.json',
  ClusterPatch: 'schemas/cluster-patch.json',
  ApiError: 'schemas/error.json',
};

/** The package's validator of each body type. */
const OWN_VALIDATORS: Readonly<Record<string, (value: unknown) => { ok: boolean; errors?: unknown[] }>> = {
  Cluster: validateCluster,
  ClusterCreate: validateClusterCreate,
  ClusterPatch: validateClusterPatch,
  ApiError: validateApiError,
};

const ajv = new Ajv2020({ allErrors: true, strict: false });
// ajv-formats is CommonJS: under NodeNext its function is the default export's `default`.
formats.default(ajv);
const validators = new Map<string, ValidateFunction>(
  Object.entries(SCHEMA_FILES).map(([type, file]) => [
    type,
    ajv.compile(JSON.parse(readFileSync(join(GENERATED, file), 'utf8'))),
  ]),
);

/** The 3.1 document as one schema resource, so `#/components/schemas/…` resolves inside it. */
const DOCUMENT_ID = 'https://mk8s.invalid/openapi.json';
ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: doc.components.schemas } });
const componentValidators = new Map<string, ValidateFunction>();
function componentValidator(type: string): ValidateFunction {
  const known = componentValidators.get(type);
  if (known !== undefined) return known;
  const compiled = ajv.compile({ $ref: `${DOCUMENT_ID}#/components/schemas/${type}` });
  componentValidators.set(type, compiled);
  return compiled;
}

interface Example {
  readonly where: string;
  readonly type: string;
  readonly value: unknown;
}

/** Every example of every media type in the document, with the component its schema names. */
function examplesOf(node: Json, where: string, found: Example[] = []): Example[] {
  if (node === null || typeof node !== 'object') return found;
  if (node.schema?.$ref !== undefined && node.examples !== undefined) {
    const type = String(node.schema.$ref).split('/').pop() ?? '';
    for (const [name, example] of Object.entries<Json>(node.examples)) {
      found.push({ where: `${where}/examples/${name}`, type, value: example.value });
    }
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'examples') examplesOf(value, `${where}/${key}`, found);
  return found;
}

const examples = examplesOf(doc, '#');

type Judge = (type: string, value: unknown) => { ok: boolean; errors: unknown[] };

const JUDGES: Readonly<Record<string, Judge>> = {
  'the package validators': (type, value) => {
    const validate = OWN_VALIDATORS[type];
    if (validate === undefined) throw new Error(`no package validator for ${type}`);
    const result = validate(value);
    return { ok: result.ok, errors: result.ok ? [] : (result.errors ?? []) };
  },
  'Ajv on the package schemas': (type, value) => {
    const validator = validators.get(type);
    if (validator === undefined) throw new Error(`no package schema for ${type}`);
    return { ok: validator(value), errors: validator.errors ?? [] };
  },
  "Ajv on the document's components": (type, value) => {
    const validator = componentValidator(type);
    return { ok: validator(value), errors: validator.errors ?? [] };
  },
};

describe('examples of the OpenAPI document', () => {
  it('cover every body type', () => {
    expect([...new Set(examples.map((e) => e.type))].sort()).toEqual(Object.keys(SCHEMA_FILES).sort());
    expect(Object.keys(OWN_VALIDATORS).sort()).toEqual(Object.keys(SCHEMA_FILES).sort());
  });

  describe.each(Object.entries(JUDGES))('judged by %s', (_judge, judge) => {
    it.each(examples.map((e) => [e.where, e] as const))('%s is valid', (_where, example) => {
      expect(judge(example.type, example.value).errors).toEqual([]);
    });

    it.each([
      ['ClusterCreate', 'an unknown field', (v: Json) => Object.assign(v, { colour: 'blue' })],
      ['ClusterCreate', 'two providers', (v: Json) => Object.assign(v.spec.provider, { generic: { location: 'x' } })],
      ['ClusterPatch', 'an operator on a scalar', (v: Json) => Object.assign(v, { '$append/name': ['x'] })],
      ['ApiError', 'no code', (v: Json) => delete v.code],
    ])('a %s example with %s is refused (the check can fail)', (type, _change, change) => {
      const example = examples.find((e) => e.type === type);
      const value = structuredClone(example?.value);
      change(value);
      expect(judge(type, value).ok).toBe(false);
    });
  });
});
