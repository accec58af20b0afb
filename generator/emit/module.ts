/**
 * One JavaScript module of the package in every form a consumer may load: ESM `.js`, CommonJS
 * `.cjs`, and declarations for both (`.d.ts`, `.d.cts`). Code is written once, as ESM; the
 * CommonJS form is a mechanical conversion, so the two can never disagree.
 */
import { transformSync } from 'esbuild';
import { isolatedDeclarationSync, transformSync as transformTs } from 'oxc-transform';
import { type Code, lineComment, lines } from './code.ts';
import { type EmittedFile, GENERATED_NOTICE } from './file.ts';

export interface ModuleSource {
  /** Path inside the package without extension (`validators/index`). */
  readonly path: string;
  /** One line saying what the module is, for its header. */
  readonly purpose: string;
  /** ESM JavaScript; relative imports end in `.js`. */
  readonly esm: Code | string;
  /** Declarations; relative imports end in `.js`. */
  readonly dts: Code | string;
}

export function emitModule(source: ModuleSource): EmittedFile[] {
  const header = codeHeader(source.purpose);
  const esm = String(source.esm);
  const cjs = transformSync(toCommonJsSpecifiers(esm), { format: 'cjs', loader: 'js', target: 'es2022' }).code;
  return [
    { path: `${source.path}.js`, contents: header + esm },
    { path: `${source.path}.cjs`, contents: `${header}'use strict';\n${cjs}` },
    ...emitDeclarations(source.path, source.purpose, source.dts),
  ];
}

/** Declarations only (a types module): `.d.ts` and `.d.cts`. */
export function emitDeclarations(path: string, purpose: string, dts: Code | string): EmittedFile[] {
  const header = codeHeader(purpose);
  return [
    { path: `${path}.d.ts`, contents: header + String(dts) },
    { path: `${path}.d.cts`, contents: header + toCommonJsSpecifiers(String(dts)) },
  ];
}

/** The notice and the module's purpose, as the first two lines of a JavaScript or TypeScript file. */
function codeHeader(purpose: string): string {
  return `${lines([lineComment(GENERATED_NOTICE), lineComment(purpose)])}\n`;
}

/**
 * A hand-written runtime module (templates/runtime, TypeScript written for isolated declarations)
 * compiled to ESM and declarations.
 */
export function compileRuntime(path: string, purpose: string, typescript: string): ModuleSource {
  const js = transformTs(`${path}.ts`, typescript, {
    sourceType: 'module',
    typescript: { onlyRemoveTypeImports: false },
  });
  const dts = isolatedDeclarationSync(`${path}.ts`, typescript, { stripInternal: true });
  const problems = [...js.errors, ...dts.errors];
  if (problems.length > 0) {
    throw new Error(`runtime module ${path}.ts does not compile: ${problems.map((p) => p.message).join('; ')}`);
  }
  return { path, purpose, esm: js.code, dts: dts.code };
}

/** `'./x.js'` → `'./x.cjs'` in relative import and export specifiers. */
function toCommonJsSpecifiers(code: string): string {
  return code.replace(/(from\s+|import\s*\(\s*|require\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\.js\2/g, '$1$2$3.cjs$2');
}
