/**
 * The "mixed" declarations: the old ones, with every reference to another exported type pointed at
 * the new version of that type. Checking a mixed type against the new one then compares that type's
 * own shape only: an edit is reported at the type it was made in, never again at every type that
 * contains it, and one edit cannot hide another (the checker names only the first difference).
 */
import type { ts } from 'ts-morph';
import { typescript } from './typescript.ts';

/** The alias the mixed files import the new side under. */
export const NEW_ALIAS = '__new';

/**
 * `checked` names the types a check will read on the mixed side. Every other exported type is left
 * out: references to it point at the new side anyway, so its old declaration would only be parsed
 * and bound for nothing (most of the declarations, when one type changed).
 */
export function mixDeclarations(
  file: ts.SourceFile,
  newNames: ReadonlySet<string>,
  newEntry: string,
  checked: ReadonlySet<string>,
): string {
  const ts = typescript();
  const text = file.text;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of file.statements) {
    const own = declaredName(statement);
    if (own !== undefined && newNames.has(own) && !checked.has(own)) {
      edits.push({ start: statement.pos, end: statement.end, text: '' });
      continue;
    }
    const visit = (node: ts.Node): void => {
      const name = referencedName(node);
      if (name !== undefined && name.text !== own && newNames.has(name.text)) {
        edits.push({ start: name.getStart(file), end: name.end, text: `${NEW_ALIAS}.${name.text}` });
      }
      ts.forEachChild(node, visit);
    };
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) visit(statement);
  }
  let mixed = '';
  let at = 0;
  for (const edit of edits) {
    mixed += `${text.slice(at, edit.start)}${edit.text}`;
    at = edit.end;
  }
  return `import type * as ${NEW_ALIAS} from ${JSON.stringify(newEntry)};\n${mixed}${text.slice(at)}`;
}

function declaredName(statement: ts.Statement): string | undefined {
  const ts = typescript();
  const named =
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isEnumDeclaration(statement);
  return named ? statement.name?.text : undefined;
}

/** The identifier a type reference or heritage clause names, when it is a plain name. */
function referencedName(node: ts.Node): ts.Identifier | undefined {
  const ts = typescript();
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) return node.typeName;
  if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)) return node.expression;
  return undefined;
}
