/**
 * `types.d.ts`: a named TypeScript type for every derived type, with JSDoc from the schema.
 * @see https://json-schema.org/draft/2020-12/json-schema-validation (the constraints shown as tags)
 */

import type { DerivedField, DerivedIR, DerivedModel, DerivedType } from '../derive/types.ts';
import { freeFormsIn, uniqueTypes } from '../derive/walk.ts';
import type { FreeFormShape } from '../ir/types.ts';
import { RUNTIME_TYPES, type RuntimeType } from '../spec-runtime-types.ts';
import type { Artifact } from './artifact.ts';
import { _, type Code, concat, jsdoc, lines, name, propertyKey, singleQuoted, spaces } from './code.ts';
import { constraintTags, immutableNote, withTags } from './jsdoc.ts';
import { emitDeclarations } from './module.ts';
import { emitNamedMap, namedMapsIn } from './ts-maps.ts';
import { emitNamedScalar, namedScalarsIn } from './ts-scalars.ts';
import { tsShape } from './ts-shape.ts';

export function emitTypes(derived: DerivedIR): Artifact {
  const models = [derived.read, derived.error, derived.create];
  const sections = [
    ...namedScalarsIn(uniqueTypes(models)).map(emitNamedScalar),
    ...namedMapsIn(uniqueTypes(models)).map(emitNamedMap),
    ...freeFormTypes(models).map(emitFreeForm),
    ...uniqueTypes(models).map(emitObjectType),
    emitAliases(models),
  ];
  const dts = lines(sections);
  return {
    files: emitDeclarations('types', 'TypeScript types of the cluster resource, its bodies and the error body.', dts),
    exports: [{ from: './types.js', types: declaredTypeNames(derived) }],
  };
}

/** Every type name the file declares, for the package entry points to re-export. */
function declaredTypeNames(derived: DerivedIR): string[] {
  const models = [derived.read, derived.error, derived.create];
  return [
    ...namedScalarsIn(uniqueTypes(models)).map((n) => n.name),
    ...namedMapsIn(uniqueTypes(models)).map((m) => m.name),
    ...freeFormTypes(models).flatMap((f) => [f.valueName, f.name]),
    // A runtime type the spec stands for is the validators' export already.
    ...uniqueTypes(models)
      .map((t) => t.name)
      .filter((n) => !RUNTIME_TYPES.has(n)),
    ...models.flatMap((m) => [...m.aliases.keys()]),
  ];
}

function freeFormTypes(models: readonly DerivedModel[]): FreeFormShape[] {
  return freeFormsIn(uniqueTypes(models));
}

function emitFreeForm(shape: FreeFormShape): Code {
  const value = name(shape.valueName);
  const object = name(shape.name);
  return _`${jsdoc([shape.valueDescription])}export type ${value} = string | number | boolean | ${value}[] | ${object};

${jsdoc([shape.description])}export interface ${object} {
  [key: string]: ${value};
}
`;
}

function emitObjectType(type: DerivedType): Code {
  const runtime = RUNTIME_TYPES.get(type.name);
  if (runtime !== undefined) return emitRuntimeType(type, runtime);
  const formNote =
    type.name === type.source
      ? []
      : ['', `The create form of {@link ${type.source}}: without the fields the service sets, and with input shapes.`];
  const doc = jsdoc([type.description, ...formNote]);
  const typeName = name(type.name);
  if (type.fields.length === 0) return _`${doc}export type ${typeName} = Record<string, never>;\n`;
  if (type.choice) return _`${doc}export type ${typeName} =\n${emitChoice(type)};\n`;
  const members = type.fields.map((field) => emitMember(field, 2));
  return _`${doc}export interface ${typeName} {\n${concat(members)}}\n`;
}

/**
 * A type the package's runtime declares (`ValidationIssue`): its declaration, re-exported, so that
 * the name has one type; the spec check holds the schema to the runtime's members.
 */
function emitRuntimeType(type: DerivedType, runtime: RuntimeType): Code {
  const doc = jsdoc([`${type.description}\n\nDeclared by the package's runtime (${runtime.source}).`]);
  const typeName = name(type.name);
  return _`import type { ${typeName} } from ${singleQuoted(runtime.module)};\n${doc}export type { ${typeName} };\n`;
}

/** Exactly one member set: a union in which every other member is `?: never`. */
function emitChoice(type: DerivedType): Code {
  const branches = type.fields.map((chosen) => {
    const others = type.fields.filter((f) => f !== chosen).map((f) => _`      ${propertyKey(f.name)}?: never;\n`);
    return _`  | {\n${emitMember({ ...chosen, required: true }, 6)}${concat(others)}    }`;
  });
  return lines(branches);
}

function emitMember(field: DerivedField, depth: number): Code {
  const optional = field.required ? _`` : _`?`;
  return _`${jsdoc(fieldDoc(field), depth)}${spaces(depth)}${propertyKey(field.name)}${optional}: ${tsShape(field.shape)};\n`;
}

function fieldDoc(field: DerivedField): string[] {
  const notes = [
    field.readOnly ? 'Set by the service: not accepted in create or patch bodies.' : '',
    immutableNote(field.description, field.immutable),
    field.shape.kind === 'keyed-array' ? `Elements are identified by \`${field.shape.key}\`.` : '',
  ].filter((n) => n !== '');
  const text = [field.description.trim(), ...notes].filter((t) => t !== '').join('\n');
  return withTags(text, [['default', field.default], ...constraintTags(field.shape)]);
}

function emitAliases(models: readonly DerivedModel[]): Code {
  const aliases = models.flatMap((model) =>
    [...model.aliases].map(([alias, target]) => {
      const doc = jsdoc([`The ${model.form} form of {@link ${target}}: the same shape.`]);
      return _`${doc}export type ${name(alias)} = ${name(target)};\n`;
    }),
  );
  return lines(aliases);
}
