/**
 * The hand-written runtime of the validators: every file of templates/runtime/validators/, compiled
 * to a module of the package beside the generated code, and the import lines that code needs.
 */
import { compileRuntime, type ModuleSource } from '../module.ts';

const FOLDER = 'runtime/validators/';

export interface RuntimeModule {
  /** File name without extension (`core`). */
  readonly name: string;
  readonly source: ModuleSource;
  /** Names the module exports. */
  readonly exports: readonly string[];
}

export function runtimeModules(templates: ReadonlyMap<string, string>): RuntimeModule[] {
  const modules = [...templates]
    .filter(([path]) => path.startsWith(FOLDER) && path.endsWith('.ts'))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, text]) => {
      const name = path.slice(FOLDER.length, -'.ts'.length);
      const source = compileRuntime(`validators/${name}`, `Runtime of the compiled validators: ${name}.`, text);
      const exports = [...text.matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1] ?? '');
      return { name, source, exports };
    });
  if (modules.length === 0) throw new Error(`templates/${FOLDER} holds no runtime modules`);
  return modules;
}

/** `import { … } from './core.js';` lines for the runtime names `code` uses. */
export function runtimeImports(modules: readonly RuntimeModule[], code: string): string {
  return modules
    .map((module) => {
      const used = module.exports.filter((name) => new RegExp(`(?<![\\w.$])${name}\\b`).test(code)).sort();
      return used.length === 0
        ? ''
        : `import {\n${used.map((n) => `  ${n},\n`).join('')}} from './${module.name}.js';\n`;
    })
    .join('');
}
