/**
 * Module-level constants of the emitted validators (regular expressions, field sets, enum lists,
 * messages' details), each declared once and named in order of first use, so output is stable.
 */

import { compilePattern } from './regex/emit.ts';

export class ConstantPool {
  private readonly byText = new Map<string, string>();
  private readonly lines: string[] = [];

  /** The name of a constant whose initialiser is `text`, declared on first use. */
  use(prefix: string, text: string): string {
    const key = `${prefix}\u0000${text}`;
    const known = this.byText.get(key);
    if (known !== undefined) return known;
    const name = `${prefix}_${this.byText.size}`;
    this.byText.set(key, name);
    this.lines.push(`const ${name} = ${text};\n`);
    return name;
  }

  /** A regular expression as JSON Schema reads `pattern` (ECMA-262, Unicode mode). */
  regex(pattern: string): string {
    return this.use('PATTERN', `new RegExp(${JSON.stringify(pattern)}, 'u')`);
  }

  /** A function matching strings as `pattern` does, compiled to an automaton when it can be. */
  matcher(pattern: string): string | undefined {
    const code = compilePattern(pattern);
    if (code === undefined) return undefined;
    const name = this.use('MATCH', code);
    return name;
  }

  /** A set of strings, for membership tests on the slow path. */
  set(prefix: string, values: readonly string[]): string {
    return this.use(prefix, `new Set(${JSON.stringify(values)})`);
  }

  /** A JSON value. */
  json(prefix: string, value: unknown): string {
    return this.use(prefix, JSON.stringify(value));
  }

  declarations(): string {
    return this.lines.join('');
  }
}
