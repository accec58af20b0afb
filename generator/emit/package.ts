/**
 * The package's own files: `package.json` (its `exports` map built from what was emitted) and
 * the entry points that re-export the types.
 */
import { type EmittedFile, GENERATED_NOTICE, jsonText } from './file.ts';

/** Package metadata, from templates/package/meta.json. */
export interface PackageMeta {
  readonly name: string;
  readonly version: string;
  readonly description: string;
  readonly license: string;
  readonly keywords: readonly string[];
  readonly repository: { readonly type: string; readonly url: string; readonly directory?: string };
  readonly engines: Readonly<Record<string, string>>;
}

/** `package.json`, exporting every JSON artifact and the entry points. */
export function emitPackageJson(meta: PackageMeta, files: readonly EmittedFile[]): EmittedFile {
  const jsonFiles = files.map((f) => f.path).filter((p) => p.endsWith('.json') || p.endsWith('.yaml'));
  const exports: Record<string, unknown> = {
    '.': {
      import: { types: './index.d.ts', default: './index.js' },
      require: { types: './index.d.cts', default: './index.cjs' },
    },
    ...Object.fromEntries(jsonFiles.sort().map((p) => [`./${p}`, `./${p}`])),
    './package.json': './package.json',
  };
  const topLevel = [...new Set(files.map((f) => f.path.split('/')[0] ?? f.path))].sort();
  return {
    path: 'package.json',
    contents: jsonText({
      '//': GENERATED_NOTICE,
      name: meta.name,
      version: meta.version,
      description: meta.description,
      license: meta.license,
      keywords: meta.keywords,
      repository: meta.repository,
      type: 'module',
      sideEffects: false,
      engines: meta.engines,
      main: './index.cjs',
      types: './index.d.ts',
      exports,
      files: topLevel,
    }),
  };
}
