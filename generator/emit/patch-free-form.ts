/**
 * The patch form of a free-form object's values (`FreeFormPatchValue`): any JSON but `null`, where
 * a plain object is a nested patch of the member it stands in (patch-semantics rule 11): its keys
 * merge, `$drop` removes keys, `$replace/<key>` sets a member whole (a literal `FreeFormValue`).
 * Arrays and their elements are literal values.
 */
import type { PatchOperator } from '../../templates/runtime/patch/vocabulary.ts';
import { operatorKey, patchObjectName, patchValueName } from '../derive/patch/free-form.ts';
import type { FreeFormShape, ScalarShape } from '../ir/types.ts';
import { optional, type Schema, scalarSchema } from './json-schema.ts';

/** The `$defs` entries of `free`'s patch values and of their nested patch objects. */
export function freeFormPatchDef(free: FreeFormShape, operators: readonly PatchOperator[]): Record<string, Schema> {
  const drop = operatorKey(operators, 'drop-fields');
  const replace = operatorKey(operators, 'set');
  const keys = scalarSchema(free.keys);
  const name = patchValueName(free);
  const object = patchObjectName(free);
  const literal = { $ref: `#/$defs/${free.valueName}` };
  const replaceKeys = prefixedKeyPattern(replace, free.keys);
  const description = `A member of a \`${free.name}\` in a patch: any JSON value except \`null\`, set whole, except that an object is a nested patch of the member (\`${object}\`).`;
  const objectDescription = `A nested patch inside a free-form value: merged key by key into the member's current value, or into an empty object when that is absent or no object. \`${drop}\` removes keys, \`${replace}<key>\` sets a member whole (a \`${free.valueName}\`, not merged); array operators do not apply inside free-form values.`;
  return {
    [name]: {
      title: name,
      description,
      anyOf: [
        { type: 'string', ...optional('maxLength', free.maxLength) },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'array', items: literal, ...optional('maxItems', free.maxItems) },
        { $ref: `#/$defs/${object}` },
      ],
    },
    [object]: {
      title: object,
      description: objectDescription,
      type: 'object',
      properties: {
        [drop]: {
          type: 'array',
          items: keys,
          uniqueItems: true,
          description: 'Removes the listed keys (absent keys: no change).',
        },
      },
      patternProperties: { [replaceKeys]: { ...literal, description: 'Sets this member whole.' } },
      propertyNames: { anyOf: [{ enum: [drop] }, { type: 'string', pattern: replaceKeys }, keys] },
      additionalProperties: { $ref: `#/$defs/${name}` },
      // a nested patch stands for an object inside a value: the values' bound, not the object's
      ...optional('maxProperties', free.valueMaxProperties),
    },
  };
}

/** `text` as a regular expression matching it literally (in the patch schema's key patterns). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `$replace/` followed by a valid key: the key's own pattern, moved behind the prefix. */
export function prefixedKeyPattern(prefix: string, keys: ScalarShape | undefined): string {
  const pattern = keys?.constraints.pattern ?? '';
  const nonEmpty = (keys?.constraints.minLength ?? 0) > 0 ? '(?=[\\s\\S])' : '';
  const rest = pattern.startsWith('^') ? pattern.slice(1) : pattern === '' ? '' : `[\\s\\S]*(?:${pattern})`;
  return `^${escapeRegExp(prefix)}${nonEmpty}${rest}`;
}
