/**
 * `components.schemas`: the JSON Schemas of the package (`schemas/*.json`), built by the same
 * functions from the same derived models, with every named type as its own component. Component
 * names are the TypeScript type names, so a schema and the type a user holds read the same.
 * @see https://spec.openapis.org/oas/v3.1.0#components-object
 */

import { isDeepStrictEqual } from 'node:util';
import { isRecord } from '../../pointer.ts';

type Schema = Record<string, unknown>;

const OWN_REF = '#/$defs/';
export const SCHEMA_REF = '#/components/schemas/';

/** Schema-file members that have no place in a component. */
const FILE_MEMBERS: ReadonlySet<string> = new Set(['$schema', '$comment', '$defs']);

/**
 * Merges self-contained schemas (root inline, named types under `$defs`) into one component map,
 * sorted by name. A name used by two schemas must mean the same schema in both.
 */
export function componentSchemas(schemas: readonly Schema[]): Record<string, Schema> {
  const components = new Map<string, Schema>();
  const add = (name: string, schema: Schema) => {
    const known = components.get(name);
    if (known !== undefined && !isDeepStrictEqual(known, schema)) {
      throw new Error(`OpenAPI component ${name} would have two different schemas`);
    }
    components.set(name, schema);
  };
  for (const schema of schemas) {
    const root = String(schema.title);
    const rebase = (node: unknown) => rebaseRefs(node, root);
    add(root, rebase(Object.fromEntries(Object.entries(schema).filter(([k]) => !FILE_MEMBERS.has(k)))) as Schema);
    const defs = isRecord(schema.$defs) ? schema.$defs : {};
    for (const [name, def] of Object.entries(defs)) add(name, rebase(def) as Schema);
  }
  return Object.fromEntries([...components].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A copy of `node` whose `$ref`s point at components instead of the file's own `$defs`. */
function rebaseRefs(node: unknown, root: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rebaseRefs(item, root));
  if (!isRecord(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? rebaseRef(value, root) : rebaseRefs(value, root),
    ]),
  );
}

function rebaseRef(ref: string, root: string): string {
  if (ref === '#') return SCHEMA_REF + root;
  if (ref.startsWith(OWN_REF) && !ref.slice(OWN_REF.length).includes('/')) {
    return SCHEMA_REF + ref.slice(OWN_REF.length);
  }
  throw new Error(`cannot place $ref "${ref}" of schema ${root} among OpenAPI components`);
}
