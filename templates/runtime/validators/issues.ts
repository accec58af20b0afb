/**
 * How a run records what it finds: an issue at the current value or at one of its members, its JSON
 * Pointer made from the run's stack of reference tokens only when it is reported (a valid body
 * builds no strings), and messages that cost work to write made only when read. Helpers take the
 * `token` of the member at fault below the current value (`undefined` for the current value itself).
 */
import { PATCH_ALONE_CODES } from '../patch/vocabulary.js';
import type { Run, Token, ValidationIssue } from './core.js';
import { releaseTablesAbove } from './identifier-table.js';
import { shorten } from './words.js';

/** Patch error codes a patch validator reports, in precedence order (patch-semantics.md). @internal */
export const PATCH_CODES: readonly string[] = PATCH_ALONE_CODES;

/**
 * A getter or proxy threw while the value was read: reported where it happened, never rethrown. The
 * identifier tables of the arrays it left are given back. @internal
 */
export function unreadable(run: Run, error: unknown): void {
  releaseTablesAbove(run.tables);
  const reason = error instanceof Error ? shorten(error.message, 200) : 'reading it threw';
  push(run, undefined, 'UNREADABLE', `the value could not be read as JSON: ${reason}`);
}

/**
 * How many issues of a run may get a message with a did-you-mean hint, searched for when the message
 * is first read; the run's later issues of the same kinds get the plain message (no hint), written at
 * once. 100 is as many as the reference server lists (docs/decisions.md). @internal
 */
export const HINTED_ISSUES = 100;

/**
 * Records an issue whose message may carry a did-you-mean hint, written by `write(a, b, hint)`: for
 * the run's first `HINTED_ISSUES` such issues lazily with the hint (`pushLazy`), after them at once
 * without it. A body of 60,000 unknown members then costs each past the first 100 one small issue,
 * no closure and no search however its messages are read (the arguments are passed, not captured).
 * @internal
 */
export function pushHinted<A, B>(
  run: Run,
  token: Token | undefined,
  code: string,
  write: (a: A, b: B, hint: boolean) => string,
  a: A,
  b: B,
): void {
  if (run.hinted >= HINTED_ISSUES) {
    push(run, token, code, write(a, b, false));
    return;
  }
  run.hinted++;
  pushLazy(run, token, code, () => write(a, b, true));
}

/** The JSON Pointer of the current value, or of its member `token`. @internal */
export function pointer(run: Run, token?: Token): string {
  const text = pathPointer(run.path);
  return token === undefined ? text : `${text}/${esc(String(token))}`;
}

/**
 * The last pointer made of a run's stack of tokens, and the tokens it was made of: the issues at the
 * members of one object (many, in a hostile body) make their parent's pointer once, not once each.
 */
const made: { path: readonly Token[] | undefined; tokens: Token[]; text: string } = {
  path: undefined,
  tokens: [],
  text: '',
};

/** The JSON Pointer of `path`, reused while the stack holds the tokens it was made of. */
function pathPointer(path: readonly Token[]): string {
  const { tokens } = made;
  let same = made.path === path && tokens.length === path.length;
  for (let i = 0; same && i < path.length; i++) same = tokens[i] === path[i];
  if (same) return made.text;
  let text = '';
  for (const part of path) text += `/${esc(String(part))}`;
  made.path = path;
  made.tokens = path.slice();
  made.text = text;
  return text;
}

/**
 * Records an issue at the current value or its member `token`. In a patch run every code other than
 * the patch codes becomes `INVALID_PATCH` (a patch value that breaks its create shape, rule 3).
 * @internal
 */
export function push(run: Run, token: Token | undefined, code: string, message: string): void {
  const path = pointer(run, token);
  if (run.patch && !PATCH_CODES.includes(code)) run.issues.push({ path, code: 'INVALID_PATCH', message, detail: code });
  else run.issues.push({ path, code, message });
}

/**
 * Records an issue whose message costs work to write (a did-you-mean hint searches the candidates):
 * the message is made when first read, once, so a caller that only looks at paths and codes never
 * pays for it. It is an own enumerable property as any other: JSON text, spreads and copies include
 * it, and Node's console shows it.
 * @internal
 */
export function pushLazy(run: Run, token: Token | undefined, code: string, write: () => string): void {
  let text: string | undefined;
  const patchCode = run.patch && !PATCH_CODES.includes(code);
  const issue: { path: string; code: string; readonly message: string; detail?: string } = {
    __proto__: LAZY_ISSUE,
    path: pointer(run, token),
    code: patchCode ? 'INVALID_PATCH' : code,
    get message(): string {
      text ??= write();
      return text;
    },
  } as never;
  if (patchCode) issue.detail = code;
  run.issues.push(issue);
}

/** What Node's `util.inspect` shows of an issue with a lazy message: its members, the message written. */
const LAZY_ISSUE = {
  [Symbol.for('nodejs.util.inspect.custom')](this: ValidationIssue): object {
    return { ...this };
  },
};

/** One JSON Pointer reference token (RFC 6901). @internal */
export function esc(token: string): string {
  const tilde = token.indexOf('~') !== -1;
  if (!tilde && token.indexOf('/') === -1) return token;
  // `~` first, so the `~` of each `~1` written for a `/` stays as it is
  return (tilde ? token.replaceAll('~', '~0') : token).replaceAll('/', '~1');
}

/** @internal */
export function forbiddenKey(run: Run, key: string): void {
  push(run, key, 'FORBIDDEN_KEY', `"${key}" is not allowed as a key anywhere`);
}
