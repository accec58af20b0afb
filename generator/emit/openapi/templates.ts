/**
 * The hand-written inputs of the OpenAPI document, read from `templates/openapi/`: the HTTP
 * surface (`document.json`: paths, parameters, responses, security), the info description
 * template, the meaning of each error code and of each validation issue code, and the examples,
 * one data file each.
 *
 * Examples are placed by folder: `examples/<operationId>/request/*.json` are request bodies of
 * that operation, `examples/<operationId>/<status>/*.json` its responses,
 * `examples/responses/<Name>/*.json` the shared response `<Name>`, and
 * `examples/other-responses/<status>/*.json` the answer of that status in `x-mk8s-other-responses`. Each file is an OpenAPI
 * Example Object (`summary`, optional `description`, `value`); its name is the example's key.
 */
import { isRecord } from '../../pointer.ts';

const ROOT = 'openapi/';
const EXAMPLES = `${ROOT}examples/`;

export type JsonObject = Record<string, unknown>;

/** The document member holding the answers of requests that reach no operation (404, 405, …). */
export const OTHER_RESPONSES = 'x-mk8s-other-responses';

export interface ExampleFile {
  /** Where it goes: `createCluster/request`, `patchCluster/200`, `responses/InvalidBody`. */
  readonly place: string;
  /** Key of the example in its `examples` map (the file name without `.json`). */
  readonly name: string;
  readonly example: { readonly summary: string; readonly description?: string; readonly value: unknown };
}

export interface OpenApiTemplates {
  readonly skeleton: JsonObject;
  readonly description: string;
  readonly errorCodes: Readonly<Record<string, string>>;
  /** Meaning of each issue code that `details.issues` of an error body can carry. */
  readonly issueCodes: Readonly<Record<string, string>>;
  /** Sorted by place, then name. */
  readonly examples: readonly ExampleFile[];
}

export function readOpenApiTemplates(templates: ReadonlyMap<string, string>): OpenApiTemplates {
  return {
    skeleton: parseObject(templates, 'document.json'),
    description: text(templates, 'description.md.hbs'),
    errorCodes: meanings(templates, 'error-codes.json'),
    issueCodes: meanings(templates, 'issue-codes.json'),
    examples: [...templates.keys()]
      .filter((path) => path.startsWith(EXAMPLES) && path.endsWith('.json'))
      .sort()
      .map((path) => exampleFile(templates, path.slice(ROOT.length))),
  };
}

/** A `{ code: meaning }` file: every meaning a string. */
function meanings(templates: ReadonlyMap<string, string>, file: string): Record<string, string> {
  const codes = parseObject(templates, file);
  for (const [code, meaning] of Object.entries(codes)) {
    if (typeof meaning !== 'string') fail(file, `/${code}`, 'must be a string');
  }
  return codes as Record<string, string>;
}

function exampleFile(templates: ReadonlyMap<string, string>, file: string): ExampleFile {
  const parts = file.slice('examples/'.length).split('/');
  if (parts.length !== 3) fail(file, '', 'must be examples/<operationId or responses>/<place>/<name>.json');
  const example = parseObject(templates, file);
  if (typeof example.summary !== 'string' || example.summary === '') fail(file, '/summary', 'must be a string');
  if (example.description !== undefined && typeof example.description !== 'string') {
    fail(file, '/description', 'must be a string');
  }
  if (!('value' in example)) fail(file, '/value', 'is missing');
  const extra = Object.keys(example).filter((k) => !['summary', 'description', 'value'].includes(k));
  if (extra.length > 0) fail(file, `/${extra[0]}`, 'is not a member of an example (summary, description, value)');
  return {
    place: `${parts[0]}/${parts[1]}`,
    name: String(parts[2]).replace(/\.json$/, ''),
    example: example as unknown as ExampleFile['example'],
  };
}

function text(templates: ReadonlyMap<string, string>, file: string): string {
  const contents = templates.get(ROOT + file);
  if (contents === undefined) throw new Error(`templates/${ROOT}${file} is missing`);
  return contents;
}

function parseObject(templates: ReadonlyMap<string, string>, file: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text(templates, file));
  } catch (error) {
    fail(file, '', `is not valid JSON: ${(error as Error).message}`);
  }
  if (!isRecord(value)) fail(file, '', 'must hold a JSON object');
  return value;
}

function fail(file: string, pointer: string, message: string): never {
  throw new Error(`templates/${ROOT}${file}#${pointer}: ${message}`);
}
