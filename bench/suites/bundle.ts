/**
 * What a bundle pays for one import: esbuild (minified, ESM) on a file importing one function of
 * the package, against a file importing the whole root. With `sideEffects: false` and one module
 * per concern, importing `validateClusterCreate` must not bring in the client, the patch engine or
 * the OpenAPI document. Deterministic: measured once.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { type Entry, exact, type Suite } from '../lib.ts';

const REPO = join(import.meta.dirname, '..', '..');

const ONE_IMPORT: Readonly<Record<string, string>> = {
  'bundle.validateClusterCreate': 'validateClusterCreate',
  'bundle.createClient': 'createClient',
};

const suite: Suite = {
  entries: Object.entries(ONE_IMPORT).map(
    ([name, imported]): Entry =>
      exact({
        name,
        peer: 'a bundle of the whole package root (import *)',
        unit: 'bytes minified',
        betterIs: 'lower',
        measure: async () => ({
          ours: await bundleBytes(`import { ${imported} } from '@mk8s/schema';\nconsole.log(${imported});\n`),
          peer: await bundleBytes(`import * as all from '@mk8s/schema';\nconsole.log(all);\n`),
        }),
      }),
  ),
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
