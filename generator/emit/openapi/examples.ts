/**
 * Puts the example files where their folder says: request bodies and responses of an operation,
 * or a shared response. Every example lands in an `application/json` media type that exists in
 * the skeleton; a folder naming anything else is an error, so no example is silently dropped.
 * @see https://spec.openapis.org/oas/v3.1.0#media-type-object
 */
import { isRecord } from '../../pointer.ts';
import { EXTENSION } from '../../vocabulary.ts';
import type { ExampleFile, JsonObject } from './templates.ts';

const MEDIA_TYPE = 'application/json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A copy of `document` with every example in place. */
export function attachExamples(document: JsonObject, examples: readonly ExampleFile[]): JsonObject {
  const copy = structuredClone(document);
  for (const file of examples) {
    const media = mediaTypeOf(copy, file.place);
    if (media === undefined) {
      throw new Error(
        `templates/openapi/examples/${file.place}/${file.name}.json: no ${MEDIA_TYPE} body at "${file.place}" in templates/openapi/document.json`,
      );
    }
    const map = isRecord(media.examples) ? media.examples : {};
    map[file.name] = { ...file.example };
    media.examples = map;
  }
  return copy;
}

/** The media type object that `place` names, if the document has it. */
function mediaTypeOf(document: JsonObject, place: string): JsonObject | undefined {
  const [owner = '', slot = ''] = place.split('/');
  const holder =
    owner === 'responses'
      ? component(document, 'responses', slot)
      : owner === OTHER_RESPONSES_FOLDER
        ? otherResponse(document, slot)
        : operationSlot(document, owner, slot);
  const content = isRecord(holder) && isRecord(holder.content) ? holder.content : undefined;
  const media = content?.[MEDIA_TYPE];
  return isRecord(media) ? media : undefined;
}

function operationSlot(document: JsonObject, operationId: string, slot: string): unknown {
  const operation = findOperation(document, operationId);
  if (operation === undefined) return undefined;
  if (slot === 'request') return operation.requestBody;
  return isRecord(operation.responses) ? operation.responses[slot] : undefined;
}

export function findOperation(document: JsonObject, operationId: string): JsonObject | undefined {
  const paths = isRecord(document.paths) ? Object.values(document.paths) : [];
  for (const item of paths.filter(isRecord)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isRecord(operation) && operation.operationId === operationId) return operation;
    }
  }
  return undefined;
}

/** `examples/other-responses/<status>/` holds the examples of `x-mk8s-other-responses`. */
const OTHER_RESPONSES_FOLDER = 'other-responses';

function otherResponse(document: JsonObject, status: string): unknown {
  const other = document[EXTENSION.otherResponses];
  return isRecord(other) ? other[status] : undefined;
}

function component(document: JsonObject, kind: string, name: string): unknown {
  const components = isRecord(document.components) ? document.components : {};
  const group = components[kind];
  return isRecord(group) ? group[name] : undefined;
}
