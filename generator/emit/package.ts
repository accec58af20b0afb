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

/** Entry points besides the root that lead to another module (`./client` is the client alone), when emitted. */
const SUBPATHS: Readonly<Record<string, string>> = { './client': './client/index' };

/**
 * `package.json`: the root entry and each of `entryPoints` (`@mk8s/schema/validators/create`) in their
 * ESM and CommonJS forms, every data file, and the metadata.
 */
export function emitPackageJson(
  meta: PackageMeta,
  files: readonly EmittedFile[],
  entryPoints: readonly string[] = [],
): EmittedFile {
  const dataFiles = files.map((f) => f.path).filter((p) => DATA_FILE.test(p) && p !== 'package.json');
  const emitted = new Set(files.map((f) => f.path));
  const missing = entryPoints.find((p) => !['.js', '.cjs', '.d.ts', '.d.cts'].every((x) => emitted.has(p + x)));
  if (missing !== undefined) throw new Error(`the entry point ${missing} was not emitted in every form`);
  const modules: [subpath: string, module: string][] = [
    ...Object.entries(SUBPATHS).filter(([, module]) => emitted.has(`${module.slice(2)}.js`)),
    ...[...entryPoints].sort().map((p): [string, string] => [`./${p}`, `./${p}`]),
  ];
  const exports: Record<string, ModuleExport | string> = {
    '.': moduleExport('./index'),
    ...Object.fromEntries(modules.map(([subpath, module]) => [subpath, moduleExport(module)])),
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
      types: moduleExport('./index').require.types,
      typesVersions: typesVersions(exports),
      exports,
      files: topLevel.sort(),
      publishConfig: { access: 'public' },
    }),
  };
}

/**
 * For TypeScript's `node10` resolution, which ignores `exports`: the same paths as `exports`, each
 * subpath to the declarations `require` gets there (so `@mk8s/schema/client` has the types of the
 * client without validators), each data file to itself (`resolveJsonModule`), the root's `types` to
 * itself (TypeScript maps it through this table too), and any other path to nothing (`*`), so a path
 * `exports` does not have (`@mk8s/schema/patch`) fails to compile instead of failing at run time.
 * Resolutions that read `exports` never look here.
 * @see https://www.typescriptlang.org/docs/handbook/declaration-files/publishing.html#version-selection-with-typesversions
 */
function typesVersions(exports: Readonly<Record<string, ModuleExport | string>>): object {
  const paths = Object.entries(exports).map(([subpath, target]) => {
    const types = typeof target === 'string' ? target : target.require.types;
    return [subpath === '.' ? types.slice(2) : subpath.slice(2), [types]];
  });
  return { '*': Object.fromEntries([...paths, ['*', []]]) };
}

interface ModuleExport {
  readonly import: { readonly types: string; readonly default: string };
  readonly require: { readonly types: string; readonly default: string };
}

/** The conditions of one module: `types` first in each branch, as TypeScript takes the first that matches. */
function moduleExport(path: string): ModuleExport {
  return {
    import: { types: `${path}.d.ts`, default: `${path}.js` },
    require: { types: `${path}.d.cts`, default: `${path}.cjs` },
  };
}
