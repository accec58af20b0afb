/**
 * JavaScript modules of the package in every form a consumer may load: ESM `.js`, CommonJS `.cjs`,
 * and declarations for both (`.d.ts`, `.d.cts`).
 *
 * One tool ships all JavaScript: esbuild. A generated module is written once, as ESM, and esbuild
 * converts it to CommonJS; the hand-written runtime (templates/runtime/) is bundled by esbuild from
 * its real imports, one bundle per entry module, read from the templates in memory (this stage
 * touches no disk). An import the templates do not hold is a module the generator emits (`../types.js`,
 * `../validators/index.js`): it stays an import. Declarations are written per source file
 * (`declarations.ts`), so the runtime's types keep their JSDoc.
 */
import { posix } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { type Code, lineComment, lines } from './code.ts';
import { isolatedDeclarations } from './declarations.ts';
import { type EmittedFile, GENERATED_NOTICE } from './file.ts';

export interface ModuleSource {
  /** Path inside the package without extension (`validators/index`). */
  readonly path: string;
  /** One line saying what the module is, for its header. */
  readonly purpose: string;
  /** ESM JavaScript; relative imports end in `.js`. */
  readonly esm: Code;
  /** Declarations; relative imports end in `.js`. */
  readonly dts: Code;
}

/** Where the hand-written runtime sits among the templates. */
const RUNTIME = 'runtime/';

/** A generated module: the ESM as written, its CommonJS form, and its declarations. */
export async function emitModule(source: ModuleSource): Promise<EmittedFile[]> {
  const file = `${source.path}.js`;
  const cjs = await convert(new Map([[file, String(source.esm)]]), new Set(), file, 'cjs', 'generated', source.purpose);
  return [
    { path: file, contents: codeHeader(source.purpose) + String(source.esm) },
    { path: `${source.path}.cjs`, contents: cjs.text },
    ...emitDeclarations(source.path, source.purpose, source.dts),
  ];
}

export interface RuntimeBundle {
  readonly files: readonly EmittedFile[];
  /** The names the entry module exports. */
  readonly exports: readonly string[];
}

/**
 * One module of the package bundled from the runtime: `entry` (`patch/index`) is
 * `templates/runtime/patch/index.ts` with every runtime module it imports, as ESM and CommonJS.
 * The entries named in `shared` (`client/shared`) are modules of the package in their own right: an
 * import of one stays an import, so both entries run the same code (one `ApiRequestError` class).
 */
export async function bundleRuntime(
  templates: ReadonlyMap<string, string>,
  entry: string,
  purpose: string,
  shared: readonly string[] = [],
): Promise<RuntimeBundle> {
  const sources = runtimeSources(templates);
  const file = `${entry}.ts`;
  if (!sources.has(file)) throw new Error(`templates/${RUNTIME}${file} is missing`);
  for (const other of shared) {
    if (!sources.has(`${other}.ts`)) throw new Error(`templates/${RUNTIME}${other}.ts is missing`);
  }
  const separate = new Set(shared.map((other) => `${other}.ts`));
  const [esm, cjs] = await Promise.all([
    convert(sources, separate, file, 'esm', 'templates/runtime', purpose),
    convert(sources, separate, file, 'cjs', 'templates/runtime', purpose),
  ]);
  return {
    files: [
      { path: `${entry}.js`, contents: esm.text },
      { path: `${entry}.cjs`, contents: cjs.text },
    ],
    exports: [...esm.exports].sort(),
  };
}

/** Declarations only (a types module): `.d.ts` and `.d.cts`. */
export function emitDeclarations(path: string, purpose: string, dts: Code | string): EmittedFile[] {
  const header = codeHeader(purpose);
  return [
    { path: `${path}.d.ts`, contents: header + String(dts) },
    { path: `${path}.d.cts`, contents: header + toCommonJsSpecifiers(String(dts)) },
  ];
}

/**
 * The declarations of the runtime modules, each in its place in the package, internals left out:
 * every module, or those named in `only` (`patch/model.ts`).
 */
export function runtimeDeclarations(templates: ReadonlyMap<string, string>, only?: ReadonlySet<string>): EmittedFile[] {
  const sources = [...runtimeSources(templates)].filter(([file]) => only === undefined || only.has(file));
  return sources.flatMap(([file, source]) => {
    const result = isolatedDeclarations(file, source);
    if (result.errors.length > 0) {
      throw new Error(`templates/${RUNTIME}${file} has no isolated declarations: ${result.errors.join('; ')}`);
    }
    const path = file.slice(0, -'.ts'.length);
    return emitDeclarations(path, `Types of templates/${RUNTIME}${file}.`, result.code);
  });
}

/** The runtime's TypeScript sources by their path in the package (`patch/engine.ts`). */
export function runtimeSources(templates: ReadonlyMap<string, string>): Map<string, string> {
  return new Map(
    [...templates]
      .filter(([path]) => path.startsWith(RUNTIME) && path.endsWith('.ts'))
      .map(([path, text]) => [path.slice(RUNTIME.length), text]),
  );
}

interface Converted {
  readonly text: string;
  readonly exports: readonly string[];
}

/**
 * Runs esbuild on `entry` among `sources` (package paths → text), reading nothing from disk; the
 * sources in `separate` are imported, not bundled.
 */
async function convert(
  sources: ReadonlyMap<string, string>,
  separate: ReadonlySet<string>,
  entry: string,
  format: 'esm' | 'cjs',
  origin: string,
  purpose?: string,
): Promise<Converted> {
  const header = purpose === undefined ? '' : codeHeader(purpose);
  const result = await build({
    entryPoints: [entry],
    outfile: entry.replace(/\.ts$/, '.js'),
    bundle: true,
    write: false,
    metafile: true,
    format,
    platform: 'neutral',
    target: 'es2022',
    charset: 'utf8',
    logLevel: 'silent',
    banner: { js: format === 'cjs' ? `${header}'use strict';` : header.trimEnd() },
    plugins: [inMemory(sources, separate, posix.dirname(entry), format, origin)],
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  const exports = Object.values(result.metafile.outputs).flatMap((o) => o.exports);
  return { text: output.text, exports };
}

/**
 * Resolves the imports of `sources` among themselves; any other relative import (or one of a source
 * in `separate`) is a module of the package, kept as an import (to its `.cjs` form in CommonJS),
 * relative to the output file in `dir`.
 */
function inMemory(
  sources: ReadonlyMap<string, string>,
  separate: ReadonlySet<string>,
  dir: string,
  format: 'esm' | 'cjs',
  origin: string,
): Plugin {
  return {
    name: 'mk8s-in-memory',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: args.path, namespace: origin };
        if (!args.path.startsWith('./') && !args.path.startsWith('../')) {
          return { errors: [{ text: `${args.importer} imports "${args.path}": the package has no dependencies` }] };
        }
        const target = posix.join(posix.dirname(args.importer), args.path);
        const source = target.replace(/\.js$/, '.ts');
        if (sources.has(source) && !separate.has(source)) return { path: source, namespace: origin };
        if (sources.has(target)) return { path: target, namespace: origin };
        if (target.startsWith('../'))
          return { errors: [{ text: `${args.importer} imports "${args.path}" outside the package` }] };
        const relative = posix.relative(dir, target);
        const path = relative.startsWith('.') ? relative : `./${relative}`;
        return { path: format === 'cjs' ? path.replace(/\.js$/, '.cjs') : path, external: true };
      });
      esbuild.onLoad({ filter: /.*/, namespace: origin }, (args) => ({
        contents: sources.get(args.path) ?? '',
        loader: args.path.endsWith('.ts') ? 'ts' : 'js',
      }));
    },
  };
}

/** The notice and the module's purpose, as the first two lines of a JavaScript or TypeScript file. */
function codeHeader(purpose: string): string {
  return `${lines([lineComment(GENERATED_NOTICE), lineComment(purpose)])}\n`;
}

/** `'./x.js'` → `'./x.cjs'` in the relative import specifiers of a declaration file (`.d.cts`). */
function toCommonJsSpecifiers(declarations: string): string {
  return declarations.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\.js\2/g, '$1$2$3.cjs$2');
}
