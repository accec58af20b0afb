/**
 * The hand-written runtime of the validators: the files of templates/runtime/validators/, kept
 * apart by concern in the templates and joined into one module of the package (`validators/runtime`)
 * so that loading the validators costs one module more, not five.
 */
import { _, type Code, concat, name } from '../code.ts';
import { compileRuntime, type ModuleSource } from '../module.ts';

const FOLDER = 'runtime/validators/';
/** Imports between the runtime files, which joining makes unnecessary. */
const LOCAL_IMPORT = /^import [^;]*? from '\.\/[\w-]+\.js';\n/gm;

export interface RuntimeModule {
  readonly source: ModuleSource;
  /** Names the module exports. */
  readonly exports: readonly string[];
}

export function runtimeModule(templates: ReadonlyMap<string, string>): RuntimeModule {
  const files = [...templates]
    .filter(([path]) => path.startsWith(FOLDER) && path.endsWith('.ts'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (files.length === 0) throw new Error(`templates/${FOLDER} holds no runtime files`);
  const text = files
    .map(([path, source]) => `// ${path.slice(FOLDER.length)}\n${source.replace(LOCAL_IMPORT, '')}`)
    .join('\n');
  const source = compileRuntime('validators/runtime', 'Runtime of the compiled validators.', text);
  const exports = [...text.matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1] ?? '');
  return { source, exports };
}

/** The import of the runtime names `code` uses. */
export function runtimeImport(runtime: RuntimeModule, code: Code): Code {
  const text = code.toString();
  const used = runtime.exports.filter((n) => new RegExp(`(?<![\\w.$])${n}\\b`).test(text)).sort();
  return _`import {\n${concat(used.map((n) => _`  ${name(n)},\n`))}} from './runtime.js';\n`;
}
