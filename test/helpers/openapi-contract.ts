/**
 * The OpenAPI document as a judge of live answers: for an operation and a status, whether the
 * status is documented and the body valid against the schema the document gives for it (Ajv,
 * JSON Schema 2020-12, as OpenAPI 3.1 says), and whether an error's `code` is one the response
 * lists in `x-mk8s-codes`; answers of requests that reach no operation are judged by the
 * document's `x-mk8s-other-responses`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { REPO } from './spec.ts';

type Json = Record<string, unknown>;

export const OPENAPI = JSON.parse(readFileSync(join(REPO, 'generated', 'openapi.json'), 'utf8')) as Json;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(OPENAPI, 'openapi');
const compiled = new Map<string, ValidateFunction>();

function resolve(node: Json): Json {
  let current = node;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((at, part) => at[part] as Json, OPENAPI);
  }
  return current;
}

export function operation(path: string, method: string): Json {
  const op = (OPENAPI.paths as Json)[path] as Json | undefined;
  const found = op?.[method.toLowerCase()] as Json | undefined;
  if (found === undefined) throw new Error(`the document has no ${method} ${path}`);
  return found;
}

export interface Verdict {
  readonly documented: boolean;
  readonly problems: string;
  readonly codes: readonly string[] | undefined;
}

/** Judges one answer of `method path`: documented status, body valid against its schema. */
export function judge(path: string, method: string, status: number, body: unknown): Verdict {
  return judgeResponse(operation(path, method).responses as Json, status, body);
}

/** Judges an answer to a request that reached no operation, by `x-mk8s-other-responses`. */
export function judgeOther(status: number, body: unknown): Verdict {
  return judgeResponse(OPENAPI['x-mk8s-other-responses'] as Json, status, body);
}

function judgeResponse(responses: Json, status: number, body: unknown): Verdict {
  const raw = responses[String(status)] as Json | undefined;
  if (raw === undefined) return { documented: false, problems: `status ${status} is not documented`, codes: undefined };
  const response = resolve(raw);
  const schema = ((response.content as Json)['application/json'] as Json).schema as Json;
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (validate === undefined) {
    validate = ajv.compile({ $ref: `openapi#${String(schema.$ref).replace(/^#/, '')}` });
    compiled.set(key, validate);
  }
  const ok = validate(body);
  return {
    documented: true,
    problems: ok ? '' : JSON.stringify(validate.errors?.slice(0, 5)),
    codes: response['x-mk8s-codes'] as string[] | undefined,
  };
}

/** The named examples of an operation's request body. */
export function requestExamples(path: string, method: string): Array<[string, unknown]> {
  const body = resolve(operation(path, method).requestBody as Json);
  const examples = ((body.content as Json)['application/json'] as Json).examples as Json;
  return Object.entries(examples).map(([name, example]) => [name, (resolve(example as Json) as Json).value]);
}

/** The named examples of one response of an operation. */
export function responseExamples(path: string, method: string, status: number): Array<[string, unknown]> {
  const response = resolve((operation(path, method).responses as Json)[String(status)] as Json);
  const examples = ((response.content as Json)['application/json'] as Json).examples as Json;
  return Object.entries(examples).map(([name, example]) => [name, (resolve(example as Json) as Json).value]);
}
