/**
 * What a bundle pays for one import: esbuild (minified, ESM) on a file importing one function of
 * the package, against a file importing the whole root. With `sideEffects: false` and one module
 * per concern, importing `validateClusterCreate` must not bring in the client, the patch engine or
 * the OpenAPI document.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { type BenchEntry, type BenchSuite, entry } from '../lib.ts';

const REPO = join(import.meta.dirname, '..', '..');

const ONE_IMPORT: Readonly<Record<string, string>> = {
  'bundle.validateClusterCreate': 'validateClusterCreate',
  'bundle.createClient': 'createClient',
};

const suite: BenchSuite = async () => {
  const whole = await bundleBytes(`import * as all from '@mk8s/schema';\nconsole.log(all);\n`);
  const results: Record<string, BenchEntry> = {};
  for (const [name, imported] of Object.entries(ONE_IMPORT)) {
    const bytes = await bundleBytes(`import { ${imported} } from '@mk8s/schema';\nconsole.log(${imported});\n`);
    results[name] = entry({
      ours: bytes,
      baseline: whole,
      baselineName: 'a bundle of the whole package root (import *)',
      unit: 'bytes minified',
      betterIs: 'lower',
    });
  }
  return results;
};
export default suite;

async function bundleBytes(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: REPO, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles.reduce((n, file) => n + file.contents.byteLength, 0);
}
