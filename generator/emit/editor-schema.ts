/**
 * The editors' schemas (VS Code, the YAML language server), which complete and check files from
 * them, one per kind of file: `editor/cluster-file.json` for create bodies (what most cluster files
 * hold), `editor/cluster-patch.json` for patch files, `editor/cluster.json` for clusters as read.
 * Each is its form's schema as editors read it (`forEditors`: a `markdownDescription` beside every
 * description, the spec's annotations left out). The create schema carries more of what editors use
 * and validators ignore: an `$id` where the published package serves
 * it, `markdownDescription` (descriptions are Markdown), the known values of open catalogues and
 * the schema's examples as `examples` (offered for completion, not enforced), a
 * `patternErrorMessage` naming the expected form, and `defaultSnippets` that write the required
 * members of a type — one per option of an exactly-one choice such as the provider.
 * @see https://code.visualstudio.com/docs/languages/json#_json-schemas-and-settings
 */
import type { DerivedField, DerivedIR, DerivedModel, DerivedType } from '../derive/types.ts';
import type { FieldShape, ScalarShape } from '../ir/types.ts';
import { ANNOTATION } from '../vocabulary.ts';
import { type Artifact, type EmitContext, publishedUrl } from './artifact.ts';
import { jsonText } from './file.ts';
import { modelSchema } from './json-schema.ts';
import { patchModelSchema } from './patch-schema.ts';
import { publishedSchema } from './published-schema.ts';

type Schema = Record<string, unknown>;

export const EDITOR_SCHEMA_PATH = 'editor/cluster-file.json';
export const EDITOR_PATCH_SCHEMA_PATH = 'editor/cluster-patch.json';
export const EDITOR_READ_SCHEMA_PATH = 'editor/cluster.json';

export function emitEditorSchema(derived: DerivedIR, context: EmitContext): Artifact {
  const patch = publishedSchema(patchModelSchema(derived.patch, derived.create, derived.operators));
  const schemas: [string, (id: string) => Schema][] = [
    [EDITOR_SCHEMA_PATH, (id) => editorSchema(derived.create, id)],
    [EDITOR_PATCH_SCHEMA_PATH, (id) => withId(forEditors(patch) as Schema, id)],
    [EDITOR_READ_SCHEMA_PATH, (id) => withId(forEditors(publishedSchema(modelSchema(derived.read))) as Schema, id)],
  ];
  return {
    files: schemas.map(([path, schema]) => ({ path, contents: jsonText(schema(publishedUrl(context, path))) })),
  };
}

/** A schema with its `$id` after `$schema`, where the published package serves it. */
function withId(schema: Schema, id: string): Schema {
  const { $schema, $id: _published, ...rest } = schema;
  return { $schema, $id: id, ...rest };
}

export function editorSchema(model: DerivedModel, id: string): Schema {
  const { $schema, $comment, $defs, ...root } = modelSchema(model);
  const defs = { ...($defs as Record<string, Schema>) };
  for (const [name, type] of model.types) {
    const schema = name === model.root ? root : defs[name];
    if (schema !== undefined) enrichType(schema, type, model);
  }
  return forEditors({ $schema, $id: id, $comment, ...root, $defs: defs }) as Schema;
}

function enrichType(schema: Schema, type: DerivedType, model: DerivedModel): void {
  const properties = schema.properties as Record<string, Schema>;
  for (const field of type.fields) {
    const property = properties[field.name];
    if (property !== undefined) properties[field.name] = enrichField(property, field);
  }
  const snippets = snippetsOf(type, model);
  if (snippets.length > 0) schema.defaultSnippets = snippets;
}

function enrichField(schema: Schema, field: DerivedField): Schema {
  const scalar = field.shape.kind === 'scalar' ? field.shape : undefined;
  const suggested = scalar === undefined ? [] : suggestions(scalar);
  const form = scalar?.title !== undefined && scalar.constraints.pattern !== undefined ? scalar : undefined;
  return {
    ...schema,
    ...(suggested.length > 0 && scalar?.constraints.enum === undefined ? { examples: suggested } : {}),
    ...(form === undefined ? {} : { patternErrorMessage: formMessage(form) }),
  };
}

/** Values an editor offers for a scalar: its open catalogue, else the schema's examples. */
function suggestions(shape: ScalarShape): readonly string[] {
  return shape.constraints.knownValues ?? shape.examples ?? [];
}

function formMessage(shape: ScalarShape): string {
  const examples = (shape.examples ?? []).slice(0, 2).map((e) => JSON.stringify(e));
  return `Not a valid ${shape.title}${examples.length > 0 ? `, such as ${examples.join(' or ')}` : ''}.`;
}

interface Snippet {
  readonly label: string;
  readonly description?: string;
  readonly body: unknown;
}

/**
 * Snippets of a type: one per option of a choice; else one with its required members, when it
 * has any (a choice among them with its first option). Placeholders (`${1:prod-eu-1}`) hold a
 * default, an example or a known value, so a snippet as inserted is a valid value.
 */
function snippetsOf(type: DerivedType, model: DerivedModel): Snippet[] {
  if (type.choice) {
    return type.fields.map((field) => ({
      label: field.name,
      description: firstSentence(field.description),
      body: { [field.name]: skeleton(field.shape, writing(model, type), field) },
    }));
  }
  if (!type.fields.some((f) => f.required)) return [];
  return [{ label: `${type.name}: required members`, body: skeletonOf(type, writing(model)) }];
}

/** A snippet being written: the next tab stop, and the types it is inside (a type that holds itself ends there). */
interface Writing {
  readonly model: DerivedModel;
  next: number;
  readonly open: Set<string>;
}

function writing(model: DerivedModel, inside?: DerivedType): Writing {
  return { model, next: 1, open: new Set(inside === undefined ? [] : [inside.name]) };
}

function skeletonOf(type: DerivedType, w: Writing): Record<string, unknown> {
  if (w.open.has(type.name)) return {};
  w.open.add(type.name);
  const members = type.fields.filter((f) => f.required).map((f) => [f.name, skeleton(f.shape, w, f)]);
  w.open.delete(type.name);
  return Object.fromEntries(members);
}

function skeleton(shape: FieldShape, w: Writing, field: DerivedField): unknown {
  switch (shape.kind) {
    case 'scalar':
      return placeholder(shape, w, field);
    case 'object': {
      const type = w.model.types.get(shape.type);
      if (type === undefined) return {};
      // An exactly-one choice gets its first option, so the snippet is a valid body; the choice's own snippets offer the others.
      const [first] = type.fields;
      if (!type.choice) return skeletonOf(type, w);
      return first === undefined || w.open.has(type.name) ? {} : { [first.name]: skeleton(first.shape, w, first) };
    }
    case 'keyed-array': {
      const type = w.model.types.get(shape.items);
      return type === undefined ? [] : [skeletonOf(type, w)];
    }
    case 'scalar-array':
    case 'unkeyed-array':
      return [];
    case 'map':
    case 'free-form':
      return {};
  }
}

/**
 * A tab stop with a value: the default, the constant, the first allowed value, the newest known one
 * (catalogues list oldest first), an example, else the member's name.
 */
function placeholder(shape: ScalarShape, w: Writing, field: DerivedField): unknown {
  const { constraints } = shape;
  const value =
    field.default ??
    constraints.const ??
    constraints.enum?.[0] ??
    constraints.knownValues?.at(-1) ??
    shape.examples?.[0];
  if (shape.types.includes('string')) {
    return `\${${w.next++}:${typeof value === 'string' ? value : field.name}}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (shape.types.includes('boolean')) return false;
  return constraints.minimum ?? 0;
}

function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end < 0 ? text : text.slice(0, end + 1);
}

/** Members that hold values, not schemas: the walk below leaves them as they are. */
const VALUES = new Set(['default', 'examples', 'enum', 'const', 'defaultSnippets']);

/** The spec's annotations, which the published schemas keep for tools that read them; editors have no use for them. */
const ANNOTATIONS: ReadonlySet<string> = new Set(Object.values(ANNOTATION));

/**
 * The schema as editors read it: without the spec's annotations (`ANNOTATION`), and with a
 * `markdownDescription` (which VS Code and the YAML language server render) beside every
 * description, since descriptions are written in Markdown.
 */
function forEditors(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forEditors);
  if (typeof value !== 'object' || value === null) return value;
  const out: Schema = {};
  for (const [key, member] of Object.entries(value)) {
    if (ANNOTATIONS.has(key)) continue;
    out[key] = VALUES.has(key) ? member : forEditors(member);
    if (key === 'description' && typeof member === 'string') out.markdownDescription = member;
  }
  return out;
}
