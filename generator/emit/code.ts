/**
 * Safe code emission: JavaScript and TypeScript source as a type of its own. A `Code` is made only
 * by this module — from constant text in a `_` template, from a checked identifier, or from a value
 * turned into its literal — so a string from the spec (a field name, a description, a pattern)
 * cannot become code by accident: put into a `_` template it is written as a JSON literal.
 * The idea is Ajv's `_` and `str` (lib/compile/codegen/code.ts); the code here is the project's.
 * @see https://tc39.es/ecma262/#sec-names-and-keywords (identifiers)
 */

const SEAL = Symbol('code');

/** A piece of source code. */
export class Code {
  readonly #text: string;
  /** The code of the opposite test, when known (`a !== b` for `a === b`). */
  readonly #inverse: string | undefined;
  /** Whether `!` can be put in front without parentheses. */
  readonly #atomic: boolean;

  constructor(seal: typeof SEAL, text: string, atomic = false, inverse?: string) {
    if (seal !== SEAL) throw new Error('Code is made by generator/emit/code.ts only');
    this.#text = text;
    this.#atomic = atomic;
    this.#inverse = inverse;
  }

  toString(): string {
    return this.#text;
  }

  /** @internal */
  static negate(code: Code): Code {
    if (code.#inverse !== undefined) return make(code.#inverse, false, code.#text);
    return make(code.#atomic ? `!${code.#text}` : `!(${code.#text})`, true);
  }

  /** @internal */
  static isAtomic(code: Code): boolean {
    return code.#atomic;
  }
}

function make(text: string, atomic = false, inverse?: string): Code {
  return new Code(SEAL, text, atomic, inverse);
}

/** JSON values: what `_` writes as a literal. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** What a `_` template takes: code as it is, any JSON value as its literal. */
export type CodeArg = Code | JsonValue;

/** Code from a template: the constant parts are code; every interpolated value that is not `Code` is a literal. */
export function _(strings: TemplateStringsArray, ...args: readonly CodeArg[]): Code {
  let text = strings[0] ?? '';
  for (let i = 0; i < args.length; i++) text += textOf(args[i] as CodeArg) + (strings[i + 1] ?? '');
  return make(text);
}

function textOf(arg: CodeArg): string {
  return arg instanceof Code ? arg.toString() : literalText(arg);
}

/** The literal of a JSON value; `indent` spaces pretty-print objects and arrays. */
export function literal(value: JsonValue, indent?: number): Code {
  return make(literalText(value, indent), true);
}

function literalText(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent);
  if (text === undefined) throw new Error(`${String(value)} has no literal`);
  // JSON allows these two line terminators in strings; older JavaScript did not.
  return text.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A string literal in single quotes (module specifiers, as the hand-written sources write them). */
export function singleQuoted(text: string): Code {
  const inner = literalText(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return make(`'${inner}'`, true);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const RESERVED: ReadonlySet<string> = new Set([
  ...['break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else'],
  ...['enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof'],
  ...['let', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var'],
  ...['void', 'while', 'with', 'yield', 'await', 'implements', 'interface', 'package', 'private'],
  ...['protected', 'public', 'static', 'arguments', 'eval', 'undefined'],
]);

/** Whether `text` can name a variable, a function or a type. */
export function isIdentifier(text: string): boolean {
  return IDENTIFIER.test(text) && !RESERVED.has(text);
}

/** A variable, function or type name; anything else is an error of the generator, not of the spec. */
export function name(text: string): Code {
  if (!isIdentifier(text)) throw new Error(`${JSON.stringify(text)} is not a valid identifier`);
  return make(text, true);
}

/** `text` with every character an identifier cannot hold replaced by `_` (a part of a name). */
export function identifierPart(text: string): string {
  return text.replace(/[^\w$]/g, '_');
}

/** `o.key`, or `o["a-key"]` when the key is not a property name. */
export function property(object: Code, key: string): Code {
  return make(IDENTIFIER.test(key) ? `${object}.${key}` : `${object}[${literalText(key)}]`, true);
}

/** `o?.key`, or `o?.["a-key"]`. */
export function optionalProperty(object: Code, key: string): Code {
  return make(IDENTIFIER.test(key) ? `${object}?.${key}` : `${object}?.[${literalText(key)}]`, true);
}

/** A member name as an object literal or a type literal writes it: `key` or `"a-key"`. */
export function propertyKey(key: string): Code {
  return make(IDENTIFIER.test(key) ? key : literalText(key), true);
}

/** `a === b`, whose negation is `a !== b`. */
export function equals(a: CodeArg, b: CodeArg): Code {
  const left = textOf(a);
  const right = textOf(b);
  return make(`${left} === ${right}`, false, `${left} !== ${right}`);
}

/** The opposite test: `a !== b` for `a === b`, `!f(x)` for a call, `!(a || b)` otherwise. */
export function not(test: Code): Code {
  return Code.negate(test);
}

/** `(a && b)`: one operand, parenthesized. */
export function and(tests: readonly Code[]): Code {
  if (tests.length === 1) return tests[0] as Code;
  return make(`(${tests.join(' && ')})`, true);
}

/** `a || b`. */
export function or(tests: readonly Code[]): Code {
  if (tests.length === 1) return tests[0] as Code;
  return make(tests.join(' || '));
}

/** `code` in parentheses unless it is a single operand already. */
export function group(code: Code): Code {
  return Code.isAtomic(code) ? code : make(`(${code})`, true);
}

/** Code pieces joined by a code separator (`_\`, \``). */
export function join(parts: readonly Code[], separator: Code): Code {
  return make(parts.join(separator.toString()));
}

/** Code pieces one after the other. */
export function concat(parts: readonly Code[]): Code {
  return make(parts.join(''));
}

/** Code pieces one per line; empty pieces are left out. */
export function lines(parts: readonly (Code | undefined)[]): Code {
  return make(
    parts
      .filter((p): p is Code => p !== undefined && p.toString() !== '')
      .map(String)
      .join('\n'),
  );
}

/** Every non-empty line of `code` indented by `depth` steps of two spaces. */
export function indent(code: Code, depth = 1): Code {
  const pad = '  '.repeat(depth);
  return make(
    code
      .toString()
      .split('\n')
      .map((line) => (line === '' ? line : pad + line))
      .join('\n'),
  );
}

/** `count` spaces, to indent a line. */
export function spaces(count: number): Code {
  return make(' '.repeat(count));
}

/** A JSDoc block indented by `depth` spaces from lines of text (a `*\/` in the text cannot end it), or nothing. */
export function jsdoc(text: readonly string[], depth = 0): Code {
  const indentation = ' '.repeat(depth);
  const body = text.flatMap((line) => line.split('\n')).map((line) => line.replace(/\*\//g, '*\\/'));
  while (body.length > 0 && body.at(-1) === '') body.pop();
  if (body.length === 0) return make('');
  if (body.length === 1) return make(`${indentation}/** ${body[0]} */\n`);
  const inner = body.map((line) => `${indentation} *${line === '' ? '' : ` ${line}`}`).join('\n');
  return make(`${indentation}/**\n${inner}\n${indentation} */\n`);
}

/** A line comment holding `text` (one line). */
export function lineComment(text: string): Code {
  return make(`// ${text.replace(/\s*\n\s*/g, ' ')}`);
}

/** A block comment on one line holding `text`. */
export function comment(text: string): Code {
  return make(`/* ${text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */`);
}

/** A TypeScript template literal type: `prefix` then any string (`\`$replace/${string}\``). */
export function prefixType(prefix: string): Code {
  const escaped = prefix.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
  return make(`\`${escaped}\${string}\``, true);
}
