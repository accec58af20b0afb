/**
 * The document's paths and error responses, from the HTTP surface table
 * (templates/runtime/http/surface.ts) — the one the client and the reference server read too — with
 * the prose of templates/openapi/ (operations.json, the responses' descriptions in document.json).
 * @see https://spec.openapis.org/oas/v3.1.0#paths-object
 */
import {
  ERROR_CODES,
  ERROR_RESPONSES,
  type ErrorResponse,
  type ErrorResponseName,
  EVERY_ANSWER,
  MEDIA_TYPE,
  OPERATIONS,
  type Operation,
  pathParameters,
} from '../../../templates/runtime/http/surface.ts';
import { PATCH_ERROR_CODES } from '../../../templates/runtime/patch/vocabulary.ts';
import { isRecord } from '../../pointer.ts';
import { EXTENSION } from '../../vocabulary.ts';
import type { JsonObject, OperationProse } from './templates.ts';

/** The schema component of each body the table names by its form. */
export interface BodySchemas {
  readonly create: string;
  readonly patch: string;
  readonly resource: string;
  readonly error: string;
}

export interface SurfaceInputs {
  readonly operations: Readonly<Record<string, OperationProse>>;
  /** `components.responses` of document.json: each error answer's description. */
  readonly responses: unknown;
  /** The issue codes `details.issues` can carry, in order. */
  readonly issueCodes: readonly string[];
  readonly bodies: BodySchemas;
  /** The security scheme every operation requires. */
  readonly security: string;
}

export function surfacePaths(inputs: SurfaceInputs): JsonObject {
  const paths: Record<string, JsonObject> = {};
  const unknown = Object.keys(inputs.operations).find((id) => !(id in OPERATIONS));
  if (unknown !== undefined)
    throw new Error(`templates/openapi/operations.json describes ${unknown}, which is no operation`);
  for (const [id, operation] of Object.entries(OPERATIONS) as [string, Operation][]) {
    const prose = inputs.operations[id];
    if (prose === undefined) throw new Error(`templates/openapi/operations.json does not describe ${id}`);
    const item = paths[operation.path] ?? {
      parameters: pathParameters(operation.path).map((p) => reference('parameters', p)),
    };
    item[operation.method.toLowerCase()] = operationObject(id, operation, prose, inputs);
    paths[operation.path] = item;
  }
  return paths;
}

function operationObject(id: string, operation: Operation, prose: OperationProse, inputs: SurfaceInputs): JsonObject {
  const headers = operation.request?.headers ?? [];
  const errors = [...operation.errors].sort((a, b) => ERROR_RESPONSES[a].status - ERROR_RESPONSES[b].status);
  return {
    operationId: id,
    tags: prose.tags,
    summary: prose.summary,
    description: prose.description,
    ...(operation.extension === true ? { [EXTENSION.extension]: true } : {}),
    security: [{ [inputs.security]: [] }],
    ...(headers.length > 0 ? { parameters: headers.map((h) => reference('parameters', parameterName(h))) } : {}),
    ...(operation.request === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            description: prose.request ?? '',
            content: body(inputs.bodies[operation.request.body]),
          },
        }),
    responses: {
      [operation.success.status]: {
        description: prose.answer,
        headers: headersObject(operation.success.headers),
        content: body(inputs.bodies[operation.success.body]),
      },
      ...Object.fromEntries(errors.map((name) => [ERROR_RESPONSES[name].status, reference('responses', name)])),
    },
  };
}

/** `components.responses`: every error answer of the operations, with its description from document.json. */
export function surfaceResponses(inputs: SurfaceInputs): JsonObject {
  return Object.fromEntries(errorAnswers(inputs, false));
}

/**
 * `x-mk8s-other-responses`: the answers of requests that reach no operation, by status, written in
 * place rather than as components (Redocly counts a component referenced only from an extension as
 * unused).
 */
export function surfaceOtherResponses(inputs: SurfaceInputs): JsonObject {
  const answers = errorAnswers(inputs, true).map(([name, answer]) => [ERROR_RESPONSES[name].status, answer] as const);
  const status = answers.map(([code]) => code).find((code, i, all) => all.indexOf(code) !== i);
  if (status !== undefined)
    throw new Error(`two answers of requests that reach no operation have the status ${status}`);
  return Object.fromEntries(answers);
}

/** The error answers of the table of one kind (`other` or not), each with its prose from document.json. */
function errorAnswers(inputs: SurfaceInputs, other: boolean): [ErrorResponseName, JsonObject][] {
  const prose = isRecord(inputs.responses) ? inputs.responses : {};
  const unknown = Object.keys(prose).find((name) => !(name in ERROR_RESPONSES));
  if (unknown !== undefined)
    throw new Error(`templates/openapi/document.json describes a response ${unknown}, which is no error answer`);
  const answers = (Object.entries(ERROR_RESPONSES) as [ErrorResponseName, ErrorResponse][]).filter(
    ([, response]) => (response.other === true) === other,
  );
  return answers.map(([name, response]) => [name, errorAnswer(name, response, prose[name], inputs)]);
}

function errorAnswer(name: ErrorResponseName, response: ErrorResponse, prose: unknown, inputs: SurfaceInputs) {
  if (!isRecord(prose) || typeof prose.description !== 'string') {
    throw new Error(`templates/openapi/document.json has no description of the response ${name}`);
  }
  const inPlace = isRecord(prose.headers) ? prose.headers : {};
  const stray = Object.keys(inPlace).find((header) => !(response.headers ?? []).includes(header));
  if (stray !== undefined)
    throw new Error(`templates/openapi/document.json describes a header ${stray} the response ${name} does not carry`);
  return {
    description: prose.description,
    headers: headersObject(response.headers ?? [], inPlace),
    content: body(inputs.bodies.error),
    [EXTENSION.codes]: codesOf(name),
    ...(response.issues === true ? { [EXTENSION.issueCodes]: [...inputs.issueCodes] } : {}),
  };
}

/**
 * The codes an error answer carries: the service's in the order of the table, the patch error codes
 * in their order of precedence.
 */
export function codesOf(response: ErrorResponseName): string[] {
  const codes = Object.keys(ERROR_CODES);
  const rank = (code: string): number => {
    const precedence = (PATCH_ERROR_CODES as readonly string[]).indexOf(code);
    return precedence === -1 ? codes.indexOf(code) : codes.length + precedence;
  };
  const carried = (Object.entries(ERROR_CODES) as [string, readonly ErrorResponseName[]][]).filter(([, answers]) =>
    answers.includes(response),
  );
  return carried.map(([code]) => code).sort((a, b) => rank(a) - rank(b));
}

/**
 * The headers of an answer, those every answer carries last, each a reference to its component, or
 * in place when the answer's prose describes it (`inPlace`: a header no other answer carries).
 */
function headersObject(names: readonly string[], inPlace: JsonObject = {}): JsonObject {
  return Object.fromEntries(
    [...names, ...EVERY_ANSWER].map((h) => [h, inPlace[h] ?? reference('headers', componentName(h))]),
  );
}

function body(schema: string): JsonObject {
  return { [MEDIA_TYPE]: { schema: reference('schemas', schema) } };
}

function reference(group: string, name: string): JsonObject {
  return { $ref: `#/components/${group}/${name}` };
}

/** `X-Request-Id` → `XRequestId`: a header's component. */
function componentName(header: string): string {
  return header.replace(/-/g, '');
}

/** `If-Match` → `ifMatch`: the component of a header a request sends. */
function parameterName(header: string): string {
  const name = componentName(header);
  return name.charAt(0).toLowerCase() + name.slice(1);
}
