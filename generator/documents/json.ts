/**
 * JSON text (RFC 8259) to a value with the offset of every member and element. Written as a loop
 * over an explicit stack, so no input depth can overflow the call stack; strict where JSON is
 * (no comments, no trailing commas, no single quotes) and stricter than `JSON.parse` on duplicate
 * keys, which it reports instead of letting the last one win. Errors say what was expected and what
 * was found, at the exact offset.
 * @see https://www.rfc-editor.org/rfc/rfc8259
 */

import { joinPointer } from '../pointer.ts';
import { JsonScanner, SyntaxProblem, type TextKind } from './json-scanner.ts';
import { LineIndex } from './lines.ts';
import { SourcePositions, setMember } from './positions.ts';
import {
  duplicateKeyMessage,
  MAX_DEPTH,
  type ReadIssue,
  type ReadResult,
  type SourceDocument,
  unsafeIntegerMessage,
} from './types.ts';

type JsonObject = Record<string, unknown>;

interface Frame {
  readonly container: JsonObject | unknown[];
  /** The member being read (objects only). */
  key: string;
  /** Whether a member's value or an element is being read (else what stands between them). */
  reading: boolean;
}

/** What `value` returns for a container it opened: its members follow. */
const OPENED = Symbol('opened');

/**
 * Reads a JSON text. The values are built in one pass that records no positions (that pass costs
 * about what `JSON.parse` does); the offsets of members and elements are read in a second pass,
 * only when something asks for them — an issue to place, an output to put in the file's key order.
 * `kind` names the text in messages ("found the end of the body" for a request body).
 */
export function readJson(text: string, kind: TextKind = 'file'): ReadResult {
  const lines = new LineIndex(text);
  const fast = readOnce(text, lines, false, kind);
  // A repeated key is reported with the place of the first one, which only a tracking pass knows.
  const result = fast.issues.some((i) => i.code === 'DUPLICATE_KEY') ? readOnce(text, lines, true, kind) : fast;
  let positions: SourcePositions | undefined = result.tracked;
  const document: SourceDocument = {
    offset: result.offset,
    issues: result.issues,
    ...(result.issues.length === 0 ? { value: result.value } : {}),
    get positions() {
      positions ??= readOnce(text, lines, true, kind).tracked ?? new SourcePositions(result.offset);
      return positions;
    },
  };
  return { format: 'json', documents: [document], lines };
}

interface Pass {
  readonly value?: unknown;
  readonly offset: number;
  readonly issues: ReadIssue[];
  readonly tracked?: SourcePositions;
}

function readOnce(text: string, lines: LineIndex, track: boolean, kind: TextKind): Pass {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte order mark, as editors on Windows write
  const reader = new JsonReader(text, start, lines, track, kind);
  const tracked = track ? { tracked: reader.positions } : {};
  try {
    const value = reader.read();
    reader.positions.value = value;
    return { value, offset: reader.rootOffset, issues: reader.issues, ...tracked };
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    const { code, message, offset } = error;
    const issue: ReadIssue = { code, message, offset, pointer: reader.where() };
    return { offset: start, issues: [issue], ...tracked };
  }
}

class JsonReader extends JsonScanner {
  readonly issues: ReadIssue[] = [];
  positions: SourcePositions;
  rootOffset: number;
  private readonly stack: Frame[] = [];

  constructor(
    text: string,
    start: number,
    private readonly lines: LineIndex,
    /** Whether to record the offset of every member and element. */
    private readonly track: boolean,
    kind: TextKind,
  ) {
    super(text, start, kind);
    this.skipSpace();
    this.rootOffset = this.i;
    this.positions = new SourcePositions(this.i);
  }

  /** An integer written beyond ±(2^53−1) is refused where it stands; reading goes on. */
  protected override unsafeInteger(literal: string, offset: number): void {
    this.issues.push({ code: 'UNSAFE_INTEGER', message: unsafeIntegerMessage(literal), offset, pointer: this.where() });
  }

  /** The pointer of where reading stopped: the value being read, or the object or array between two of its members. */
  where(): string {
    return this.pointer(this.stack.at(-1)?.reading === true);
  }

  read(): unknown {
    let value = this.value();
    for (;;) {
      if (value === OPENED) {
        value = this.value();
        continue;
      }
      const frame = this.stack.at(-1);
      if (frame === undefined) break;
      const next = this.afterValue(frame, value);
      value = next === 'more' ? this.value() : next.done;
    }
    this.skipSpace();
    if (this.i < this.text.length) this.fail(`${this.found()} after the end of the document`);
    return value;
  }

  /** A value starting here, or `OPENED` for a non-empty object or array, which `read` fills. */
  private value(): unknown {
    this.skipSpace();
    const c = this.text[this.i];
    if (c === '{' || c === '[') return this.open(c);
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const [word, literal] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return literal;
      }
    }
    return this.fail(`expected a value, found ${this.found()}${this.hint()}`);
  }

  /** Opens a container: an empty one is the value itself, else it waits on the stack for members. */
  private open(c: '{' | '['): unknown {
    if (this.stack.length >= MAX_DEPTH) {
      this.fail(
        `nested deeper than ${MAX_DEPTH} levels of objects and arrays; no cluster file nests that deep`,
        this.i,
        'TOO_DEEP',
      );
    }
    this.i++;
    this.skipSpace();
    if (c === '[') {
      const array: unknown[] = [];
      if (this.text[this.i] === ']') return this.close(array);
      this.stack.push({ container: array, key: '', reading: true });
      if (this.track) this.positions.addElement(array, this.i);
      return OPENED;
    }
    const object: JsonObject = {};
    if (this.text[this.i] === '}') return this.close(object);
    const frame: Frame = { container: object, key: '', reading: false };
    this.stack.push(frame);
    this.memberName(frame);
    return OPENED;
  }

  private close<T>(container: T): T {
    this.i++;
    return container;
  }

  /** Stores a finished value in the innermost container; `more` when another member follows. */
  private afterValue(frame: Frame, value: unknown): 'more' | { done: unknown } {
    const { container } = frame;
    if (Array.isArray(container)) container.push(value);
    else setMember(container, frame.key, value);
    frame.reading = false;
    this.skipSpace();
    const c = this.text[this.i];
    const closer = Array.isArray(container) ? ']' : '}';
    if (c === closer) {
      this.stack.pop();
      return { done: this.close(container) };
    }
    if (c !== ',') {
      const what = Array.isArray(container) ? 'an element' : 'a member';
      this.fail(`expected "," or "${closer}" after ${what}, found ${this.found()}`);
    }
    this.i++;
    this.skipSpace();
    if (this.text[this.i] === closer) this.fail(`a trailing comma before "${closer}" is not allowed in JSON`);
    if (!Array.isArray(container)) this.memberName(frame);
    else {
      frame.reading = true;
      if (this.track) this.positions.addElement(container, this.i);
    }
    return 'more';
  }

  /** `"name":` of the next member; a repeated name is reported and reading goes on. */
  private memberName(frame: Frame): void {
    this.skipSpace();
    const offset = this.i;
    if (this.text[offset] !== '"') {
      this.fail(`expected a member name in double quotes, found ${this.found()}${this.hint()}`);
    }
    frame.key = this.string();
    const object = frame.container as JsonObject;
    if (this.track) {
      const first = this.positions.addMember(object, frame.key, offset);
      if (first !== undefined) {
        const message = duplicateKeyMessage(frame.key, first, this.lines);
        this.issues.push({ code: 'DUPLICATE_KEY', message, offset, pointer: this.pointer(true) });
      }
    } else if (Object.hasOwn(object, frame.key)) {
      this.issues.push({ code: 'DUPLICATE_KEY', message: `duplicate key "${frame.key}"`, offset });
    }
    this.skipSpace();
    if (this.text[this.i] !== ':')
      this.fail(`expected ":" after the member name "${frame.key}", found ${this.found()}`);
    this.i++;
    frame.reading = true;
  }

  /** The pointer of the open containers, and of the member or element of the innermost when `inner`. */
  private pointer(inner: boolean): string {
    const frames = inner ? this.stack : this.stack.slice(0, -1);
    return joinPointer('', ...frames.map((f) => (Array.isArray(f.container) ? f.container.length : f.key)));
  }
}
