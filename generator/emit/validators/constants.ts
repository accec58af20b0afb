/**
 * Module-level constants of the emitted validators (regular expressions and matchers, field sets,
 * enum lists, patch levels), each declared once, in order of first use, and named after what it is
 * for (`FIELDS_OF_Taint`, `PATTERN_Quantity`); a constant with nothing to name it after, or a second
 * one wanting a taken name, gets a number. Same input, same names.
 */
import { compilePattern } from './regex/emit.ts';

export class ConstantPool {
  private readonly byText = new Map<string, string>();
  private readonly taken = new Set<string>();
  private readonly lines: string[] = [];

  /** The name of a constant whose initialiser is `text`, declared on first use. */
  use(prefix: string, text: string, hint?: string): string {
    const key = `${prefix}\u0000${text}`;
    const known = this.byText.get(key);
    if (known !== undefined) return known;
    const base = hint === undefined ? prefix : `${prefix}_${hint.replace(/[^\w$]/g, '_')}`;
    let name = hint === undefined ? `${base}_1` : base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}_${n}`;
    this.taken.add(name);
    this.byText.set(key, name);
    this.lines.push(`const ${name} = ${text};\n`);
    return name;
  }

  /** A regular expression as JSON Schema reads `pattern` (ECMA-262, Unicode mode). */
  regex(pattern: string, hint?: string): string {
    return this.use('PATTERN', `new RegExp(${JSON.stringify(pattern)}, 'u')`, hint);
  }

  /** A function matching strings as `pattern` does, compiled to an automaton when it can be. */
  matcher(pattern: string, hint?: string): string | undefined {
    const code = compilePattern(pattern);
    return code === undefined ? undefined : this.use('MATCH', code, hint);
  }

  /** A set of strings, for membership tests on the slow path. */
  set(prefix: string, values: readonly string[], hint?: string): string {
    return this.use(prefix, `new Set(${JSON.stringify(values)})`, hint);
  }

  /** A JSON value. */
  json(prefix: string, value: unknown, hint?: string): string {
    return this.use(prefix, JSON.stringify(value), hint);
  }

  declarations(): string {
    return this.lines.join('');
  }
}
