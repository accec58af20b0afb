/**
 * The code module of the emitters (generator/emit/code.ts): code and plain strings are different
 * types, so a string from the spec is always written as a literal, whatever it holds.
 */
import { describe, expect, it } from 'vitest';
import {
  _,
  and,
  Code,
  comment,
  equals,
  isIdentifier,
  jsdoc,
  literal,
  name,
  not,
  optionalProperty,
  or,
  prefixType,
  property,
  propertyKey,
  singleQuoted,
} from '../../../generator/emit/code.ts';

/** Runs a JavaScript expression written by the module and returns its value. */
function evaluate(code: Code): unknown {
  return new Function(`return (${code});`)();
}

describe('_ templates', () => {
  it.each([
    ['a plain string', 'x', '"x"'],
    ['a string that looks like code', '"); process.exit(1); ("', '"\\"); process.exit(1); (\\""'],
    ['a line terminator JSON allows in strings', 'a\u2028b', '"a\\u2028b"'],
    ['a number', 3, '3'],
    ['a list', ['a', 1, true], '["a",1,true]'],
    ['an object', { key: 'v' }, '{"key":"v"}'],
    ['null', null, 'null'],
  ])('writes %s as its literal', (_name, value, want) => {
    expect(_`f(${value})`.toString()).toBe(`f(${want})`);
  });

  it('splices code as it is', () => {
    expect(_`${name('check')}(${_`x.y`})`.toString()).toBe('check(x.y)');
  });

  it.each([
    ['hostile text', '*/ alert(1) /*'],
    ['quotes', `'"\``],
    ['a backslash', '\\'],
  ])('reads %s back unchanged from the literal', (_name, value) => {
    expect(evaluate(_`${value}`)).toBe(value);
    expect(evaluate(singleQuoted(value))).toBe(value);
  });

  it('is the only maker of code', () => {
    expect(() => new Code(Symbol('code') as never, 'alert(1)')).toThrow(/generator\/emit\/code\.ts/);
  });
});

describe('names', () => {
  it.each([
    ['checkTaint', true],
    ['$drop', true],
    ['_x1', true],
    ['1x', false],
    ['tls-config', false],
    ['default', false],
    ['', false],
    ['a b', false],
  ])('%s is an identifier: %s', (text, want) => {
    expect(isIdentifier(text)).toBe(want);
    if (want) expect(name(text).toString()).toBe(text);
    else expect(() => name(text)).toThrow(/not a valid identifier/);
  });
});

describe('members', () => {
  const v = name('v');
  it.each([
    ['name', 'v.name', 'v?.name', 'name'],
    ['default', 'v.default', 'v?.default', 'default'],
    ['tls-config', 'v["tls-config"]', 'v?.["tls-config"]', '"tls-config"'],
    ['$drop/x', 'v["$drop/x"]', 'v?.["$drop/x"]', '"$drop/x"'],
  ])('%s', (key, read, optional, declared) => {
    expect(property(v, key).toString()).toBe(read);
    expect(optionalProperty(v, key).toString()).toBe(optional);
    expect(propertyKey(key).toString()).toBe(declared);
  });
});

describe('negation', () => {
  const x = name('x');
  it.each([
    ['a comparison turns its operator', equals(_`typeof ${x}`, _`'string'`), "typeof x !== 'string'"],
    ['a grouped test takes a bare !', and([equals(x, 1), _`f(x)`]), '!(x === 1 && f(x))'],
    ['alternatives take parentheses', or([equals(x, 1), equals(x, 2)]), '!(x === 1 || x === 2)'],
    ['a name takes a bare !', name('ok'), '!ok'],
    ['a literal takes a bare !', literal(true), '!true'],
  ])('%s', (_name, test, want) => {
    expect(not(test).toString()).toBe(want);
  });

  it('negating twice gives the test back', () => {
    const test = equals(x, 'a');
    expect(not(not(test)).toString()).toBe(test.toString());
  });
});

describe('comments', () => {
  it.each([
    [['one line'], '', '/** one line */\n'],
    [['a', '', 'b'], '', '/**\n * a\n *\n * b\n */\n'],
    [['ends */ early'], '', '/** ends *\\/ early */\n'],
    [['indented'], '  ', '  /** indented */\n'],
    [[''], '', ''],
  ])('jsdoc %j', (text, indentation, want) => {
    expect(jsdoc(text, indentation.length).toString()).toBe(want);
  });

  it('a block comment cannot be closed by its text', () => {
    expect(comment('a */ b\nc').toString()).toBe('/* a *\\/ b c */');
  });

  it('a template literal type escapes what would end or interpolate it', () => {
    const open = '$' + '{';
    expect(prefixType('$replace/').toString()).toBe(`\`$replace/${open}string}\``);
    expect(prefixType(`a\`${open}b}`).toString()).toBe(`\`a\\\`\\${open}b}${open}string}\``);
  });
});
