/**
 * What the verdict asks of the package version: a `major` verdict needs the major part of the
 * version to rise from the base's; anything else passes (the report still says what it needs).
 */
import type { Verdict } from './change.ts';
import type { Versions } from './compare.ts';

export interface VersionCheck {
  /** The comparison may ship with these versions. */
  readonly ok: boolean;
  /** One sentence for the report. */
  readonly note: string;
}

const NEEDS: Readonly<Record<Verdict, string>> = {
  major: 'a new major version',
  minor: 'at least a new minor version',
  patch: 'at least a new patch version',
  none: 'no new version',
};

export function checkVersion(verdict: Verdict, versions: Versions): VersionCheck {
  const needs = `The changes need ${NEEDS[verdict]}`;
  if (verdict !== 'major') return { ok: true, note: `${needs}.` };
  const [base, current] = [majorOf(versions.base), majorOf(versions.current)];
  if (base === undefined) {
    return { ok: false, note: `${needs}, and the base version is unknown (give --base-version).` };
  }
  if (current !== undefined && current > base) {
    return { ok: true, note: `${needs}: ${versions.base} → ${versions.current} is one.` };
  }
  return { ok: false, note: `${needs}, but the version goes ${versions.base} → ${versions.current ?? 'unknown'}.` };
}

function majorOf(version: string | undefined): number | undefined {
  const match = /^v?(\d+)\./.exec(version ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
