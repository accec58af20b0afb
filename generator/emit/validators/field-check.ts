/**
 * The check of one field's value, by field kind: the one switch over `FieldShape['kind']` of the
 * validator emitter. Scalars are checked inline; objects, free-form objects, arrays and maps by named
 * functions (arrays and maps shared by every field of the same shape). Nested values are checked with
 * their reference token pushed on the run's path stack (`s`), and each function checks "the current
 * value" at the top of that stack.
 */
import type {
  FieldShape,
  KeyedArrayShape,
  MapShape,
  ScalarArrayShape,
  ScalarShape,
  UnkeyedArrayShape,
} from '../../ir/types.ts';
import { jsdoc } from '../jsdoc.ts';
import { checkName, indent } from './code.ts';
import type { ConstantPool } from './constants.ts';
import type { SharedFunctions } from './functions.ts';
import { scalarCheck } from './scalar-check.ts';

export interface FieldContext {
  readonly pool: ConstantPool;
  readonly shared: SharedFunctions;
  /** Whether the named object type is an exactly-one choice (its check takes a noun). */
  readonly isChoice: (type: string) => boolean;
  /** The name of the key-check function for a key schema. */
  readonly keyProblem: (keys: ScalarShape) => string;
}

/**
 * Statements checking the value in `x`, the member `token` (an expression) of the value being
 * checked; `name` is the field's name (the noun of a choice's message).
 */
export function fieldCheck(shape: FieldShape, x: string, token: string, name: string, context: FieldContext): string {
  switch (shape.kind) {
    case 'scalar':
      return scalarCheck(shape, x, token, context.pool);
    case 'object': {
      const noun = context.isChoice(shape.type) ? `, ${JSON.stringify(humanise(name))}` : '';
      return nested(token, `${checkName(shape.type)}(${x}, r${noun});`);
    }
    case 'free-form':
      return nested(token, `${checkName(shape.name)}(${x}, r);`);
    case 'map':
      return nested(token, `${mapFunction(shape, context)}(${x}, r);`);
    case 'scalar-array':
      return nested(token, `${scalarArrayFunction(shape, context)}(${x}, r);`);
    case 'keyed-array':
    case 'unkeyed-array':
      return nested(token, `${objectArrayFunction(shape, context)}(${x}, r);`);
  }
}

function nested(token: string, call: string): string {
  return `s.push(${token});\n${call}\ns.pop();`;
}

export function shared(
  context: FieldContext,
  shape: object,
  base: string,
  doc: string,
  body: readonly string[],
): string {
  return context.shared.name(JSON.stringify(shape), base, (name) => {
    return `${jsdoc([doc])}function ${name}(x, r) {\n${indent(body.join('\n'))}\n}\n`;
  });
}

function arrayStart(maxItems: number | undefined): string[] {
  return [
    "if (!Array.isArray(x)) return wrongType(r, undefined, 'an array', x);",
    ...(maxItems === undefined
      ? []
      : [`if (x.length > ${maxItems}) return tooMany(r, undefined, 'items', ${maxItems}, x.length, x);`]),
  ];
}

function scalarArrayFunction(shape: ScalarArrayShape, context: FieldContext): string {
  const base = `${scalarWord(shape.items)}Array`;
  return shared(context, shape, base, `Checks an array of distinct ${scalarWord(shape.items)} values.`, [
    ...arrayStart(shape.maxItems),
    'for (let i = 0; i < x.length; i++) {',
    '  const y = x[i];',
    indent(scalarCheck(shape.items, 'y', 'i', context.pool)),
    '}',
    'if (x.length > 1) duplicateItems(r, x);',
  ]);
}

function objectArrayFunction(shape: KeyedArrayShape | UnkeyedArrayShape, context: FieldContext): string {
  const element = shape.kind === 'keyed-array' ? shape.items : shape.items.name;
  const doc =
    shape.kind === 'keyed-array'
      ? `Checks an array of {@link ${element}}, identified by \`${shape.key}\`.`
      : `Checks an array of {@link ${element}}.`;
  return shared(context, shape, `${element}Array`, doc, [
    ...arrayStart(shape.maxItems),
    'const s = r.path;',
    's.push(0);',
    'const d = s.length - 1;',
    'for (let i = 0; i < x.length; i++) {',
    '  s[d] = i;',
    `  ${checkName(element)}(x[i], r);`,
    '}',
    's.pop();',
    ...(shape.kind === 'keyed-array' ? uniqueIdentifiers(shape.key) : []),
  ]);
}

/**
 * Identifiers must be unique: small arrays compare pairs in place (a named property read, fast for
 * one element type); larger ones go to the runtime's hashing check.
 */
function uniqueIdentifiers(key: string): string[] {
  const id = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
  return [
    `if (x.length > 16) duplicateIdentifiers(r, x, ${JSON.stringify(key)});`,
    'else {',
    '  for (let i = 1; i < x.length; i++) {',
    `    const id = x[i]?.${id.startsWith('.') ? id.slice(1) : id};`,
    "    if (typeof id !== 'string') continue;",
    '    for (let j = 0; j < i; j++) {',
    `      if (x[j]?.${id.startsWith('.') ? id.slice(1) : id} === id) {`,
    `        duplicateIdentifier(r, ${JSON.stringify(key)}, i, j, id);`,
    '        break;',
    '      }',
    '    }',
    '  }',
    '}',
  ];
}

function mapFunction(shape: MapShape, context: FieldContext): string {
  const max = shape.maxProperties;
  return shared(context, shape, shape.name ?? 'Map', `Checks a map of ${scalarWord(shape.values)} values.`, [
    "if (typeof x !== 'object' || x === null || Array.isArray(x)) return wrongType(r, undefined, 'an object', x);",
    'const keys = Object.keys(x);',
    ...(max === undefined
      ? []
      : [`if (keys.length > ${max}) return tooMany(r, undefined, 'keys', ${max}, keys.length, x);`]),
    'for (let i = 0; i < keys.length; i++) {',
    '  const k = keys[i];',
    `  const reason = ${context.keyProblem(shape.keys)}(k);`,
    '  if (reason !== undefined && !badKey(r, k, reason)) continue;',
    '  const y = x[k];',
    '  if (y === undefined) continue;',
    indent(scalarCheck(shape.values, 'y', 'k', context.pool)),
    '}',
  ]);
}

/** `string`, `Quantity`, `StringOrNumberOrBoolean`: how a scalar is named in function names and docs. */
export function scalarWord(shape: ScalarShape): string {
  if (shape.title !== undefined) return shape.title;
  const types = shape.types.map((t) => t.charAt(0).toUpperCase() + t.slice(1)).join('Or');
  return shape.constraints.enum === undefined ? types : `${types}Enum`;
}

/** `overrideImage` → `override image`, the noun of a choice's message. */
export function humanise(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}
