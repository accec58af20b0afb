/**
 * `patch-types.d.ts`: a named TypeScript type for every level of the patch body, operator keys
 * written out as quoted property names (`"$append/securityGroupIds"?: string[]`) so a hover shows
 * the real keys and checking a patch costs no more than checking a plain object.
 */

import type { PatchOperator } from '../../templates/runtime/patch/vocabulary.ts';
import { elementPatchKeys, removalKeys } from '../derive/operators/phrases.ts';
import { patchedFreeForms, patchObjectName, patchValueName } from '../derive/patch/free-form.ts';
import type { OperatorMember, PatchField, PatchModel, PatchType, PatchValue } from '../derive/patch/types.ts';
import type { DerivedIR } from '../derive/types.ts';
import { unkeyedElementName } from '../derive/walk.ts';
import type { FieldShape, NamedScalar } from '../ir/types.ts';
import type { Artifact } from './artifact.ts';
import { _, type Code, concat, jsdoc, lines, literal, name, prefixType, propertyKey } from './code.ts';
import { constraintTags, immutableNote, optionalDescription, withTags } from './jsdoc.ts';
import { emitDeclarations } from './module.ts';
import { emitFreeFormPatch } from './ts-free-form-patch.ts';
import { namedScalarOfShape } from './ts-scalars.ts';
import { type SelectorEntries, selectorEntries } from './ts-selectors.ts';
import { arrayOf, tsShape, union } from './ts-shape.ts';

const PURPOSE = 'TypeScript types of the patch body: every level with its plain members and operator keys.';

export function emitPatchTypes(derived: DerivedIR): Artifact {
  const types = [...derived.patch.types.values()];
  const entries = selectorEntries(types, derived.create);
  const freeForms = patchedFreeForms(derived.patch);
  const dts = lines([
    importLine(derived.patch, entries),
    ...types.map((type) => emitPatchType(type, derived.operators, entries)),
    ...freeForms.map((free) => emitFreeFormPatch(free, derived.operators)),
  ]);
  const named = freeForms.flatMap((free) => [patchValueName(free), patchObjectName(free)]);
  return {
    files: emitDeclarations('patch-types', PURPOSE, dts),
    exports: [{ from: './patch-types.js', types: [...types.map((t) => t.name), ...named] }],
  };
}

function emitPatchType(type: PatchType, operators: readonly PatchOperator[], entries: SelectorEntries): Code {
  const members = [
    ...type.fields.map((field) => emitField(field, entries.get(field))),
    ...type.operators.filter((m) => m.target.kind !== 'any-member').map((m) => emitOperator(m, entries.get(m))),
    ...emitIndexSignatures(type),
  ];
  const description = type.description.trim();
  const note = kindNote(type, operators);
  const doc = jsdoc(description === '' ? [note] : [description, '', note]);
  return _`${doc}export interface ${name(type.name)} {\n${concat(members)}}\n`;
}

function kindNote(type: PatchType, operators: readonly PatchOperator[]): string {
  switch (type.kind) {
    case 'object':
      return `Patch of \`${type.source}\`: every field optional, nested objects as patches, operator keys beside the fields they act on.${type.choice ? ' Exactly one member must be set once the patch is applied.' : ''}`;
    case 'element':
      return `Element patch of \`${type.source}\` (in ${elementPatchKeys(operators)}): \`${type.identifier}\` names the element to change; the other fields are optional and patchable.`;
    case 'map':
      return `Patch of a map: the keys given are set, ${removalKeys(operators, 'map')} removes keys.`;
    case 'free-form':
      return `Patch of a free-form object: the members given are merged (an object is a nested patch of its member, anything else is set whole), ${removalKeys(operators, 'free-form')} removes members.`;
    case 'unkeyed-element':
      return `Element patch (in ${elementPatchKeys(operators)}) of an array whose elements have no identifier.`;
  }
}

function emitField(field: PatchField, selector: NamedScalar | undefined): Code {
  const notes = [
    field.required ? 'Names the element to change: a selector, not an assignment.' : '',
    immutableNote(field.description, field.immutable),
  ].filter((n) => n !== '');
  // A patch field is optional (but for an element's identifier): the read form's "Required." is not said.
  const description = field.required ? field.description.trim() : optionalDescription(field.description);
  const text = [description, ...notes].filter((t) => t !== '').join('\n');
  const shape = field.value.kind === 'create' ? field.value.shape : undefined;
  const doc = jsdoc(withTags(text, constraintTags(shape)), 2);
  const optional = field.required ? _`` : _`?`;
  const value = selector === undefined ? tsValue(field.value) : name(selector.name);
  return _`${doc}  ${propertyKey(field.name)}${optional}: ${value};\n`;
}

function emitOperator(member: OperatorMember, entries: NamedScalar | undefined): Code {
  const value = entries === undefined ? tsValue(member.value) : arrayOf(name(entries.name));
  return _`${jsdoc(operatorDoc(member), 2)}  ${propertyKey(member.key)}?: ${value};\n`;
}

/** What the operator does; the field's own description is said once, on the field beside it. */
function operatorDoc(member: OperatorMember): string[] {
  return [member.doc];
}

/**
 * Open levels: TypeScript needs every listed member, optional ones with `undefined`, to fit the
 * string index signature, so the index type also admits the operator values (`$drop`'s key list)
 * and `undefined` (which JSON text cannot carry); the JSON Schema is exact.
 */
function emitIndexSignatures(type: PatchType): Code[] {
  if (type.open === undefined) return [];
  const patterns = type.operators.filter((m) => m.target.kind === 'any-member');
  const open = tsValue(type.open.value);
  const json = type.open.value.kind === 'json' || type.open.value.kind === 'json-patch';
  const extra = json ? [] : type.operators.map((m) => tsValue(m.value));
  const signatures = patterns.map(
    (m) => _`${jsdoc(operatorDoc(m), 2)}  [key: ${prefixType(m.key)}]: ${tsValue(m.value)};\n`,
  );
  const selector = type.kind === 'unkeyed-element' ? 'A member the element must have, with this value.' : '';
  const doc = jsdoc(
    [
      selector ||
        (type.kind === 'map' ? 'Sets this key.' : 'Merges into this member (an object), or sets it (any other value).'),
    ],
    2,
  );
  const values = distinct([open, ...extra, _`undefined`]);
  return [...signatures, _`${doc}  [key: string]: ${union(values)};\n`];
}

export function tsValue(value: PatchValue): Code {
  switch (value.kind) {
    case 'create':
      return tsShape(value.shape);
    case 'patch':
      return name(value.type);
    case 'names':
      return value.names.length === 0 ? name('never') : union(value.names.map((n) => literal(n)));
    case 'json':
      return name(value.of.valueName);
    case 'json-patch':
      return name(patchValueName(value.of));
    case 'list':
      if (value.items.kind === 'names' && value.items.names.length === 0) return _`[]`;
      return arrayOf(tsValue(value.items));
  }
}

/** Type expressions, each once, in the order met. */
function distinct(types: readonly Code[]): Code[] {
  const seen = new Map<string, Code>();
  for (const type of types) if (!seen.has(type.toString())) seen.set(type.toString(), type);
  return [...seen.values()];
}

/** The create-form and free-form types the patch types refer to, imported from `types.js`. */
function importLine(model: PatchModel, entries: SelectorEntries): Code {
  const names = new Set<string>([...entries.values()].map((named) => named.name));
  for (const type of model.types.values()) {
    const values = [...type.fields.map((f) => f.value), ...type.operators.map((m) => m.value)];
    if (type.open !== undefined) values.push(type.open.value);
    for (const value of values) collectNames(value, names);
  }
  const list = [...names].sort().map((n) => _`  ${name(n)},\n`);
  return list.length === 0 ? _`` : _`import type {\n${concat(list)}} from './types.js';\n`;
}

function collectNames(value: PatchValue, names: Set<string>): void {
  if (value.kind === 'list') collectNames(value.items, names);
  if (value.kind === 'json' || value.kind === 'json-patch') names.add(value.of.valueName);
  if (value.kind === 'create') shapeNames(value.shape, names);
}

function shapeNames(shape: FieldShape, names: Set<string>): void {
  const named = namedScalarOfShape(shape);
  if (named !== undefined) names.add(named.name);
  if (shape.kind === 'object') names.add(shape.type);
  if (shape.kind === 'keyed-array') names.add(shape.items);
  if (shape.kind === 'free-form') names.add(shape.name);
  if (shape.kind === 'map' && shape.name !== undefined) names.add(shape.name);
  if (shape.kind === 'unkeyed-array') names.add(unkeyedElementName(shape));
}
