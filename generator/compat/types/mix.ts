/**
 * The "mixed" declarations: the old ones, with every reference to another exported type pointed at
 * the new version of that type. Checking a mixed type against the new one then compares that type's
 * own shape only: an edit is reported at the type it was made in, never again at every type that
 * contains it, and one edit cannot hide another (the checker names only the first difference).
 */
import { ts } from 'ts-morph';

/** The alias the mixed files import the new side under. */
export const NEW_ALIAS = '__new';

export function mixDeclarations(file: ts.SourceFile, newNames: ReadonlySet<string>, newEntry: string): string {
  const text = file.text;
  const edits: { start: number; end: number; name: string }[] = [];
  for (const statement of file.statements) {
    const own = declaredName(statement);
    const visit = (node: ts.Node): void => {
      const name = referencedName(node);
      if (name !== undefined && name.text !== own && newNames.has(name.text)) {
        edits.push({ start: name.getStart(file), end: name.end, name: name.text });
      }
      ts.forEachChild(node, visit);
    };
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) visit(statement);
  }
  let mixed = '';
  let at = 0;
  for (const edit of edits) {
    mixed += `${text.slice(at, edit.start)}${NEW_ALIAS}.${edit.name}`;
    at = edit.end;
  }
  return `import type * as ${NEW_ALIAS} from ${JSON.stringify(newEntry)};\n${mixed}${text.slice(at)}`;
}

function declaredName(statement: ts.Statement): string | undefined {
  const named =
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isEnumDeclaration(statement);
  return named ? statement.name?.text : undefined;
}

/** The identifier a type reference or heritage clause names, when it is a plain name. */
function referencedName(node: ts.Node): ts.Identifier | undefined {
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) return node.typeName;
  if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)) return node.expression;
  return undefined;
}
