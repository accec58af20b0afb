/**
 * The check of one field's value, by field kind: the one switch over `FieldShape['kind']` of the
 * validator emitter. Object types and free-form objects are named functions; everything else is
 * written inline, so the common path makes no calls it does not need. Nested values are checked
 * with their reference token pushed on the run's path stack (`s`).
 */
import type { FieldShape, MapShape, ScalarShape } from '../../ir/types.ts';
import { checkName } from './code.ts';
import type { ConstantPool } from './constants.ts';
import { scalarCheck } from './scalar-check.ts';

export interface FieldContext {
  readonly pool: ConstantPool;
  /** Whether the named object type is an exactly-one choice (its check takes a noun). */
  readonly isChoice: (type: string) => boolean;
  /** The name of the key-check function for a key schema. */
  readonly keyProblem: (keys: ScalarShape) => string;
}

/**
 * Statements checking the value in `x`, the member `token` (a string literal) of the object being
 * checked; `name` is the field's name (the noun of a choice's message).
 */
export function fieldCheck(shape: FieldShape, x: string, token: string, name: string, context: FieldContext): string {
  switch (shape.kind) {
    case 'scalar':
      return scalarCheck(shape, x, token, context.pool);
    case 'object': {
      const noun = context.isChoice(shape.type) ? `, ${JSON.stringify(humanise(name))}` : '';
      return nested(token, [`${checkName(shape.type)}(${x}, r${noun});`]);
    }
    case 'free-form':
      return nested(token, [`${checkName(shape.name)}(${x}, r);`]);
    case 'map':
      return mapCheck(shape, x, token, context);
    case 'scalar-array':
      return arrayCheck(x, token, shape.maxItems, [
        `s.push(${token});`,
        'const m = r.issues.length;',
        `for (let i = 0; i < ${x}.length; i++) {`,
        `  const y = ${x}[i];`,
        ...lines(scalarCheck(shape.items, 'y', 'i', context.pool), '  '),
        '}',
        `if (${x}.length > 1 && r.issues.length === m) duplicateItems(r, ${x});`,
        's.pop();',
      ]);
    case 'keyed-array':
      return arrayCheck(x, token, shape.maxItems, [
        ...elements(x, token, `${checkName(shape.items)}(${x}[i], r);`),
        `if (${x}.length > 1) duplicateIdentifiers(r, ${x}, ${JSON.stringify(shape.key)});`,
        's.pop();',
      ]);
    case 'unkeyed-array':
      return arrayCheck(x, token, shape.maxItems, [
        ...elements(x, token, `${checkName(shape.items.name)}(${x}[i], r);`),
        's.pop();',
      ]);
  }
}

function nested(token: string, body: readonly string[]): string {
  return [`s.push(${token});`, ...body, 's.pop();'].join('\n');
}

/** Pushes the array's token and a slot for the index (the array's own token stays pushed). */
function elements(x: string, token: string, check: string): string[] {
  return [
    `s.push(${token}, 0);`,
    'const d = s.length - 1;',
    `for (let i = 0; i < ${x}.length; i++) {`,
    '  s[d] = i;',
    `  ${check}`,
    '}',
    's.pop();',
  ];
}

function arrayCheck(x: string, token: string, maxItems: number | undefined, body: readonly string[]): string {
  const limit =
    maxItems === undefined
      ? ''
      : `else if (${x}.length > ${maxItems}) tooMany(r, ${token}, 'items', ${maxItems}, ${x}.length, ${x});\n`;
  return [
    `if (!Array.isArray(${x})) wrongType(r, ${token}, 'an array', ${x});\n`,
    limit,
    'else {\n',
    ...body.map((line) => `  ${line}\n`),
    '}',
  ].join('');
}

function mapCheck(shape: MapShape, x: string, token: string, context: FieldContext): string {
  const max = shape.maxProperties;
  const members = [
    `s.push(${token});`,
    'for (const k of keys) {',
    `  const reason = ${context.keyProblem(shape.keys)}(k);`,
    '  if (reason !== undefined && !badKey(r, k, reason)) continue;',
    `  const y = ${x}[k];`,
    ...lines(scalarCheck(shape.values, 'y', 'k', context.pool), '  '),
    '}',
    's.pop();',
  ];
  const body =
    max === undefined
      ? members
      : [
          `if (keys.length > ${max}) tooMany(r, ${token}, 'keys', ${max}, keys.length, ${x});`,
          'else {',
          ...members.map((line) => `  ${line}`),
          '}',
        ];
  return [
    `if (typeof ${x} !== 'object' || ${x} === null || Array.isArray(${x})) wrongType(r, ${token}, 'an object', ${x});\n`,
    'else {\n',
    `  const keys = Object.keys(${x});\n`,
    ...body.map((line) => `  ${line}\n`),
    '}',
  ].join('');
}

function lines(code: string, pad: string): string[] {
  return code.split('\n').map((line) => (line === '' ? line : pad + line));
}

/** `overrideImage` → `override image`, the noun of a choice's message. */
export function humanise(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}
