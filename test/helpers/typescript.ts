/**
 * Generated TypeScript as a consumer has it: compiled with `tsc --strict` (every diagnostic as
 * text, so a failing row shows the compiler's own message) and run after transpiling to ESM.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';

const STRICT: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
};

/** The diagnostics of `files` under `tsc --strict`, as `file(line): message`. */
export function strictDiagnostics(files: readonly string[], options: ts.CompilerOptions = {}): string[] {
  const program = ts.createProgram([...files], { ...STRICT, ...options });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${d.file.fileName}(${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1})` : '';
    return `${where}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** Every `.ts` file under `dir`, transpiled beside it as `.mjs` (imports rewritten); returns the paths. */
export async function transpileTree(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const entry of await readdir(dir, { recursive: true })) {
    if (!entry.endsWith('.ts') || entry.endsWith('.d.ts')) continue;
    const source = await readFile(join(dir, entry), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    });
    const out = join(dir, entry.replace(/\.ts$/, '.mjs'));
    await writeFile(out, withMjsImports(outputText));
    written.push(out);
  }
  return written;
}

/** `from './x'` / `from './x.js'` / `from './x.gen'` → `from './x.mjs'` (or `./x/index.mjs` for a folder). */
function withMjsImports(code: string): string {
  return code.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]*?)(?:\.js|\.ts)?\2/g, (_m, lead, q, path) => {
    return `${lead}${q}${path}.mjs${q}`;
  });
}
