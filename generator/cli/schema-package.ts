/**
 * Which generated package `validate`, `apply` and `diff` use: the one named by `--package DIR`;
 * else the project's own output (the configuration's `out`, default `generated/`) when
 * mk8s-codegen wrote it; else the package the tool ships, generated from its own spec.
 */
import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MANIFEST_FILE } from '../manifest.ts';
import { importPackage } from '../read.ts';
import { UsageError } from './command.ts';
import { shownPath } from './paths.ts';
import { projectConfig } from './project-config.ts';

export type SchemaPackage = typeof import('@mk8s/schema');

export const PACKAGE_OPTION = { package: { type: 'string' } } as const;

export const PACKAGE_HELP = [
  '  --package DIR      the generated package to use (default: the output folder of the',
  '                     configuration, else generated/, when mk8s-codegen wrote it; else the',
  '                     package that comes with mk8s-codegen)',
];

/** The package, checked to offer `needed`; a missing one is a usage error naming the folder. */
export async function loadSchemaPackage(
  cwd: string,
  packageDir: string | undefined,
  needed: readonly (keyof SchemaPackage)[],
): Promise<SchemaPackage> {
  const dir = packageDir === undefined ? await projectPackage(cwd) : resolve(cwd, packageDir);
  if (dir === undefined) return import('@mk8s/schema');
  try {
    await access(join(dir, 'index.js'));
  } catch {
    throw new UsageError(`${shownPath(cwd, dir)} holds no generated package (no index.js)`, false);
  }
  const loaded = await importPackage(dir);
  const missing = needed.filter((name) => typeof loaded[name] !== 'function');
  if (missing.length > 0) {
    throw new UsageError(
      `the package in ${shownPath(cwd, dir)} has no ${missing.join(', ')}: generate it with the artifacts that provide them`,
      false,
    );
  }
  return loaded as unknown as SchemaPackage;
}

/** The project's generated package, when mk8s-codegen wrote one where the configuration says. */
async function projectPackage(cwd: string): Promise<string | undefined> {
  const { config, root } = await projectConfig(cwd);
  const out = resolve(root, config.out ?? 'generated');
  try {
    await access(join(out, MANIFEST_FILE));
    await access(join(out, 'index.js'));
    return out;
  } catch {
    return undefined;
  }
}
