/**
 * Checks of scalar values: type, then the constraints that apply to that type.
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-6.1 (type, enum, const)
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-6.2 (numeric bounds)
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-6.3 (strings)
 */
import type { ScalarShape, ScalarType } from '../../ir/types.ts';
import type { ConstantPool } from './constants.ts';
import { patternTest } from './pattern.ts';

const TYPE_TEST: Readonly<Record<ScalarType, (x: string) => string>> = {
  string: (x) => `typeof ${x} === 'string'`,
  integer: (x) => `(typeof ${x} === 'number' && Number.isInteger(${x}))`,
  number: (x) => `(typeof ${x} === 'number' && Number.isFinite(${x}))`,
  boolean: (x) => `typeof ${x} === 'boolean'`,
};

const TYPE_WORDS: Readonly<Record<ScalarType, string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
};

/**
 * Statements that check the scalar in `x`, the member `at` (an expression for its reference token)
 * of the value being checked.
 */
export function scalarCheck(shape: ScalarShape, x: string, at: string, pool: ConstantPool): string {
  const types = effectiveTypes(shape.types);
  const isType = types.map((t) => TYPE_TEST[t](x)).join(' || ');
  const expected = words(types.map((t) => TYPE_WORDS[t]));
  const wrong = `wrongType(r, ${at}, ${JSON.stringify(expected)}, ${x});`;
  const anyType = valueConstraints(shape, x, at, pool);
  const byType = types.map((t) => typedConstraints(t, shape, x, at, pool, types.length > 1));
  const rest = [...anyType, ...byType.filter((s) => s !== '')].join('\n');
  const negated = types.length > 1 ? `!(${isType})` : isType.startsWith('(') ? `!${isType}` : negate(isType);
  return rest === '' ? `if (${negated}) ${wrong}` : `if (${negated}) ${wrong}\nelse {\n${indentLines(rest)}\n}`;
}

/** `integer` is a `number` that is whole: with both, `number` decides. */
function effectiveTypes(types: readonly ScalarType[]): ScalarType[] {
  return types.includes('number') ? types.filter((t) => t !== 'integer') : [...types];
}

function negate(test: string): string {
  return test.replace(' === ', ' !== ');
}

function words(list: readonly string[]): string {
  return list.length === 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;
}

function valueConstraints(shape: ScalarShape, x: string, at: string, pool: ConstantPool): string[] {
  const { constraints } = shape;
  const out: string[] = [];
  if (constraints.const !== undefined) {
    const expected = JSON.stringify(constraints.const);
    out.push(`if (${x} !== ${expected}) notConst(r, ${at}, ${x}, ${expected});`);
  }
  if (constraints.enum !== undefined) {
    const test = constraints.enum.map((value) => `${x} !== ${JSON.stringify(value)}`).join(' && ');
    out.push(`if (${test}) notInEnum(r, ${at}, ${x}, ${pool.json('ENUM', constraints.enum)});`);
  }
  return out;
}

function typedConstraints(
  type: ScalarType,
  shape: ScalarShape,
  x: string,
  at: string,
  pool: ConstantPool,
  guarded: boolean,
): string {
  const checks =
    type === 'string' ? stringChecks(shape, x, at, pool) : type === 'boolean' ? [] : numberChecks(shape, x, at);
  if (checks.length === 0) return '';
  const body = checks.join('\n');
  return guarded ? `if (${TYPE_TEST[type](x)}) {\n${indentLines(body)}\n}` : body;
}

function stringChecks(shape: ScalarShape, x: string, at: string, pool: ConstantPool): string[] {
  const { minLength, maxLength, pattern, format } = shape.constraints;
  const out: string[] = [];
  if (minLength !== undefined && minLength > 0) {
    // Code points are at least half the UTF-16 length: count them only when it can matter.
    out.push(
      `if (${x}.length < ${2 * minLength} && codePoints(${x}) < ${minLength}) outOfBounds(r, ${at}, 'MIN_LENGTH', ${JSON.stringify(`must be at least ${minLength} character${minLength === 1 ? '' : 's'} long`)});`,
    );
  }
  if (maxLength !== undefined) {
    out.push(
      `if (${x}.length > ${maxLength} && codePoints(${x}) > ${maxLength}) outOfBounds(r, ${at}, 'MAX_LENGTH', ${JSON.stringify(`must be at most ${maxLength} characters long`)});`,
    );
  }
  if (pattern !== undefined) {
    const regex = pool.regex(pattern);
    const form = pool.use(
      'FORM',
      `{ ${[
        shape.title === undefined ? '' : `title: ${JSON.stringify(shape.title)}, `,
        shape.examples === undefined ? '' : `examples: ${JSON.stringify(shape.examples.slice(0, 2))}, `,
        `pattern: ${regex}`,
      ].join('')} }`,
    );
    const matcher = pool.matcher(pattern);
    const test = patternTest(pattern, x) ?? (matcher === undefined ? `${regex}.test(${x})` : `${matcher}(${x})`);
    out.push(`if (!(${test})) noMatch(r, ${at}, ${x}, ${form});`);
  }
  if (format === 'date-time') out.push(`if (!isDateTime(${x})) badFormat(r, ${at}, ${x}, 'date-time');`);
  return out;
}

function numberChecks(shape: ScalarShape, x: string, at: string): string[] {
  const { minimum, maximum } = shape.constraints;
  const out: string[] = [];
  if (minimum !== undefined) {
    out.push(
      `if (${x} < ${minimum}) outOfBounds(r, ${at}, 'MINIMUM', ${JSON.stringify(`must be at least ${minimum}; got `)} + ${x});`,
    );
  }
  if (maximum !== undefined) {
    out.push(
      `if (${x} > ${maximum}) outOfBounds(r, ${at}, 'MAXIMUM', ${JSON.stringify(`must be at most ${maximum}; got `)} + ${x});`,
    );
  }
  return out;
}

/**
 * The problem with a key of a map or free-form object, as a function body returning a message,
 * `FORBIDDEN` for the keys refused anywhere (checked first), or `undefined` for a good key.
 */
export function keyProblemBody(shape: ScalarShape, pool: ConstantPool): string {
  const { minLength, maxLength, pattern, enum: allowed } = shape.constraints;
  const lines: string[] = ["if (k === '__proto__' || k === 'constructor' || k === 'prototype') return FORBIDDEN;"];
  if (minLength !== undefined && minLength > 0) {
    lines.push(
      `if (k.length < ${2 * minLength} && codePoints(k) < ${minLength}) return ${JSON.stringify(`must be at least ${minLength} character${minLength === 1 ? '' : 's'} long`)};`,
    );
  }
  if (maxLength !== undefined) {
    lines.push(
      `if (k.length > ${maxLength} && codePoints(k) > ${maxLength}) return ${JSON.stringify(`must be at most ${maxLength} characters long`)};`,
    );
  }
  if (allowed !== undefined) {
    const strings = allowed.filter((a) => typeof a === 'string');
    lines.push(
      `if (!${pool.set('KEYS', strings)}.has(k)) return ${JSON.stringify(`must be one of ${strings.join(', ')}`)};`,
    );
  }
  if (pattern !== undefined) {
    const what = shape.title === undefined ? 'a valid key' : `a valid ${shape.title}`;
    lines.push(
      `if (!(${patternTest(pattern, 'k') ?? `${pool.regex(pattern)}.test(k)`})) return ${JSON.stringify(`is not ${what}: it must match ${pattern}`)};`,
    );
  }
  lines.push('return undefined;');
  return lines.join('\n');
}

function indentLines(code: string): string {
  return code
    .split('\n')
    .map((line) => (line === '' ? line : `  ${line}`))
    .join('\n');
}
