/**
 * The writer: the only code that changes the disk. All or nothing: the package is written into a
 * fresh folder beside the target, then swapped in with renames, so a failure leaves the old
 * output as it was.
 */
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { EmittedFile } from './emit/file.ts';

export async function writeAllOrNothing(outDir: string, files: readonly EmittedFile[]): Promise<void> {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, `.${basename(outDir)}-new-`));
  await chmod(staging, 0o755);
  try {
    for (const file of files) {
      const target = join(staging, ...file.path.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.contents);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await swapIn(staging, outDir);
}

async function swapIn(staging: string, outDir: string): Promise<void> {
  if (!(await exists(outDir))) {
    await rename(staging, outDir);
    return;
  }
  const retired = `${staging}-old`;
  await rename(outDir, retired);
  try {
    await rename(staging, outDir);
  } catch (error) {
    await rename(retired, outDir);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(retired, { recursive: true, force: true });
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
