/** Names in the emitted validators: check functions and the locals holding field values. */
import { type Code, isIdentifier, name } from '../code.ts';

/** `checkTaint`: the function checking a value of the named type. */
export function checkName(type: string): Code {
  return name(`check${type}`);
}

/** A local variable for a field's value: `$name`, or `$field3` when `$name` is not an identifier. */
export function localName(field: string, index: number): Code {
  return isIdentifier(`$${field}`) ? name(`$${field}`) : name(`$field${index}`);
}
