/**
 * Offsets to `line:column`, both from 1; columns count UTF-16 code units, as editors and the
 * Language Server Protocol do. A byte order mark is no column: editors drop it.
 */

export interface Position {
  readonly line: number;
  readonly column: number;
}

export class LineIndex {
  private starts: number[] | undefined;

  constructor(private readonly text: string) {}

  positionAt(offset: number): Position {
    this.starts ??= lineStarts(this.text);
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: Math.max(1, offset - (starts[low] ?? 0) + 1) };
  }
}

/** Where each line starts: after `\n`, after a `\r` not followed by `\n`; the first after a byte order mark. */
function lineStarts(text: string): number[] {
  const starts = [text.charCodeAt(0) === 0xfeff ? 1 : 0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

const LONE_CR = /\r(?!\n)/g;

/**
 * A YAML text with each carriage return that no line feed follows made a line feed: YAML 1.2 (§5.4)
 * takes a lone CR for a line break (classic Mac OS wrote them), which the readers under it do not.
 * One character for one, so every offset still points into the text as written, and `LineIndex`
 * counts the same lines in both.
 * @see https://yaml.org/spec/1.2.2/#54-line-break-characters
 */
export function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(LONE_CR, '\n') : text;
}
