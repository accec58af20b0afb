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

/** The JSON Pointer of the current value, or of its member `token`. @internal */
export function pointer(run: Run, token?: Token): string {
  let text = '';
  for (const part of run.path) text += `/${esc(String(part))}`;
  return token === undefined ? text : `${text}/${esc(String(token))}`;
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
  return token.indexOf('~') === -1 && token.indexOf('/') === -1
    ? token
    : token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** @internal */
export function forbiddenKey(run: Run, key: string): void {
  push(run, key, 'FORBIDDEN_KEY', `"${key}" is not allowed as a key anywhere`);
}
