/** Reading the project's TypeScript sources as a compiler does: the string literals they hold. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO } from './spec.ts';

export interface Literal {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** Every string literal and every text part of a template literal in a TypeScript source. */
export function literals(file: string, text: string): Literal[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The literals of every TypeScript file under the repository folders `dirs`, but `except`. */
export async function literalsUnder(dirs: readonly string[], except: readonly string[]): Promise<Literal[]> {
  const found: Literal[] = [];
  for (const dir of dirs) {
    const entries = await readdir(join(REPO, dir), { recursive: true });
    for (const entry of entries.filter((e) => e.endsWith('.ts'))) {
      const file = join(dir, entry);
      if (except.includes(file)) continue;
      found.push(...literals(file, await readFile(join(REPO, file), 'utf8')));
    }
  }
  return found;
}
