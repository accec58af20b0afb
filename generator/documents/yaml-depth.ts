/**
 * How deeply a YAML text nests, estimated without parsing it. The YAML library composes documents
 * recursively and lexes deep flow collections in quadratic time (ten thousand `[` exhaust the
 * process), so text nesting deeper than `MAX_DEPTH` is refused before it gets there.
 *
 * The estimate errs high, never low: flow brackets outside quoted scalars and comments, plus the
 * block levels that indentation and compact `- ` entries open. Block scalar bodies (`|`, `>`) are
 * skipped. A document it flags nests far beyond anything the validators accept.
 */

interface Scan {
  flow: number;
  readonly indents: number[];
  quote: '"' | "'" | undefined;
}

/** The offset where nesting passes `max`, or -1 (at once when `isSurelyShallow` says so). */
export function findDeepNesting(text: string, max: number): number {
  return isSurelyShallow(text, max) ? -1 : estimateNesting(text, max);
}

/** The offset where the estimate passes `max`, or -1. */
export function estimateNesting(text: string, max: number): number {
  if (text.length <= max) return -1; // every level takes a character at least
  const scan: Scan = { flow: 0, indents: [], quote: undefined };
  let blockScalarIndent = -1;
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const indent = line.length - line.trimStart().length;
    const blank = line.trim() === '' || line.trimStart().startsWith('#');
    if (blockScalarIndent >= 0) {
      if (blank || indent > blockScalarIndent) continue;
      blockScalarIndent = -1;
    }
    if (scan.quote === undefined && scan.flow === 0 && !blank && openBlock(scan, line, indent) > max)
      return start + indent;
    const deep = scanFlow(scan, line, max - scan.indents.length);
    if (deep >= 0) return start + deep;
    if (scan.quote === undefined && scan.flow === 0 && /(?:^|[\s:?-])[|>][-+0-9]*\s*(?:#.*)?$/.test(line)) {
      blockScalarIndent = indent;
    }
  }
  return -1;
}

/**
 * Whether the estimate surely stays within `max`, by a bound that one pass over the text finds: the
 * block levels of a line are at most the length of its run of white space, `-` and `?` plus one (the
 * levels open stand at increasing columns of earlier lines), and the flow levels at most the
 * number of `[` and `{` in the whole text.
 */
export function isSurelyShallow(text: string, max: number): boolean {
  let brackets = 0;
  let prefix = 0;
  let longest = 0;
  let atLineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      atLineStart = true;
      prefix = 0;
      continue;
    }
    // What `trimStart` takes as indentation counts too: tabs, carriage returns, other spaces.
    if (atLineStart && (c <= 32 || c === 45 || c === 63 || (c >= 128 && /\s/.test(text.charAt(i))))) {
      if (++prefix > longest) longest = prefix;
      continue;
    }
    atLineStart = false;
    if (c === 91 || c === 123) brackets++;
  }
  return longest + 1 + brackets <= max;
}

/** The block depth after this line's indentation and compact `- ` entries. */
function openBlock(scan: Scan, line: string, indent: number): number {
  const { indents } = scan;
  while (indents.length > 0 && (indents.at(-1) ?? 0) >= indent) indents.pop();
  indents.push(indent);
  let at = indent;
  while (line.startsWith('- ', at) || line.startsWith('? ', at)) {
    at += 2;
    while (line[at] === ' ') at++;
    indents.push(at);
  }
  return indents.length;
}

/** Follows flow brackets, quotes and comments along one line; the column where `max` is passed, or -1. */
function scanFlow(scan: Scan, line: string, max: number): number {
  let previous = ' ';
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? '';
    if (scan.quote !== undefined) {
      if (c === '\\' && scan.quote === '"') i++;
      else if (c === scan.quote) {
        if (scan.quote === "'" && line[i + 1] === "'") i++;
        else scan.quote = undefined;
      }
      continue;
    }
    if (c === '#' && /\s/.test(previous)) break;
    if ((c === '"' || c === "'") && /[\s[{,:?-]/.test(previous)) scan.quote = c;
    else if (c === '[' || c === '{') {
      scan.flow++;
      if (scan.flow > max) return i;
    } else if ((c === ']' || c === '}') && scan.flow > 0) scan.flow--;
    if (c !== ' ' && c !== '\t') previous = c;
    else previous = ' ';
  }
  return -1;
}
