/** The root of every public validator: one test that the body is a plain object, then its type's check. */
import { _, type Code } from '../code.ts';
import { checkName } from './names.ts';

/**
 * The check of a body's root type, after the one test that refuses an object that is not plain
 * (rootNotPlain in the runtime): nested objects are read by name and not tested (docs/decisions.md).
 */
export function rootCheck(type: string, before?: Code): Code {
  const refused = _`rootNotPlain(r, value, ${`an object (${type})`})`;
  const guard = before === undefined ? _`!${refused}` : _`!${refused} && ${before}`;
  return _`if (${guard}) ${checkName(type)}(value, r);`;
}
