/** A temporary folder for the tests of one file: made before them, removed after them. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** Registers the hooks; the returned function gives the folder's path (inside a test or hook). */
export function useTempDir(prefix: string): () => string {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  });
  afterAll(() => (dir === undefined ? undefined : rm(dir, { recursive: true, force: true })));
  return () => {
    if (dir === undefined) throw new Error('the temporary folder exists only while the tests run');
    return dir;
  };
}
