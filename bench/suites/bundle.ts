/**
 * What a bundle pays for one import: esbuild (minified, ESM) on a file importing one function of
 * the package, against a file importing the whole root. With `sideEffects: false` and one module
 * per concern, importing `validateClusterCreate` must not bring in the client, the patch engine or
 * the OpenAPI document, the client with validation off (`@mk8s/schema/client`) no validator, and
 * `diffClusters` no validator either.
 * Deterministic: measured once.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { type Entry, exact, type Goal, type Suite } from '../lib.ts';

const REPO = join(import.meta.dirname, '..', '..');

/** Each entry: the code of a file that uses one thing of the package, and the goal an issue set. */
const ONE_IMPORT: Readonly<Record<string, { code: string; goal?: Goal }>> = {
  'bundle.validateClusterCreate': {
    code: `import { validateClusterCreate } from '@mk8s/schema';\nconsole.log(validateClusterCreate);\n`,
  },
  // The diff needs the patch model only: none of the validators `applyClusterPatch` runs.
  'bundle.diffClusters': {
    code: `import { diffClusters } from '@mk8s/schema';\nconsole.log(diffClusters);\n`,
    goal: { atMost: 0.2 },
  },
  // The client with validation off: `@mk8s/schema/client`, which holds no validator (issue 15: ≤ 0.2x).
  'bundle.createClient': {
    code: `import { createClient } from '@mk8s/schema/client';\nconsole.log(createClient({ baseUrl: 'https://api.example.com', apiKey: 'k', validate: false }));\n`,
    goal: { atMost: 0.2 },
  },
};

const suite: Suite = {
  entries: Object.entries(ONE_IMPORT).map(
    ([name, { code, goal }]): Entry =>
      exact({
        name,
        ...(goal === undefined ? {} : { goal }),
        peer: 'a bundle of the whole package root (import *)',
        unit: 'bytes minified',
        betterIs: 'lower',
        measure: async () => ({
          ours: await bundleBytes(code),
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
