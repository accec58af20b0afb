/**
 * The hand-written inputs of the OpenAPI document, read from `templates/openapi/`: the document's
 * frame and the prose of its parts (`document.json`: info, servers, tags, security, parameters,
 * headers, the description of each error response; `operations.json`: the prose of each operation),
 * the info description template, the meaning of each error code and of each validation issue code,
 * and the examples, one data file each. Paths, methods, statuses, headers and codes come from the
 * HTTP surface table (templates/runtime/http/surface.ts).
 *
 * Examples are placed by folder: `examples/<operationId>/request/*.json` are request bodies of
 * that operation, `examples/<operationId>/<status>/*.json` its responses,
 * `examples/responses/<Name>/*.json` the shared response `<Name>`, and
 * `examples/other-responses/<status>/*.json` the answer of that status to a request that reaches no
 * operation (in the document's `other-responses` extension). Each file is an OpenAPI Example Object (`summary`, optional `description`, `value`); its name is the example's key.
 */
import { isRecord } from '../../pointer.ts';

const ROOT = 'openapi/';
const EXAMPLES = `${ROOT}examples/`;

export type JsonObject = Record<string, unknown>;

export interface ExampleFile {
  /** Where it goes: `createCluster/request`, `patchCluster/200`, `responses/InvalidBody`. */
  readonly place: string;
  /** Key of the example in its `examples` map (the file name without `.json`). */
  readonly name: string;
  readonly example: { readonly summary: string; readonly description?: string; readonly value: unknown };
}

/** The prose of one operation (templates/openapi/operations.json); its structure is the HTTP surface table's. */
export interface OperationProse {
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description: string;
  /** Describes the request body, when the operation takes one. */
  readonly request?: string;
  /** Describes the success answer. */
  readonly answer: string;
}

export interface OpenApiTemplates {
  readonly skeleton: JsonObject;
  readonly operations: Readonly<Record<string, OperationProse>>;
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
    operations: operationProse(templates),
    description: text(templates, 'description.md.hbs'),
    errorCodes: meanings(templates, 'error-codes.json'),
    issueCodes: meanings(templates, 'issue-codes.json'),
    examples: [...templates.keys()]
      .filter((path) => path.startsWith(EXAMPLES) && path.endsWith('.json'))
      .sort()
      .map((path) => exampleFile(templates, path.slice(ROOT.length))),
  };
}

function operationProse(templates: ReadonlyMap<string, string>): Record<string, OperationProse> {
  const file = 'operations.json';
  const operations = parseObject(templates, file);
  for (const [id, prose] of Object.entries(operations)) {
    if (!isRecord(prose)) fail(file, `/${id}`, 'must hold an object');
    for (const member of ['summary', 'description', 'answer']) {
      if (typeof prose[member] !== 'string') fail(file, `/${id}/${member}`, 'must be a string');
    }
    if (prose.request !== undefined && typeof prose.request !== 'string')
      fail(file, `/${id}/request`, 'must be a string');
    if (!Array.isArray(prose.tags) || !prose.tags.every((t) => typeof t === 'string')) {
      fail(file, `/${id}/tags`, 'must be a list of tag names');
    }
    const extra = Object.keys(prose).filter(
      (k) => !['tags', 'summary', 'description', 'request', 'answer'].includes(k),
    );
    if (extra.length > 0)
      fail(file, `/${id}/${extra[0]}`, 'is not prose of an operation (tags, summary, description, request, answer)');
  }
  return operations as unknown as Record<string, OperationProse>;
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
