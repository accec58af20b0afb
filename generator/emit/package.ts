/**
 * The package's own `package.json`: metadata from templates/package/meta.json, and an `exports`
 * map built from what was emitted, so every entry point and data file is reachable and nothing
 * else is.
 * @see https://nodejs.org/api/packages.html#conditional-exports
 */
import { type EmittedFile, GENERATED_NOTICE, jsonText } from './file.ts';

/** Package metadata, from templates/package/meta.json. */
export interface PackageMeta {
  readonly name: string;
  readonly version: string;
  readonly description: string;
  readonly license: string;
  readonly keywords: readonly string[];
  readonly homepage?: string;
  readonly bugs?: { readonly url: string };
  readonly repository?: { readonly type: string; readonly url: string; readonly directory?: string };
  readonly engines: Readonly<Record<string, string>>;
}

/** Files a consumer reads as data (`@mk8s/schema/openapi.json`), exported under their own path. */
const DATA_FILE = /\.(json|yaml)$/;

/** Entry points besides the root, by export path, when the package holds them. */
const SUBPATHS: Readonly<Record<string, string>> = { './client': './client/lean' };

/** `package.json`: the root entry in its ESM and CommonJS forms, every data file, and the metadata. */
export function emitPackageJson(meta: PackageMeta, files: readonly EmittedFile[]): EmittedFile {
  const dataFiles = files.map((f) => f.path).filter((p) => DATA_FILE.test(p) && p !== 'package.json');
  const exports: Record<string, unknown> = {
    // `types` first in each branch: TypeScript takes the first condition that matches.
    '.': {
      import: { types: './index.d.ts', default: './index.js' },
      require: { types: './index.d.cts', default: './index.cjs' },
    },
    ...Object.fromEntries(
      Object.entries(SUBPATHS)
        .filter(([, module]) => files.some((f) => `./${f.path}` === `${module}.js`))
        .map(([subpath, module]) => [
          subpath,
          {
            import: { types: `${module}.d.ts`, default: `${module}.js` },
            require: { types: `${module}.d.cts`, default: `${module}.cjs` },
          },
        ]),
    ),
    ...Object.fromEntries(dataFiles.sort().map((p) => [`./${p}`, `./${p}`])),
    './package.json': './package.json',
  };
  const topLevel = [...new Set(files.map((f) => f.path.split('/')[0] ?? f.path))].filter((p) => p !== 'package.json');
  return {
    path: 'package.json',
    contents: jsonText({
      '//': GENERATED_NOTICE,
      name: meta.name,
      version: meta.version,
      description: meta.description,
      license: meta.license,
      keywords: meta.keywords,
      homepage: meta.homepage,
      bugs: meta.bugs,
      repository: meta.repository,
      type: 'module',
      // No module of the package does anything on import, so bundlers may drop what is not used.
      sideEffects: false,
      engines: meta.engines,
      main: './index.cjs',
      module: './index.js',
      types: './index.d.cts',
      exports,
      files: topLevel.sort(),
      publishConfig: { access: 'public' },
    }),
  };
}
