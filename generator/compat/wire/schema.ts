/**
 * The published JSON Schemas of one version as the wire analysis reads them, and where each named
 * schema sits in the spec. Paths are JSON Pointers into the spec bundled as one schema: the resource
 * is the root and every other named type is under `/$defs/<name>` (the error body too), as in the
 * published `schemas/cluster.json`. Create and patch forms map back to the type they are a form of
 * (`VendorAProviderCreate`, `VendorAProviderPatch` → `/$defs/VendorAProvider`).
 */
import { escapeToken, unescapeToken } from '../../pointer.ts';
import { EXTENSION } from '../../vocabulary.ts';

export type SchemaNode = Readonly<Record<string, unknown>>;

/** `read` and `error` are what the service returns; `create` and `patch` what users send. */
export type Form = 'read' | 'error' | 'create' | 'patch';

export const FORM_FILES: Readonly<Record<Form, string>> = {
  read: 'schemas/cluster.json',
  error: 'schemas/error.json',
  create: 'schemas/cluster-create.json',
  patch: 'schemas/cluster-patch.json',
};

export interface FormSchema {
  readonly form: Form;
  readonly root: SchemaNode;
  /** Spec path of the root: `''` for the resource, `/$defs/ApiError` for the error body. */
  readonly rootPath: string;
  readonly defs: Readonly<Record<string, SchemaNode>>;
  /** Names of the read form's types, the resource's included: what create and patch names map to. */
  readonly readNames: ReadonlySet<string>;
  /** Title of the resource (`Cluster`). */
  readonly resource: string;
}

export type VersionSchemas = Readonly<Record<Form, FormSchema>>;

/** The four schemas of a generated package, by the path each is published at. */
export function schemasOf(byPath: ReadonlyMap<string, SchemaNode>): VersionSchemas {
  const parse = (form: Form): SchemaNode => {
    const schema = byPath.get(FORM_FILES[form]);
    if (schema === undefined) throw new Error(`the generated package has no ${FORM_FILES[form]}`);
    return schema;
  };
  const read = parse('read');
  const resource = String(read.title);
  const readNames = new Set([resource, ...Object.keys(defsOf(read))]);
  const schema = (form: Form, root: SchemaNode, rootPath: string): FormSchema => ({
    form,
    root,
    rootPath,
    defs: defsOf(root),
    readNames,
    resource,
  });
  const error = parse('error');
  return {
    read: schema('read', read, ''),
    error: schema('error', error, `/$defs/${escapeToken(String(error.title))}`),
    create: schema('create', parse('create'), ''),
    patch: schema('patch', parse('patch'), ''),
  };
}

function defsOf(root: SchemaNode): Readonly<Record<string, SchemaNode>> {
  const defs = root.$defs;
  return typeof defs === 'object' && defs !== null ? (defs as Record<string, SchemaNode>) : {};
}

/**
 * The spec path of a named schema of `schema`, or `undefined` when it is not a type of the spec
 * (the patch form of a map, a free-form object or an unkeyed element): its findings then belong to
 * the place that uses it.
 */
export function specPathOfDef(schema: FormSchema, name: string): string | undefined {
  const def = schema.defs[name];
  const level = def?.[EXTENSION.patch];
  let source = name;
  if (level === 'object' || level === 'element') {
    source = stripSuffix(name, 'Patch');
    const element = stripSuffix(source, 'Element');
    if (!schema.readNames.has(source) && schema.readNames.has(element)) source = element;
  } else if (level !== undefined) return undefined;
  else if (schema.form === 'create' || schema.form === 'patch') {
    const stripped = stripSuffix(name, 'Create');
    if (schema.readNames.has(stripped)) source = stripped;
  }
  return source === schema.resource ? '' : `/$defs/${escapeToken(source)}`;
}

function stripSuffix(name: string, suffix: string): string {
  return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}

/** The `$defs` name a `$ref` of the published schemas points at (`#/$defs/Taint` → `Taint`). */
export function refName(node: SchemaNode): string | undefined {
  const ref = node.$ref;
  return typeof ref === 'string' && ref.startsWith('#/$defs/') ? unescapeToken(ref.slice(8)) : undefined;
}

/** `/$defs/Pool/properties/size/maximum` → `Pool.size`; `/properties/spec` → `Cluster.spec`. */
export function describePath(path: string, resource: string): string {
  // Every keyword family describes the place it compares, found or not: each path is described once.
  const key = `${resource}\u0000${path}`;
  let described = descriptions.get(key);
  if (described === undefined) {
    described = describeTokens(path, resource);
    descriptions.set(key, described);
  }
  return described;
}

const descriptions = new Map<string, string>();

function describeTokens(path: string, resource: string): string {
  const tokens = path.split('/').slice(1).map(unescapeToken);
  let name = resource;
  let i = 0;
  if (tokens[0] === '$defs' && tokens[1] !== undefined) {
    name = tokens[1];
    i = 2;
  }
  for (; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === 'properties' && tokens[i + 1] !== undefined) name += `.${tokens[++i]}`;
    else if (token === 'items') name += '[]';
    else if (token === 'additionalProperties') name += '{}';
  }
  return name;
}
