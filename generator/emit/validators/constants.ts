/**
 * Module-level constants of the emitted validators (regular expressions, field sets, enum lists,
 * patch levels), each declared once, in order of first use, and named after what it is for
 * (`FIELDS_OF_Taint`, `PATTERN_Quantity`); a constant with nothing to name it after, or a second
 * one wanting a taken name, gets a number. Same input, same names. Compiled pattern matchers are
 * imported from the package's one module of matchers instead (`regex/matchers.ts`).
 */
import { _, type Code, concat, identifierPart, type JsonValue, name } from '../code.ts';
import { bindMatchers, importMatchers, type SharedMatchers } from './regex/matchers.ts';

export class ConstantPool {
  private readonly byText = new Map<string, Code>();
  private readonly taken = new Set<string>();
  private readonly lines: Code[] = [];
  /** The matchers this module imports, by name. */
  private readonly imported = new Map<string, Code>();

  constructor(private readonly matchers: SharedMatchers) {}

  /** The name of a constant whose initialiser is `value`, declared on first use. */
  use(prefix: string, value: Code, hint?: string): Code {
    const key = `${prefix}\u0000${value}`;
    const known = this.byText.get(key);
    if (known !== undefined) return known;
    const base = hint === undefined ? prefix : `${prefix}_${identifierPart(hint)}`;
    let text = hint === undefined ? `${base}_1` : base;
    for (let n = 2; this.taken.has(text); n++) text = `${base}_${n}`;
    this.taken.add(text);
    const constant = name(text);
    this.byText.set(key, constant);
    this.lines.push(_`const ${constant} = ${value};\n`);
    return constant;
  }

  /** A regular expression as JSON Schema reads `pattern` (ECMA-262, Unicode mode). */
  regex(pattern: string, hint?: string): Code {
    return this.use('PATTERN', _`new RegExp(${pattern}, 'u')`, hint);
  }

  /** A function matching strings as `pattern` does, compiled to an automaton when it can be (imported). */
  matcher(pattern: string, hint?: string): Code | undefined {
    const matcher = this.matchers.name(pattern, hint);
    if (matcher !== undefined) this.imported.set(String(matcher), matcher);
    return matcher;
  }

  /** A set of strings, for membership tests on the slow path. */
  set(prefix: string, values: readonly string[], hint?: string): Code {
    return this.use(prefix, _`new Set(${values})`, hint);
  }

  /** A JSON value. */
  json(prefix: string, value: JsonValue, hint?: string): Code {
    return this.use(prefix, _`${value}`, hint);
  }

  /** The import of the matchers used (nothing when none is). */
  imports(): Code {
    return importMatchers([...this.imported.values()]) ?? _``;
  }

  /** The matchers used, bound to constants, then the constants in order of first use. */
  declarations(): Code {
    return concat([bindMatchers([...this.imported.values()]), ...this.lines]);
  }
}
