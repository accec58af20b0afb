/**
 * The suites of bench/suites/, loaded by name; shared by the harness and the fresh processes of
 * `pair` samples (which load the same module to find their entry).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Entry, Suite } from '../lib.ts';

export const BENCH_DIR = join(import.meta.dirname, '..');
export const REPO = join(BENCH_DIR, '..');
const SUITES_DIR = join(BENCH_DIR, 'suites');

export interface LoadedSuite {
  /** The file name without `.ts`: `validate`, `patch`, … */
  readonly name: string;
  readonly suite: Suite;
}

export async function suiteNames(): Promise<string[]> {
  return (await readdir(SUITES_DIR))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
}

export async function loadSuite(name: string): Promise<LoadedSuite> {
  const module = (await import(pathToFileURL(join(SUITES_DIR, `${name}.ts`)).href)) as { default: Suite };
  return { name, suite: module.default };
}

export async function findEntry(suiteName: string, entryName: string): Promise<Entry> {
  const { suite } = await loadSuite(suiteName);
  const found = suite.entries.find((e) => e.name === entryName);
  if (found === undefined) throw new Error(`suite ${suiteName} has no entry ${entryName}`);
  return found;
}
