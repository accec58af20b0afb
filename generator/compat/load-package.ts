/**
 * Loads a generated package held in memory, without writing it anywhere: its CommonJS entry (from
 * the `exports` map) is compiled with `node:vm` in this process, and every relative `require` is
 * served from the same in-memory files. The package has no dependencies of its own.
 */
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import type { EmittedFile } from '../emit/file.ts';

type Exports = Record<string, unknown>;

export function loadPackage(files: readonly EmittedFile[]): Exports {
  const byPath = new Map(files.map((f) => [f.path, f.contents]));
  const cache = new Map<string, { exports: Exports }>();
  const external = createRequire(import.meta.url);
  const load = (path: string): Exports => {
    const cached = cache.get(path);
    if (cached !== undefined) return cached.exports;
    const source = byPath.get(path);
    if (source === undefined) throw new Error(`the generated package has no ${path}`);
    const module = { exports: {} as Exports };
    cache.set(path, module);
    const run = compileFunction(source, ['exports', 'require', 'module'], { filename: `mk8s-compat:/${path}` });
    const require = (specifier: string) =>
      specifier.startsWith('.') ? load(resolvePath(path, specifier)) : (external(specifier) as Exports);
    run(module.exports, require, module);
    return module.exports;
  };
  return load(entryOf(byPath));
}

/** The `require` entry of the package root, from its `package.json`. */
function entryOf(files: ReadonlyMap<string, string>): string {
  const manifest = JSON.parse(files.get('package.json') ?? '{}') as {
    main?: string;
    exports?: { '.'?: { require?: { default?: string } | string } };
  };
  const required = manifest.exports?.['.']?.require;
  const entry = (typeof required === 'string' ? required : required?.default) ?? manifest.main ?? './index.cjs';
  return resolvePath('', entry);
}

/** `patch/index.cjs` + `../validators/index.cjs` → `validators/index.cjs`. */
function resolvePath(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
