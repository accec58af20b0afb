/** Check mode: what differs between the files the spec gives (with their manifest) and the files on disk. */
import type { EmittedFile } from './emit/file.ts';
import { manifestFile } from './manifest.ts';

export interface OutputDrift {
  readonly missing: readonly string[];
  readonly extra: readonly string[];
  readonly differing: readonly string[];
}

export function compareOutput(expected: readonly EmittedFile[], actual: ReadonlyMap<string, string>): OutputDrift {
  const wanted = new Map([...expected, manifestFile(expected)].map((f) => [f.path, f.contents]));
  const missing = [...wanted.keys()].filter((p) => !actual.has(p));
  const extra = [...actual.keys()].filter((p) => !wanted.has(p));
  const differing = [...wanted].filter(([p, text]) => actual.has(p) && actual.get(p) !== text).map(([p]) => p);
  return { missing: missing.sort(), extra: extra.sort(), differing: differing.sort() };
}

export function hasDrift(drift: OutputDrift): boolean {
  return drift.missing.length + drift.extra.length + drift.differing.length > 0;
}
