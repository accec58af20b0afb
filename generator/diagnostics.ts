/**
 * Diagnostics are how every stage reports a problem with its input: collected, never thrown,
 * and printed by the CLI as `file#pointer: message`.
 */

/** Stable codes of the spec check. Tests and users match on these, so they never change meaning. */
export const DIAGNOSTIC_CODES = [
  'SPEC_MISSING_FILE',
  'SPEC_INVALID_JSON',
  'SPEC_DANGLING_REF',
  'SPEC_REF_CYCLE',
  'SPEC_UNKNOWN_KEYWORD',
  'SPEC_BAD_KEYWORD_VALUE',
  'SPEC_BAD_PATTERN',
  'SPEC_BAD_REQUIRED',
  'SPEC_BAD_PROPERTY_NAME',
  'SPEC_BAD_ANNOTATION',
  'SPEC_MISSING_DESCRIPTION',
  'SPEC_MISSING_TITLE',
  'SPEC_BAD_TITLE',
  'SPEC_ARRAY_WITHOUT_KEY',
  'SPEC_BAD_KEY',
  'SPEC_DUPLICATE_NAME',
  'SPEC_UNSUPPORTED_SHAPE',
] as const;

export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number];

export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly message: string;
  /** Spec file, relative to the spec folder, with `/` separators; `''` for the spec folder itself. */
  readonly file: string;
  /** JSON Pointer (RFC 6901) into that file. */
  readonly pointer: string;
}

/** A stage's result: a value, or the diagnostics that stopped it. */
export type StageResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}#${d.pointer}: ${d.message} [${d.code}]`;
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => compareText(a.file, b.file) || compareText(a.pointer, b.pointer) || compareText(a.code, b.code),
  );
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
