/**
 * `info.description`: an overview of the patch operators, the identifiers of keyed arrays, the
 * error model (codes and validation issue codes) and the document's extensions, rendered from
 * `templates/openapi/description.md.hbs` with a view model built here from the derived models
 * and the document itself.
 */
import Handlebars from 'handlebars';
import type { DerivedModel } from '../../derive/types.ts';
import { isRecord } from '../../pointer.ts';
import { EXTENSION } from '../../vocabulary.ts';
import type { ExtensionDoc } from './extensions.ts';
import type { JsonObject } from './templates.ts';

export interface OperatorView {
  /** The operator's name (`x-mk8s-operator`). */
  readonly name: string;
  /** The key as written, `$drop` or `$append/<f>`. */
  readonly key: string;
  readonly value: string;
  readonly appliesTo: string;
}

export interface DescriptionView {
  readonly operators: readonly OperatorView[];
  readonly identifiers: readonly { readonly field: string; readonly key: string; readonly owners: string }[];
  readonly unkeyed: readonly string[];
  readonly errors: readonly { readonly status: string; readonly codes: readonly string[] }[];
  readonly codes: readonly { readonly code: string; readonly statuses: string; readonly meaning: string }[];
  /** The issue codes of `details.issues`, each with its meaning. */
  readonly issueCodes: readonly { readonly code: string; readonly meaning: string }[];
  readonly extensions: readonly ExtensionDoc[];
}

export function renderDescription(template: string, view: DescriptionView): string {
  const render = Handlebars.create().compile(template, { strict: true, noEscape: true });
  return `${render(view).trim()}\n`;
}

/**
 * Each keyed array field once (`nodePools` → `name`), and the unkeyed ones, in the order met. A
 * field name that other fields use for something else names the types that hold the array.
 */
export function arrayIdentifiers(model: DerivedModel): Pick<DescriptionView, 'identifiers' | 'unkeyed'> {
  const keyed = new Map<string, { field: string; key: string; owners: string[] }>();
  const kinds = new Map<string, Set<string>>();
  const unkeyed = new Set<string>();
  for (const type of model.types.values()) {
    for (const { name, shape } of type.fields) {
      kinds.set(name, (kinds.get(name) ?? new Set()).add(shape.kind));
      if (shape.kind === 'unkeyed-array') unkeyed.add(name);
      if (shape.kind !== 'keyed-array') continue;
      const entry = keyed.get(`${name}/${shape.key}`) ?? { field: name, key: shape.key, owners: [] };
      entry.owners.push(type.name);
      keyed.set(`${name}/${shape.key}`, entry);
    }
  }
  const identifiers = [...keyed.values()].map(({ field, key, owners }) => ({
    field,
    key,
    owners: (kinds.get(field)?.size ?? 0) > 1 ? owners.map((o) => `\`${o}\``).join(', ') : '',
  }));
  return { identifiers, unkeyed: [...unkeyed] };
}

/**
 * The error statuses of the document's error responses with their codes, and every code with
 * its meaning and the statuses that carry it.
 */
export function errorModel(
  document: JsonObject,
  meanings: Readonly<Record<string, string>>,
): Pick<DescriptionView, 'errors' | 'codes'> {
  const byStatus = new Map<string, Set<string>>();
  for (const operation of operations(document)) {
    const responses = isRecord(operation.responses) ? operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      const resolved = resolveResponse(document, response);
      const listed = resolved[EXTENSION.codes];
      const codes = Array.isArray(listed) ? listed.map(String) : [];
      if (codes.length === 0) continue;
      const entry = byStatus.get(status) ?? new Set<string>();
      for (const code of codes) entry.add(code);
      byStatus.set(status, entry);
    }
  }
  const errors = [...byStatus]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, codes]) => ({ status, codes: [...codes] }));
  const codes = Object.entries(meanings).map(([code, meaning]) => {
    const statuses = errors.filter((e) => e.codes.includes(code)).map((e) => e.status);
    if (statuses.length === 0) throw new Error(`error code ${code} is carried by no response of the document`);
    return { code, statuses: statuses.join(', '), meaning };
  });
  const unknown = errors.flatMap((e) => e.codes).find((code) => !(code in meanings));
  if (unknown !== undefined)
    throw new Error(`error code ${unknown} has no meaning in templates/openapi/error-codes.json`);
  return { errors, codes };
}

/**
 * The issue codes the error responses list in `x-mk8s-issue-codes`, each with its meaning; a code
 * without a meaning, or a meaning no response lists, is an error.
 */
export function issueModel(
  document: JsonObject,
  meanings: Readonly<Record<string, string>>,
): Pick<DescriptionView, 'issueCodes'> {
  const listed = new Set<string>();
  for (const operation of operations(document)) {
    const responses = isRecord(operation.responses) ? Object.values(operation.responses) : [];
    for (const response of responses) {
      const codes = resolveResponse(document, response)[EXTENSION.issueCodes];
      if (Array.isArray(codes)) for (const code of codes) listed.add(String(code));
    }
  }
  const unknown = [...listed].find((code) => !(code in meanings));
  if (unknown !== undefined)
    throw new Error(`issue code ${unknown} has no meaning in templates/openapi/issue-codes.json`);
  const unused = Object.keys(meanings).find((code) => !listed.has(code));
  if (unused !== undefined) throw new Error(`issue code ${unused} is listed by no response of the document`);
  return { issueCodes: Object.entries(meanings).map(([code, meaning]) => ({ code, meaning })) };
}

/**
 * Every operation, and the answers of requests that reach none (`x-mk8s-other-responses`) as one
 * more: their codes belong to the error model as much as any operation's.
 */
function operations(document: JsonObject): JsonObject[] {
  const paths = isRecord(document.paths) ? Object.values(document.paths) : [];
  const other = document[EXTENSION.otherResponses];
  return [
    ...paths.filter(isRecord).flatMap((item) => Object.values(item).filter(isRecord)),
    ...(isRecord(other) ? [{ responses: other }] : []),
  ];
}

function resolveResponse(document: JsonObject, response: unknown): JsonObject {
  if (!isRecord(response)) return {};
  const ref = response.$ref;
  if (typeof ref !== 'string') return response;
  const name = ref.slice('#/components/responses/'.length);
  const components = isRecord(document.components) ? document.components : {};
  const shared = isRecord(components.responses) ? components.responses[name] : undefined;
  return isRecord(shared) ? shared : {};
}
