/**
 * The lexical half of the JSON reader: a position in the text, and the scanning of strings,
 * numbers and white space, with the words for what is not JSON.
 * @see https://www.rfc-editor.org/rfc/rfc8259#section-7
 */

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

export class SyntaxProblem {
  constructor(
    readonly code: 'SYNTAX' | 'TOO_DEEP',
    readonly message: string,
    readonly offset: number,
  ) {}
}

/** What the text is called in messages: a file (cluster files, the CLI) or a request body (the server). */
export type TextKind = 'file' | 'body';

export class JsonScanner {
  constructor(
    protected readonly text: string,
    protected i: number,
    protected readonly kind: TextKind = 'file',
  ) {}

  protected string(): string {
    const text = this.text;
    let i = this.i + 1;
    let out = '';
    let from = i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 34) break;
      if (Number.isNaN(c)) this.fail(`a string is not closed: the ${this.kind} ends inside it`, this.i);
      if (c < 0x20) {
        const name =
          c === 10 ? 'a line break' : `the control character U+${c.toString(16).padStart(4, '0').toUpperCase()}`;
        this.fail(`${name} inside a string; JSON strings write it escaped (\\n, \\t, \\u…)`, i);
      }
      if (c === 92) {
        out += text.slice(from, i) + this.escape(i);
        i += text[i + 1] === 'u' ? 6 : 2;
        from = i;
        continue;
      }
      i++;
    }
    this.i = i + 1;
    return out + text.slice(from, i);
  }

  /** The character of the escape sequence at `i` (the backslash). */
  protected escape(i: number): string {
    const e = this.text[i + 1] ?? '';
    if (Object.hasOwn(ESCAPES, e)) return ESCAPES[e] ?? '';
    const hex = this.text.slice(i + 2, i + 6);
    if (e !== 'u' || !/^[0-9a-fA-F]{4}$/.test(hex)) this.fail(`"\\${e}" is not a JSON escape sequence`, i);
    return String.fromCharCode(Number.parseInt(hex, 16));
  }

  protected number(): number {
    NUMBER.lastIndex = this.i;
    const match = NUMBER.exec(this.text);
    if (match === null) this.fail(`expected a number, found ${this.found()}`);
    const end = this.i + (match?.[0].length ?? 0);
    const next = this.text[end];
    if (next !== undefined && /[0-9.eE+\-xXa-zA-Z]/.test(next)) {
      this.fail(`"${this.token()}" is not a JSON number`);
    }
    this.i = end;
    const literal = match?.[0] ?? '';
    const value = Number(literal);
    if (!Number.isSafeInteger(value) && Number.isInteger(value) && /^-?[0-9]+$/.test(literal)) {
      this.unsafeInteger(literal, end - literal.length);
    }
    return value;
  }

  /** An integer literal beyond ±(2^53−1) at `offset`, which the number read does not hold exactly. */
  protected unsafeInteger(_literal: string, _offset: number): void {}

  protected skipSpace(): void {
    const text = this.text;
    let i = this.i;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i++;
      else break;
    }
    this.i = i;
  }

  /** What stands at the current offset, for a message. */
  protected found(): string {
    if (this.i >= this.text.length) return `the end of the ${this.kind}`;
    const token = this.token();
    return token.startsWith('"') ? `the string ${token}` : `"${token}"`;
  }

  protected token(): string {
    const rest = this.text.slice(this.i, this.i + 24);
    const word = /^"(?:[^"\\\n]|\\.)*"?|^[^\s,:[\]{}"]+/.exec(rest)?.[0];
    return word ?? rest.charAt(0);
  }

  /** A hint for the usual ways a JSON file is not JSON. */
  protected hint(): string {
    const rest = this.text.slice(this.i, this.i + 2);
    if (rest === '//' || rest === '/*') return ' (JSON has no comments)';
    if (rest.startsWith("'")) return ' (JSON strings take double quotes)';
    if (/^[A-Za-z_$]/.test(rest)) return ' (names and strings are written in double quotes in JSON)';
    return '';
  }

  protected fail(message: string, offset = this.i, code: 'SYNTAX' | 'TOO_DEEP' = 'SYNTAX'): never {
    throw new SyntaxProblem(code, message, offset);
  }
}
