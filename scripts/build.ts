/**
 * `npm run build` (run by `prepack`): the installable tool in `dist/`.
 * - `dist/cli.js`, `dist/index.js` (the library entry) and `dist/compat-worker.js` (the thread of
 *   `compat`'s types analysis): the generator bundled by esbuild, code
 *   shared between them and loaded on demand in `dist/chunks/`; npm dependencies stay imports, so
 *   they are installed, not copied. The package this repository generates (`@mk8s/schema`,
 *   `generated/`) is bundled in: `validate`, `apply`, `diff` and `serve` use it when a project has
 *   none of its own.
 * - `dist/types/`: declarations of the library entry and the modules its types come from.
 * - `dist/editor/` and `dist/schemas/`: the bundled package's JSON Schemas, for editors to map
 *   cluster files to; a project that installed only the tool has no `@mk8s/schema` to find them in.
 * It refuses to build while `generated/` is out of step with `spec/`, so a tarball never ships a
 * stale package.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { check, generate } from '../generator/api.ts';
import { hasDrift } from '../generator/compare.ts';
import { isolatedDeclarations } from '../generator/emit/declarations.ts';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');

const meta = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

await assertGeneratedInStep();
await rm(DIST, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  entryPoints: {
    cli: 'generator/cli.ts',
    index: 'generator/api.ts',
    'compat-worker': 'generator/compat/types/worker.ts',
    'validate-worker': 'generator/cli/validate-worker.ts',
  },
  outdir: DIST,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: [...Object.keys(meta.dependencies ?? {}), ...Object.keys(meta.peerDependencies ?? {})],
  banner: { js: '// mk8s-codegen, built from generator/ by scripts/build.ts' },
  logLevel: 'warning',
});
const declarations = await emitDeclarations('generator/api.ts');
for (const folder of ['editor', 'schemas']) {
  await cp(join(ROOT, 'generated', folder), join(DIST, folder), { recursive: true });
}
console.error(
  `built ${relative(ROOT, DIST)}/: cli.js, index.js, ${declarations} declaration files and the editors' schemas`,
);

async function assertGeneratedInStep(): Promise<void> {
  const result = await generate({ cwd: ROOT });
  const drift = result.diagnostics.length > 0 ? undefined : await check(result.files, join(ROOT, 'generated'));
  if (drift === undefined || hasDrift(drift)) {
    throw new Error('generated/ is out of step with spec/: run `npm run generate` before building');
  }
}

/**
 * Declarations of `entry` and of every module they import, one `.d.ts` per module under
 * `dist/types/`, with `.ts` specifiers turned into `.js` (which TypeScript maps to `.d.ts`).
 */
async function emitDeclarations(entry: string): Promise<number> {
  const done = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (done.has(file)) continue;
    done.add(file);
    const result = isolatedDeclarations(file, await readFile(join(ROOT, file), 'utf8'));
    if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.join('; ')}`);
    const code = result.code.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.ts\2/g, (_m, lead, q, path) => {
      queue.push(join(dirname(file), `${path}.ts`));
      return `${lead}${q}${path}.js${q}`;
    });
    const target = join(DIST, 'types', relative('generator', file).replace(/\.ts$/, '.d.ts'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, code);
  }
  return done.size;
}
