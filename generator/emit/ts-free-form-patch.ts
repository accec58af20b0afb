/**
 * The TypeScript form of a free-form object's values in a patch (patch-semantics rule 11): a named
 * recursive type, `FreeFormPatchValue`, whose objects are nested patches (`FreeFormPatchObject`)
 * with `$drop` and `$replace/<key>` beside the members they merge.
 */
import type { PatchOperator } from '../../templates/runtime/patch/vocabulary.ts';
import { operatorKey, patchObjectName, patchValueName } from '../derive/patch/free-form.ts';
import type { FreeFormShape } from '../ir/types.ts';
import { _, type Code, jsdoc, lines, name, prefixType, propertyKey } from './code.ts';

/** The declarations of `free`'s patch value and nested patch object. */
export function emitFreeFormPatch(free: FreeFormShape, operators: readonly PatchOperator[]): Code {
  const drop = operatorKey(operators, 'drop-fields');
  const replace = operatorKey(operators, 'set');
  const value = patchValueName(free);
  const object = patchObjectName(free);
  const valueDoc = jsdoc([
    `A member of a \`${free.name}\` in a patch: any JSON value but \`null\`. Strings, numbers, booleans and arrays are set whole; an object is a nested patch ({@link ${object}}) merged into the member.`,
  ]);
  const objectDoc = jsdoc([
    `A nested patch inside a free-form value: merged key by key into the member's current value (an empty object when that is absent or no object). \`${drop}\` removes keys, \`${replace}<key>\` sets a member whole; array operators do not apply here.`,
    '',
    `The string index signature also admits \`${drop}\`'s \`string[]\` and \`undefined\`, as TypeScript requires; the JSON Schema is exact.`,
  ]);
  return lines([
    _`${valueDoc}export type ${name(value)} = string | number | boolean | ${name(free.valueName)}[] | ${name(object)};\n`,
    _`${objectDoc}export interface ${name(object)} {\n${jsdoc(['Removes the listed keys (absent keys: no change).'], 2)}  ${propertyKey(drop)}?: string[];\n${jsdoc(['Sets this member whole (a literal value, not merged).'], 2)}  [key: ${prefixType(replace)}]: ${name(free.valueName)};\n${jsdoc(['Merges into this member (an object), or sets it (any other value).'], 2)}  [key: string]: ${name(value)} | undefined;\n}\n`,
  ]);
}
