/**
 * Checks of scalar values: type, then the constraints that apply to that type.
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-6.1 (type, enum, const)
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-6.2 (numeric bounds)
 * @see https://json-schema.org/draft/2020-12/json-schema-validation#section-6.3 (strings)
 */
import type { ScalarShape, ScalarType } from '../../ir/types.ts';
import { _, and, type Code, concat, equals, indent, join, lines, name, not, or } from '../code.ts';
import { alternatives } from '../jsdoc.ts';
import type { ConstantPool } from './constants.ts';
import { RUN_SIZE, scalarCount } from './json-size.ts';
import { patternTest } from './pattern.ts';
import { compilePattern } from './regex/emit.ts';

const TYPE_TEST: Readonly<Record<ScalarType, (x: Code) => Code>> = {
  string: (x) => equals(_`typeof ${x}`, _`'string'`),
  integer: (x) => and([equals(_`typeof ${x}`, _`'number'`), _`Number.isInteger(${x})`]),
  number: (x) => and([equals(_`typeof ${x}`, _`'number'`), _`Number.isFinite(${x})`]),
  boolean: (x) => equals(_`typeof ${x}`, _`'boolean'`),
};

const TYPE_WORDS: Readonly<Record<ScalarType, string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
};

/**
 * Statements that check the scalar in `x`, the member `at` (an expression for its reference token)
 * of the value being checked, and count its bytes. With `hash`, a variable that receives the string's
 * hash from its pattern's matcher (an identifier whose hash the keyed array uses, see
 * `hashesIdentifier`); `size`, where its exact bytes are counted (see `scalarCount`).
 */
export function scalarCheck(
  shape: ScalarShape,
  x: Code,
  at: Code,
  pool: ConstantPool,
  hash?: Code,
  size: Code = RUN_SIZE,
): Code {
  const types = effectiveTypes(shape.types);
  const isType = or(types.map((t) => TYPE_TEST[t](x)));
  const expected = alternatives(types.map((t) => TYPE_WORDS[t]));
  const wrong = _`wrongType(r, ${at}, ${expected}, ${x});`;
  const anyType = valueConstraints(shape, x, at, pool);
  const byType = types.map((t) => typedConstraints(t, shape, x, at, pool, types.length > 1, hash));
  const rest = lines([scalarCount(shape, types, x, size), ...anyType, ...byType]);
  return _`if (${not(isType)}) ${wrong}\nelse {\n${indent(rest)}\n}`;
}

/** `integer` is a `number` that is whole: with both, `number` decides. */
function effectiveTypes(types: readonly ScalarType[]): ScalarType[] {
  return types.includes('number') ? types.filter((t) => t !== 'integer') : [...types];
}

function valueConstraints(shape: ScalarShape, x: Code, at: Code, pool: ConstantPool): Code[] {
  const { constraints } = shape;
  const out: Code[] = [];
  if (constraints.const !== undefined) {
    const expected = constraints.const;
    out.push(_`if (${x} !== ${expected}) notConst(r, ${at}, ${x}, ${expected});`);
  }
  if (constraints.enum !== undefined) {
    const test = join(
      constraints.enum.map((value) => _`${x} !== ${value}`),
      _` && `,
    );
    out.push(_`if (${test}) notInEnum(r, ${at}, ${x}, ${pool.json('ENUM', constraints.enum, shape.title)});`);
  }
  return out;
}

function typedConstraints(
  type: ScalarType,
  shape: ScalarShape,
  x: Code,
  at: Code,
  pool: ConstantPool,
  guarded: boolean,
  hash: Code | undefined,
): Code | undefined {
  const checks =
    type === 'string' ? stringChecks(shape, x, at, pool, hash) : type === 'boolean' ? [] : numberChecks(shape, x, at);
  if (checks.length === 0) return undefined;
  const body = lines(checks);
  return guarded ? _`if (${TYPE_TEST[type](x)}) {\n${indent(body)}\n}` : body;
}

function lengthMessage(bound: 'least' | 'most', count: number): string {
  return `must be at ${bound} ${count} character${bound === 'least' && count === 1 ? '' : 's'} long`;
}

/**
 * Whether the string's pattern is checked by a compiled matcher, which gives the string's hash with
 * its answer: a keyed array identified by such a string finds repeats from those hashes.
 */
export function hashesIdentifier(shape: ScalarShape): boolean {
  const { pattern } = shape.constraints;
  return (
    shape.types.length === 1 &&
    shape.types[0] === 'string' &&
    pattern !== undefined &&
    patternTest(pattern, _`x`) === undefined &&
    compilePattern(pattern) !== undefined
  );
}

function stringChecks(shape: ScalarShape, x: Code, at: Code, pool: ConstantPool, hash: Code | undefined): Code[] {
  const { minLength, maxLength, pattern, format } = shape.constraints;
  const out: Code[] = [];
  if (minLength !== undefined && minLength > 0) {
    // Code points are at least half the UTF-16 length: count them only when it can matter.
    out.push(
      _`if (${x}.length < ${2 * minLength} && codePoints(${x}) < ${minLength}) outOfBounds(r, ${at}, 'MIN_LENGTH', ${lengthMessage('least', minLength)});`,
    );
  }
  if (maxLength !== undefined) {
    out.push(
      _`if (${x}.length > ${maxLength} && codePoints(${x}) > ${maxLength}) outOfBounds(r, ${at}, 'MAX_LENGTH', ${lengthMessage('most', maxLength)});`,
    );
  }
  if (pattern !== undefined) {
    const regex = pool.regex(pattern, shape.title);
    const members = [
      shape.title === undefined ? undefined : _`title: ${shape.title}, `,
      shape.examples === undefined ? undefined : _`examples: ${shape.examples.slice(0, 2)}, `,
      _`pattern: ${regex}`,
    ];
    const form = pool.use('FORM', _`{ ${concat(members.filter((m) => m !== undefined))} }`, shape.title);
    const matcher = pool.matcher(pattern, shape.title);
    const literal = patternTest(pattern, x);
    const fails =
      literal !== undefined
        ? _`!(${literal})`
        : matcher === undefined
          ? _`!${regex}.test(${x})`
          : hash === undefined
            ? _`${matcher}(${x}) < 0`
            : _`(${hash} = ${matcher}(${x})) < 0`;
    out.push(_`if (${fails}) noMatch(r, ${at}, ${x}, ${form});`);
  }
  if (format === 'date-time') out.push(_`if (!isDateTime(${x})) badFormat(r, ${at}, ${x}, 'date-time');`);
  return out;
}

function numberChecks(shape: ScalarShape, x: Code, at: Code): Code[] {
  const { minimum, maximum } = shape.constraints;
  const out: Code[] = [];
  if (minimum !== undefined) {
    out.push(
      _`if (${x} < ${minimum}) outOfBounds(r, ${at}, 'MINIMUM', ${`must be at least ${minimum}; got `} + ${x});`,
    );
  }
  if (maximum !== undefined) {
    out.push(_`if (${x} > ${maximum}) outOfBounds(r, ${at}, 'MAXIMUM', ${`must be at most ${maximum}; got `} + ${x});`);
  }
  return out;
}

/**
 * The problem with a key of a map or free-form object, as a function body returning a message,
 * `FORBIDDEN` for the keys refused anywhere (checked first), or `undefined` for a good key.
 */
export function keyProblemBody(shape: ScalarShape, pool: ConstantPool): Code {
  const { minLength, maxLength, pattern, enum: allowed } = shape.constraints;
  const k = name('k');
  const out: Code[] = [_`if (k === '__proto__' || k === 'constructor' || k === 'prototype') return FORBIDDEN;`];
  if (minLength !== undefined && minLength > 0) {
    out.push(
      _`if (k.length < ${2 * minLength} && codePoints(k) < ${minLength}) return ${lengthMessage('least', minLength)};`,
    );
  }
  if (maxLength !== undefined) {
    out.push(
      _`if (k.length > ${maxLength} && codePoints(k) > ${maxLength}) return ${lengthMessage('most', maxLength)};`,
    );
  }
  if (allowed !== undefined) {
    const strings = allowed.filter((a) => typeof a === 'string');
    out.push(
      _`if (!${pool.set('KEYS', strings, shape.title)}.has(k)) return ${`must be one of ${strings.join(', ')}`};`,
    );
  }
  if (pattern !== undefined) {
    const what = shape.title === undefined ? 'a valid key' : `a valid ${shape.title}`;
    const test = patternTest(pattern, k) ?? _`${pool.regex(pattern, shape.title)}.test(k)`;
    out.push(_`if (!(${test})) return ${`is not ${what}: it must match ${pattern}`};`);
  }
  out.push(_`return undefined;`);
  return lines(out);
}
