/**
 * The check of one field's value, by field kind: the one switch over `FieldShape['kind']` of the
 * validator emitter. Scalars are checked inline; objects, free-form objects, arrays and maps by named
 * functions (arrays and maps shared by every field of the same shape). Nested values are checked with
 * their reference token pushed on the run's path stack (`s`), and each function checks "the current
 * value" at the top of that stack.
 */
import { unkeyedElementName } from '../../derive/walk.ts';
import type {
  FieldShape,
  KeyedArrayShape,
  MapShape,
  ScalarArrayShape,
  ScalarShape,
  UnkeyedArrayShape,
} from '../../ir/types.ts';
import { _, type Code, indent, jsdoc, lines, name, optionalProperty } from '../code.ts';
import type { ConstantPool } from './constants.ts';
import type { SharedFunctions } from './functions.ts';
import { checkName } from './names.ts';
import { scalarCheck } from './scalar-check.ts';

export interface FieldContext {
  readonly pool: ConstantPool;
  readonly shared: SharedFunctions;
  /** Whether the named object type is an exactly-one choice (its check takes a noun). */
  readonly isChoice: (type: string) => boolean;
  /** The name of the key-check function for a key schema. */
  readonly keyProblem: (keys: ScalarShape) => Code;
  /**
   * The identifier whose hash the check of a named type returns (see `uniqueIdentifiers`), when its
   * pattern's matcher gives one; `undefined` otherwise.
   */
  readonly hashedKey?: (type: string) => string | undefined;
}

/**
 * Statements checking the value in `x`, the member `token` (an expression) of the value being
 * checked; `field` is the field's name (the noun of a choice's message).
 */
export function fieldCheck(shape: FieldShape, x: Code, token: Code, field: string, context: FieldContext): Code {
  switch (shape.kind) {
    case 'scalar':
      return scalarCheck(shape, x, token, context.pool);
    case 'object': {
      const noun = context.isChoice(shape.type) ? _`, ${humanise(field)}` : _``;
      return nested(token, _`${checkName(shape.type)}(${x}, r${noun});`);
    }
    case 'free-form':
      return nested(token, _`${checkName(shape.name)}(${x}, r);`);
    case 'map':
      return nested(token, _`${mapFunction(shape, context)}(${x}, r);`);
    case 'scalar-array':
      return nested(token, _`${scalarArrayFunction(shape, context)}(${x}, r);`);
    case 'keyed-array':
    case 'unkeyed-array':
      return nested(token, _`${objectArrayFunction(shape, context)}(${x}, r);`);
  }
}

/** A call checking the member `token`, with the token on the path stack while it runs. */
export function nested(token: Code, call: Code): Code {
  return _`s.push(${token});\n${call}\ns.pop();`;
}

/** A shared function `(x, r)` checking one shape, written once for every field of that shape. */
export function shared(
  context: FieldContext,
  shape: object,
  base: string,
  doc: string,
  body: readonly (Code | undefined)[],
): Code {
  return context.shared.name(JSON.stringify(shape), base, (fn) => {
    return _`${jsdoc([doc])}function ${fn}(x, r) {\n${indent(lines(body))}\n}\n`;
  });
}

/** A value the run knows valid (the patch engine's check of a result) is not read again. */
const KNOWN = _`if (r.known !== undefined && r.known(x)) return;`;

function arrayStart(maxItems: number | undefined): Code[] {
  return [
    _`if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);`,
    KNOWN,
    ...(maxItems === undefined
      ? []
      : [_`if (x.length > ${maxItems}) return tooMany(r, undefined, 'items', ${maxItems}, x.length, x);`]),
    _`r.size += x.length === 0 ? 2 : x.length + 1;`,
  ];
}

function scalarArrayFunction(shape: ScalarArrayShape, context: FieldContext): Code {
  const base = `${scalarWord(shape.items)}Array`;
  return shared(context, shape, base, `Checks an array of distinct ${scalarWord(shape.items)} values.`, [
    ...arrayStart(shape.maxItems),
    _`for (let i = 0; i < x.length; i++) {`,
    _`  const y = x[i];`,
    indent(scalarCheck(shape.items, name('y'), name('i'), context.pool)),
    _`}`,
    _`if (x.length > 1) duplicateItems(r, x);`,
  ]);
}

function objectArrayFunction(shape: KeyedArrayShape | UnkeyedArrayShape, context: FieldContext): Code {
  const element = shape.kind === 'keyed-array' ? shape.items : unkeyedElementName(shape);
  const doc =
    shape.kind === 'keyed-array'
      ? `Checks an array of {@link ${element}}, identified by \`${shape.key}\`.`
      : `Checks an array of {@link ${element}}.`;
  const hashed = shape.kind === 'keyed-array' && context.hashedKey?.(shape.items) === shape.key;
  return shared(context, shape, `${element}Array`, doc, [
    ...arrayStart(shape.maxItems),
    _`const s = r.path;`,
    _`s.push(0);`,
    _`const d = s.length - 1;`,
    ...(shape.kind === 'keyed-array' && hashed
      ? hashedIdentifiers(shape.key, checkName(element))
      : [
          _`for (let i = 0; i < x.length; i++) {`,
          _`  s[d] = i;`,
          _`  ${checkName(element)}(x[i], r);`,
          _`}`,
          _`s.pop();`,
          ...(shape.kind === 'keyed-array' ? uniqueIdentifiers(shape.key) : []),
        ]),
  ]);
}

/**
 * Identifiers checked by a compiled pattern are unique when their hashes say so: the element's
 * check returns the hash its matcher computed while reading the identifier, so a large array puts
 * the hashes in a table of its own (`addIdentifier`) without reading the identifiers again; when no
 * two hashes are equal no two identifiers are, and otherwise the runtime's reporting check compares
 * the identifiers themselves. An identifier that is not a matching string is hashed by the runtime.
 * The table is the runtime's, taken for the loop and given back after it (identifier-table.ts).
 */
function hashedIdentifiers(key: string, check: Code): Code[] {
  return [
    _`const table = x.length > 16 ? identifierTable(x.length) : undefined;`,
    _`let repeat = false;`,
    _`for (let i = 0; i < x.length; i++) {`,
    _`  s[d] = i;`,
    _`  const h = ${check}(x[i], r);`,
    _`  if (table === undefined || repeat) continue;`,
    _`  const id = ${optionalProperty(_`x[i]`, key)};`,
    _`  if (typeof id === 'string' && !addIdentifier(table, typeof h === 'number' && h >= 0 ? h : hashText(id))) repeat = true;`,
    _`}`,
    _`s.pop();`,
    _`if (table !== undefined) releaseIdentifierTable();`,
    _`if (repeat) duplicateIdentifiers(r, x, ${key});`,
    _`else if (table === undefined) {`,
    indent(lines(pairwiseIdentifiers(key))),
    _`}`,
  ];
}

/**
 * Identifiers must be unique: small arrays compare pairs in place (a named property read, fast for
 * one element type); larger ones add each identifier to a `Set`, which hashes strings natively (a
 * hash of the characters in JavaScript cost more than the `Set`), and hand the array to the runtime's
 * reporting check at the first repeat.
 */
function uniqueIdentifiers(key: string): Code[] {
  const id = (item: Code) => optionalProperty(item, key);
  return [
    _`if (x.length > 16) {`,
    _`  const seen = new Set();`,
    _`  for (let i = 0; i < x.length; i++) {`,
    _`    const id = ${id(_`x[i]`)};`,
    _`    if (typeof id !== 'string') continue;`,
    _`    const size = seen.size;`,
    _`    if (seen.add(id).size === size) {`,
    _`      duplicateIdentifiers(r, x, ${key});`,
    _`      break;`,
    _`    }`,
    _`  }`,
    _`} else {`,
    indent(lines(pairwiseIdentifiers(key))),
    _`}`,
  ];
}

/** Up to 16 elements: every pair compared in place, a named property read. */
function pairwiseIdentifiers(key: string): Code[] {
  const id = (item: Code) => optionalProperty(item, key);
  return [
    _`for (let i = 1; i < x.length; i++) {`,
    _`  const id = ${id(_`x[i]`)};`,
    _`  if (typeof id !== 'string') continue;`,
    _`  for (let j = 0; j < i; j++) {`,
    _`    if (${id(_`x[j]`)} === id) {`,
    _`      duplicateIdentifier(r, ${key}, i, j, id);`,
    _`      break;`,
    _`    }`,
    _`  }`,
    _`}`,
  ];
}

/**
 * A map's members are read with `for…in` over its own keys (no key array a map; inherited keys are no
 * members, as before). One with more keys
 * than its limit is refused whole: the issues found in it are forgotten (`forgetMembers`, from where
 * the run stood, kept in numbers so nothing is allocated), as if it had been counted first; what was
 * counted of it stays counted (a lower bound still, and no shared value is read again for it).
 */
function mapFunction(shape: MapShape, context: FieldContext): Code {
  const max = shape.maxProperties;
  // a constant of the module, so that V8 answers it from the loop's cache of keys
  const hasOwn = context.pool.use('HAS_OWN', _`Object.prototype.hasOwnProperty`, 'PROPERTY');
  return shared(context, shape, shape.name ?? 'Map', `Checks a map of ${scalarWord(shape.values)} values.`, [
    _`if (typeof x !== 'object' || x === null || Array.isArray(x)) return wrongType(r, undefined, 'an object', x);`,
    KNOWN,
    ...(max === undefined
      ? []
      : [
          _`// where the run stood: a map with more keys than its limit is refused whole, its issues forgotten`,
          _`const issues = r.issues.length;`,
          _`const screened = r.screened === undefined ? 0 : r.screened.size;`,
          _`let own = 0;`,
        ]),
    _`let m = 0;`,
    _`for (const k in x) {`,
    _`  if (!${hasOwn}.call(x, k)) continue;`,
    ...(max === undefined
      ? []
      : [
          _`  if (++own > ${max}) {`,
          _`    forgetMembers(r, { issues, screened });`,
          _`    return tooMany(r, undefined, 'keys', ${max}, ownKeyCount(x), x);`,
          _`  }`,
        ]),
    _`  const reason = ${context.keyProblem(shape.keys)}(k);`,
    _`  if (reason !== undefined && !badKey(r, k, reason)) continue;`,
    _`  const y = x[k];`,
    _`  if (y === undefined) continue;`,
    _`  m++;`,
    _`  countText(r, k);`,
    _`  r.size += 2;`,
    indent(scalarCheck(shape.values, name('y'), name('k'), context.pool)),
    _`}`,
    _`r.size += m === 0 ? 2 : 1;`,
  ]);
}

/** `string`, `Quantity`, `StringOrNumberOrBoolean`: how a scalar is named in function names and docs. */
export function scalarWord(shape: ScalarShape): string {
  if (shape.title !== undefined) return shape.title;
  const types = shape.types.map((t) => t.charAt(0).toUpperCase() + t.slice(1)).join('Or');
  return shape.constraints.enum === undefined ? types : `${types}Enum`;
}

/** `overrideImage` → `override image`, the noun of a choice's message. */
export function humanise(field: string): string {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}
