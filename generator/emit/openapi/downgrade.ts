/**
 * The OpenAPI 3.0.3 rendering of the 3.1 document, for tools that do not read 3.1 yet: the same
 * paths, components and examples, with each schema rewritten by `toSchema30` and the few
 * document members 3.0 lacks mapped or left out (`info.summary`; `license.identifier` becomes
 * the SPDX license page).
 * @see https://spec.openapis.org/oas/v3.1.0#changes-from-3-0 (what differs)
 */
import { isRecord, unescapeToken } from '../../pointer.ts';
import { type Components, toSchema30 } from './schema-30.ts';
import type { JsonObject } from './templates.ts';

/** Members that hold example data, never schemas: not walked. */
const DATA = new Set(['example', 'examples', 'default', 'enum', 'const']);

export function toOpenApi30(document: JsonObject): JsonObject {
  const components =
    isRecord(document.components) && isRecord(document.components.schemas) ? document.components.schemas : {};
  const converted = withoutUnreached(document, convertSchemas(document, '', components) as JsonObject);
  return { ...converted, openapi: '3.0.3', info: info30(converted.info) };
}

const COMPONENT = '#/components/schemas/';

/**
 * `converted` without the component schemas that only a dropped keyword referred to (the patch
 * form of free-form values, reached through `patternProperties`): used in `document`, unused in 3.0,
 * where tools report them. Components `document` does not use either are left as they are.
 */
function withoutUnreached(document: JsonObject, converted: JsonObject): JsonObject {
  const components = converted.components;
  if (!isRecord(components) || !isRecord(components.schemas)) return converted;
  const before = reachedComponents(document);
  const after = reachedComponents(converted);
  const kept = Object.entries(components.schemas).filter(([name]) => after.has(name) || !before.has(name));
  return { ...converted, components: { ...components, schemas: Object.fromEntries(kept) } };
}

/** The component schemas a document refers to, from outside them and then from each other. */
function reachedComponents(document: JsonObject): Set<string> {
  const components = isRecord(document.components) ? document.components : {};
  const schemas = isRecord(components.schemas) ? components.schemas : {};
  const reached = new Set<string>();
  const pending: unknown[] = [{ ...document, components: { ...components, schemas: {} } }];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (Array.isArray(node)) pending.push(...node);
    else if (isRecord(node)) {
      const ref = node.$ref;
      if (typeof ref === 'string' && ref.startsWith(COMPONENT)) {
        const name = unescapeToken(ref.slice(COMPONENT.length));
        if (!reached.has(name)) {
          reached.add(name);
          pending.push(schemas[name]);
        }
      }
      pending.push(...Object.values(node));
    }
  }
  return reached;
}

function info30(info: unknown): JsonObject {
  if (!isRecord(info)) return {};
  const { summary: _summary, license, ...rest } = info;
  if (!isRecord(license)) return rest;
  const { identifier, ...licence30 } = license;
  const url = typeof identifier === 'string' ? `https://spdx.org/licenses/${identifier}.html` : undefined;
  return { ...rest, license: url === undefined ? licence30 : { ...licence30, url } };
}

/**
 * Every schema in the document (components, parameters, headers, media types) in 3.0 form;
 * `components` are the document's component schemas, which a reference's `allOf` takes its type from.
 */
function convertSchemas(node: unknown, pointer: string, components: Components): unknown {
  if (Array.isArray(node)) return node.map((item, i) => convertSchemas(item, `${pointer}/${i}`, components));
  if (!isRecord(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const at = `${pointer}/${key}`;
      if (DATA.has(key)) return [key, value];
      if (key === 'schema') return [key, toSchema30(value, at, components)];
      if (pointer === '/components' && key === 'schemas') {
        const schemas = Object.entries(value as JsonObject).map(([n, s]) => [n, toSchema30(s, n, components)]);
        return [key, Object.fromEntries(schemas)];
      }
      return [key, convertSchemas(value, at, components)];
    }),
  );
}
