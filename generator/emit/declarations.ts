/**
 * The declarations of one TypeScript module, as the package's runtime and the tool's library entry
 * ship them: oxc-transform's isolated declarations, `@internal` left out, headed by the module's doc
 * comment. The emit attaches that comment to the module's first statement and loses it with the
 * statement when the declarations leave that out (an import only code uses, as in
 * `import { quote } from …`, or an internal function), so it is put back here, for every module.
 */
import { isolatedDeclarationSync } from 'oxc-transform';

export interface Declarations {
  /** The `.d.ts` text; relative import specifiers as the source wrote them. */
  readonly code: string;
  /** Why the module has no isolated declarations (empty when it has). */
  readonly errors: readonly string[];
}

/** The declarations of `source` (the module at `file`), its doc comment first. */
export function isolatedDeclarations(file: string, source: string): Declarations {
  const result = isolatedDeclarationSync(file, source, { stripInternal: true });
  const errors = result.errors.map((error) => error.message);
  const comment = moduleDocComment(source);
  if (comment === undefined || result.code.startsWith(comment)) return { code: result.code, errors };
  return { code: `${comment}\n${result.code}`, errors };
}

/**
 * The module's doc comment, in the form the declaration emit writes JSDoc (each line trimmed at its
 * start): the `/** … *\/` that opens the file, when a blank line, an `import` or an `export … from`
 * follows it (a comment directly on a declaration is that declaration's, and goes with it). One
 * tagged `@internal` is left out, as the declarations it marks are.
 */
export function moduleDocComment(source: string): string | undefined {
  const opening = OPENING_COMMENT.exec(source);
  if (opening === null) return undefined;
  const [line, comment = ''] = opening;
  if (/[\s*]@internal\b/.test(comment) || !MODULE_STATEMENT.test(source.slice(line.length))) return undefined;
  return comment
    .split(/\r?\n/)
    .map((line) => line.trimStart())
    .join('\n');
}

/** A `/** … *\/` comment that opens a file, and the end of its line. */
const OPENING_COMMENT = /^\s*(\/\*\*[\s\S]*?\*\/)[ \t]*(?:\r?\n|$)/;

/** What follows a module's doc comment: a blank line, the end, an import or a re-export. */
const MODULE_STATEMENT =
  /^(?:[ \t]*(?:\r?\n|$)|import\b|export\s*(?:type\s*)?(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\b)/;
