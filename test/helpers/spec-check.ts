/**
 * The spec check's tests: the small spec of test/fixtures/small-spec/ (valid, every field kind) that
 * each case breaks, the shape of a case, and the diagnostics generating a spec gives.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Diagnostic } from '../../generator/diagnostics.ts';
import { generate } from '../../generator/run.ts';
import { REPO, readSpec } from './spec.ts';

/** `[name, { given: the broken spec, want: its one diagnostic }]` */
export type Case = [name: string, { given: () => Map<string, string>; want: Diagnostic }];

let small: ReadonlyMap<string, string> | undefined;

/** Reads the small spec; a test file awaits it in `beforeAll` before any case reads `base()`. */
export async function loadBase(): Promise<void> {
  small ??= await readSpec(join(REPO, 'test', 'fixtures', 'small-spec'));
}

/** The small spec, as read by `loadBase`. */
export function base(): ReadonlyMap<string, string> {
  if (small === undefined) throw new Error('loadBase() has not run: await it in beforeAll');
  return small;
}

/** The diagnostics of generating `files`: none exactly when files are written. */
export async function diagnosticsOf(files: ReadonlyMap<string, string>): Promise<readonly Diagnostic[]> {
  const result = await generate({ spec: files });
  expect(result.files.length === 0).toBe(result.diagnostics.length > 0);
  return result.diagnostics;
}
