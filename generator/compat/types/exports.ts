/**
 * The names a set of declarations exports from its entry, read with TypeScript's parser alone (no
 * program, no checker): each with its declaration's text, so two versions can be told apart before
 * any type is checked. Follows `export … from`, `export *` and local `export { … }` lists.
 */
import type { ts } from 'ts-morph';
import { inlineParts } from './inline.ts';
import type { Declarations, ExportedName } from './program.ts';
import { typescript } from './typescript.ts';

export function exportedNames(
  declarations: Declarations,
  parsedBy?: (path: string) => ts.SourceFile | undefined,
): Map<string, ExportedName> {
  const ts = typescript();
  const parsed = new Map<string, ts.SourceFile>();
  const parse = (path: string): ts.SourceFile | undefined => {
    if (parsedBy !== undefined) return parsedBy(path);
    const text = declarations.files.get(path);
    if (text === undefined) return undefined;
    let file = parsed.get(path);
    if (file === undefined) {
      file = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
      parsed.set(path, file);
    }
    return file;
  };
  const found = new Map<string, ExportedName>();
  collect(declarations.entry, parse, new Set(), (name, statements) => {
    if (!found.has(name)) found.set(name, describe(name, statements));
  });
  return found;
}

type Parse = (path: string) => ts.SourceFile | undefined;
type Emit = (name: string, statements: readonly ts.Statement[]) => void;

function collect(path: string, parse: Parse, visiting: Set<string>, emit: Emit): void {
  const ts = typescript();
  const file = parse(path);
  if (file === undefined || visiting.has(path)) return;
  visiting.add(path);
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = moduleOf(path, statement.moduleSpecifier);
      if (statement.exportClause === undefined && from !== undefined) collect(from, parse, visiting, emit);
      else if (statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const local = (element.propertyName ?? element.name).getText(file);
          emit(element.name.text, declarationsOf(from ?? path, local, parse, new Set()));
        }
      }
    } else if (isExported(statement)) {
      const name = nameOf(statement);
      if (name !== undefined) emit(name, declarationsOf(path, name, parse, new Set()));
    }
  }
  visiting.delete(path);
}

/** The top-level statements declaring `name` in `path`, following imports and re-exports. */
function declarationsOf(path: string, name: string, parse: Parse, seen: Set<string>): readonly ts.Statement[] {
  const ts = typescript();
  const file = parse(path);
  const key = `${path}#${name}`;
  if (file === undefined || seen.has(key)) return [];
  seen.add(key);
  const own = file.statements.filter((s) => nameOf(s) === name);
  if (own.length > 0) return own;
  for (const statement of file.statements) {
    const from =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? moduleOf(path, statement.moduleSpecifier)
        : undefined;
    if (from === undefined) continue;
    for (const element of namedElements(statement)) {
      if (element.name.text === name)
        return declarationsOf(from, (element.propertyName ?? element.name).getText(file), parse, seen);
    }
    if (ts.isExportDeclaration(statement) && statement.exportClause === undefined) {
      const found = declarationsOf(from, name, parse, seen);
      if (found.length > 0) return found;
    }
  }
  return [];
}

function namedElements(statement: ts.Statement): readonly (ts.ImportSpecifier | ts.ExportSpecifier)[] {
  const ts = typescript();
  if (ts.isExportDeclaration(statement)) {
    return statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements
      : [];
  }
  const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
  return bindings !== undefined && ts.isNamedImports(bindings) ? bindings.elements : [];
}

/** `./types.js` from `validators/index.d.ts` → `types.d.ts`. */
function moduleOf(from: string, specifier: ts.Expression | undefined): string | undefined {
  const ts = typescript();
  if (specifier === undefined || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return undefined;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.text.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/').replace(/\.(?:js|d\.ts|ts)$/, '.d.ts');
}

function isExported(statement: ts.Statement): boolean {
  const ts = typescript();
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function nameOf(statement: ts.Statement): string | undefined {
  const ts = typescript();
  if (
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isFunctionDeclaration(statement)
  ) {
    return statement.name?.text;
  }
  if (ts.isVariableStatement(statement)) {
    const [first] = statement.declarationList.declarations;
    return first !== undefined && ts.isIdentifier(first.name) ? first.name.text : undefined;
  }
  return undefined;
}

function describe(name: string, statements: readonly ts.Statement[]): ExportedName {
  const ts = typescript();
  const isType = statements.some(
    (s) =>
      ts.isInterfaceDeclaration(s) ||
      ts.isTypeAliasDeclaration(s) ||
      ts.isClassDeclaration(s) ||
      ts.isEnumDeclaration(s),
  );
  const typeParameters = Math.max(
    0,
    ...statements.map((s) =>
      ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isClassDeclaration(s)
        ? (s.typeParameters?.length ?? 0)
        : 0,
    ),
  );
  const text = statements.map((s) =>
    s
      .getText()
      .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
      .replace(/\s+/g, ' '),
  );
  // A name whose declaration is not found has no text: it is checked, never taken as unchanged.
  return {
    name,
    isType: isType || statements.length === 0,
    typeParameters,
    text: statements.length === 0 ? undefined : text.join('\n'),
    parts: inlineParts(statements),
  };
}
