/**
 * `types.d.ts`: a named TypeScript type for every derived type, with JSDoc from the schema.
 * @see https://json-schema.org/draft/2020-12/json-schema-validation (the constraints shown as tags)
 */
import type { DerivedField, DerivedIR, DerivedModel, DerivedType } from '../derive/types.ts';
import { freeFormsIn } from '../derive/walk.ts';
import type { FreeFormShape } from '../ir/types.ts';
import type { Artifact } from './index.ts';
import { jsdoc, withTags } from './jsdoc.ts';
import { emitDeclarations } from './module.ts';
import { propertyKey, tsShape } from './ts-shape.ts';

export function emitTypes(derived: DerivedIR): Artifact {
  const models = [derived.read, derived.error, derived.create];
  const sections = [
    ...freeFormTypes(models).map(emitFreeForm),
    ...uniqueTypes(models).map(emitObjectType),
    emitAliases(models),
  ];
  const dts = sections.filter((s) => s !== '').join('\n');
  return {
    files: emitDeclarations('types', 'TypeScript types of the cluster resource, its bodies and the error body.', dts),
    exports: [{ from: './types.js', types: declaredTypeNames(derived) }],
  };
}

/** Every type name the file declares, for the package entry points to re-export. */
function declaredTypeNames(derived: DerivedIR): string[] {
  const models = [derived.read, derived.error, derived.create];
  return [
    ...freeFormTypes(models).flatMap((f) => [f.valueName, f.name]),
    ...uniqueTypes(models).map((t) => t.name),
    ...models.flatMap((m) => [...m.aliases.keys()]),
  ];
}

function uniqueTypes(models: readonly DerivedModel[]): DerivedType[] {
  const byName = new Map<string, DerivedType>();
  for (const model of models) for (const [name, type] of model.types) if (!byName.has(name)) byName.set(name, type);
  return [...byName.values()];
}

function freeFormTypes(models: readonly DerivedModel[]): FreeFormShape[] {
  return freeFormsIn(uniqueTypes(models));
}

function emitFreeForm(shape: FreeFormShape): string {
  return [
    jsdoc([shape.valueDescription]),
    `export type ${shape.valueName} = string | number | boolean | ${shape.valueName}[] | ${shape.name};\n\n`,
    jsdoc([shape.description]),
    `export interface ${shape.name} {\n  [key: string]: ${shape.valueName};\n}\n`,
  ].join('');
}

function emitObjectType(type: DerivedType): string {
  const formNote =
    type.name === type.source
      ? []
      : ['', `The create form of {@link ${type.source}}: without the fields the service sets, and with input shapes.`];
  const doc = jsdoc([type.description, ...formNote]);
  if (type.fields.length === 0) return `${doc}export type ${type.name} = Record<string, never>;\n`;
  if (type.choice) return `${doc}export type ${type.name} =\n${emitChoice(type)};\n`;
  const members = type.fields.map((field) => emitMember(field, '  ')).join('');
  return `${doc}export interface ${type.name} {\n${members}}\n`;
}

/** Exactly one member set: a union in which every other member is `?: never`. */
function emitChoice(type: DerivedType): string {
  return type.fields
    .map((chosen) => {
      const others = type.fields.filter((f) => f !== chosen).map((f) => `      ${propertyKey(f.name)}?: never;\n`);
      return `  | {\n${emitMember({ ...chosen, required: true }, '      ')}${others.join('')}    }`;
    })
    .join('\n');
}

function emitMember(field: DerivedField, indent: string): string {
  const optional = field.required ? '' : '?';
  return `${jsdoc(fieldDoc(field), indent)}${indent}${propertyKey(field.name)}${optional}: ${tsShape(field.shape)};\n`;
}

function fieldDoc(field: DerivedField): string[] {
  const notes = [
    field.readOnly ? 'Set by the service: not accepted in create or patch bodies.' : '',
    field.immutable ? 'Cannot change after the cluster is created.' : '',
    field.shape.kind === 'keyed-array' ? `Elements are identified by \`${field.shape.key}\`.` : '',
  ].filter((n) => n !== '');
  const text = [field.description.trim(), ...notes].filter((t) => t !== '').join('\n');
  const scalar = field.shape.kind === 'scalar' ? field.shape.constraints : undefined;
  return withTags(text, [
    ['default', field.default],
    ['format', scalar?.format],
    ['pattern', scalar?.pattern],
    ['minimum', scalar?.minimum],
    ['maximum', scalar?.maximum],
    ['minLength', scalar?.minLength],
    ['maxLength', scalar?.maxLength],
    ['maxItems', field.shape.kind.endsWith('array') && 'maxItems' in field.shape ? field.shape.maxItems : undefined],
  ]);
}

function emitAliases(models: readonly DerivedModel[]): string {
  const lines = models.flatMap((model) =>
    [...model.aliases].map(
      ([alias, target]) =>
        `/** The ${model.form} form of {@link ${target}}: the same shape. */\nexport type ${alias} = ${target};\n`,
    ),
  );
  return lines.join('\n');
}
