/**
 * The operator keys a diff writes for an array field (`$drop/zones`, `$patch/zones`, `$append/zones`),
 * made once per field: a key concatenated on every change is a new string that each write into the
 * patch has to look up in V8's table of names again.
 */
import type { CompiledField, CompiledOperators } from './model.js';
import type { OperatorData } from './vocabulary.js';

/**
 * Each key, or `undefined` when the vocabulary has no such operator (an error only once it is needed).
 * Not exported: a type the package declares is a name the spec's types may not take.
 */
interface ArrayKeys {
  readonly remove: string | undefined;
  readonly patch: string | undefined;
  readonly append: string | undefined;
}

const made = new WeakMap<CompiledField, ArrayKeys>();

export function arrayKeys(
  operators: CompiledOperators,
  field: CompiledField,
): { readonly remove: string | undefined; readonly patch: string | undefined; readonly append: string | undefined } {
  const known = made.get(field);
  if (known !== undefined) return known;
  const { byStep } = operators;
  const keys: ArrayKeys = {
    remove: keyOf(byStep.remove, field),
    patch: keyOf(byStep.patch, field),
    append: keyOf(byStep.append, field),
  };
  made.set(field, keys);
  return keys;
}

/** `key`, the operator key a change of `field` needs. */
export function needKey(key: string | undefined, field: CompiledField): string {
  if (key === undefined) throw new Error(`the vocabulary has no operator to express a change of ${field.name}`);
  return key;
}

function keyOf(operator: OperatorData | undefined, field: CompiledField): string | undefined {
  return operator === undefined ? undefined : operator.key + field.name;
}
