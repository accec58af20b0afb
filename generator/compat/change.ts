/**
 * What the compatibility guard reports: one `Change` per difference between two versions of the
 * spec, each with its severity and the audiences it breaks, and the verdict of the comparison.
 * @see ../../docs/decisions.md (Versioning and the compatibility guard)
 */

/** Ordered from most to least serious. */
export const SEVERITIES = ['breaking', 'warning', 'compatible', 'docs'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Who a change can break: readers of what the service returns, writers of bodies, and TypeScript code. */
export const AUDIENCES = ['read', 'write', 'types'] as const;
export type Audience = (typeof AUDIENCES)[number];

export type Verdict = 'major' | 'minor' | 'patch' | 'none';

export interface Change {
  readonly code: string;
  /** A JSON Pointer into the spec bundled as one schema, or the exported type name for a types change. */
  readonly path: string;
  readonly severity: Severity;
  /** The audiences broken; non-empty exactly when `severity` is `breaking`. */
  readonly breaks: readonly Audience[];
  readonly message: string;
}

/** The verdict and the changes of a comparison: the documented fields of `compat --format json`. */
export interface CompatReport {
  readonly verdict: Verdict;
  readonly changes: readonly Change[];
}

const VERDICT_OF: Readonly<Record<Severity, Verdict>> = {
  breaking: 'major',
  warning: 'minor',
  compatible: 'minor',
  docs: 'patch',
};

/** The highest verdict of the changes: `none` when there are none. */
export function verdictOf(changes: readonly Change[]): Verdict {
  const rank = (severity: Severity) => SEVERITIES.indexOf(severity);
  const worst = changes.reduce<Severity | undefined>(
    (top, change) => (top === undefined || rank(change.severity) < rank(top) ? change.severity : top),
    undefined,
  );
  return worst === undefined ? 'none' : VERDICT_OF[worst];
}

/** Most serious first, then by path and code, so the same comparison always reads the same. */
export function sortChanges(changes: readonly Change[]): Change[] {
  const rank = (c: Change) => SEVERITIES.indexOf(c.severity);
  return [...changes].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      compareText(a.path, b.path) ||
      compareText(a.code, b.code) ||
      compareText(a.message, b.message),
  );
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function reportOf(changes: readonly Change[]): CompatReport {
  const sorted = sortChanges(changes);
  return { verdict: verdictOf(sorted), changes: sorted };
}
