/**
 * The parts of an exported type that code reads without naming another type: the anonymous object
 * types nested in its members (through unions, arrays, index signatures and the library's
 * `Array<…>`, `Record<…>`, `Readonly<…>` and the like) and the places where it lists literal values
 * (an enum inline). Read from the declaration's syntax alone; a reference to a named type ends the
 * walk (that type is checked on its own).
 */
import type { ts } from 'ts-morph';
import { typescript } from './typescript.ts';

/** One step from a type to a part of it: a member, an array's element, an index signature's value. */
export type TypeStep =
  | { readonly kind: 'member'; readonly name: string }
  | { readonly kind: 'element' }
  | { readonly kind: 'value' };

/** The steps from an exported type to one of its parts; empty for the type itself. */
export type TypePath = readonly TypeStep[];

export interface InlineParts {
  /** Anonymous object types with members, below the type itself. */
  readonly objects: readonly TypePath[];
  /** Where literal types are listed (the type itself included, for an alias of literals). */
  readonly literals: readonly TypePath[];
}

const NO_PARTS: InlineParts = { objects: [], literals: [] };

/** The inline parts of an exported type's declarations (an interface's members, an alias's type). */
export function inlineParts(statements: readonly ts.Statement[]): InlineParts {
  const ts = typescript();
  const found = new Finder();
  for (const statement of statements) {
    if (ts.isInterfaceDeclaration(statement)) found.members(statement.members, []);
    else if (ts.isTypeAliasDeclaration(statement)) found.type(statement.type, []);
  }
  return found.objects.size === 0 && found.literals.size === 0 ? NO_PARTS : found.parts();
}

/** The house's way of naming a place in a type: `Cluster.pools[].name`, `Cluster.tags{}`. */
export function shownTypePath(name: string, path: TypePath): string {
  return path.reduce((shown, step) => {
    if (step.kind === 'member') return `${shown}.${step.name}`;
    return `${shown}${step.kind === 'element' ? '[]' : '{}'}`;
  }, name);
}

class Finder {
  readonly objects = new Map<string, TypePath>();
  readonly literals = new Map<string, TypePath>();

  parts(): InlineParts {
    return { objects: [...this.objects.values()], literals: [...this.literals.values()] };
  }

  members(members: readonly ts.TypeElement[], path: TypePath): void {
    const ts = typescript();
    for (const member of members) {
      if (ts.isPropertySignature(member) && member.type !== undefined) {
        const name = memberName(member.name);
        if (name !== undefined) this.type(member.type, [...path, { kind: 'member', name }]);
      } else if (ts.isIndexSignatureDeclaration(member)) {
        this.type(member.type, [...path, { kind: 'value' }]);
      }
    }
  }

  /** Follows a type node to the inline parts it holds, at `path`. */
  type(node: ts.TypeNode, path: TypePath): void {
    const ts = typescript();
    if (ts.isTypeLiteralNode(node)) {
      if (node.members.length === 0) return;
      if (path.length > 0) this.objects.set(keyOf(path), path);
      this.members(node.members, path);
    } else if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
      for (const type of node.types) this.type(type, path);
    } else if (ts.isParenthesizedTypeNode(node) || ts.isTypeOperatorNode(node)) {
      this.type(node.type, path);
    } else if (ts.isArrayTypeNode(node)) {
      this.type(node.elementType, [...path, { kind: 'element' }]);
    } else if (ts.isLiteralTypeNode(node) && node.literal.kind !== ts.SyntaxKind.NullKeyword) {
      // `null` is left out: comparing with it compiles whatever the type
      this.literals.set(keyOf(path), path);
    } else if (ts.isTypeReferenceNode(node)) {
      this.reference(node, path);
    }
  }

  /**
   * The library's generic types spell an array, a map or the same object: `Array<X>` is `X[]`,
   * `Record<string, X>` an index signature, `Record<"a" | "b", X>` members `a` and `b`,
   * `Readonly<X>` (and `Partial`, `Required`, `NonNullable`) the members of `X`. Any other
   * reference names a type, checked on its own: the walk ends there.
   */
  reference(node: ts.TypeReferenceNode, path: TypePath): void {
    const ts = typescript();
    const name = ts.isIdentifier(node.typeName) ? node.typeName.text : undefined;
    const [first, second, ...rest] = node.typeArguments ?? [];
    if (name === undefined || first === undefined || rest.length > 0) return;
    if (second === undefined && ELEMENT_OF.has(name)) this.type(first, [...path, { kind: 'element' }]);
    else if (second === undefined && MEMBERS_OF.has(name)) this.type(first, path);
    else if (second !== undefined && name === 'Record') this.record(first, second, path);
  }

  /** `Record<K, X>`: an object whose keys are `K`; keys named by another type are not known here. */
  record(keys: ts.TypeNode, value: ts.TypeNode, path: TypePath): void {
    const names = keyNames(keys);
    if (names === undefined) return;
    if (path.length > 0) this.objects.set(keyOf(path), path);
    if (names === 'string') this.type(value, [...path, { kind: 'value' }]);
    else for (const name of names) this.type(value, [...path, { kind: 'member', name }]);
  }
}

/** Generic types of the library that hold their argument as an array's element. */
const ELEMENT_OF: ReadonlySet<string> = new Set(['Array', 'ReadonlyArray']);

/** Generic types of the library whose members are their argument's (made optional, required or read-only). */
const MEMBERS_OF: ReadonlySet<string> = new Set(['Readonly', 'Partial', 'Required', 'NonNullable']);

/** The keys a `Record` spells: `string` (any key, an index signature), or the listed literals. */
function keyNames(node: ts.TypeNode): 'string' | string[] | undefined {
  const ts = typescript();
  if (node.kind === ts.SyntaxKind.StringKeyword) return 'string';
  if (ts.isParenthesizedTypeNode(node)) return keyNames(node.type);
  if (ts.isLiteralTypeNode(node) && (ts.isStringLiteral(node.literal) || ts.isNumericLiteral(node.literal))) {
    return [node.literal.text];
  }
  if (!ts.isUnionTypeNode(node)) return undefined;
  const parts = node.types.map(keyNames);
  if (parts.some((part) => part === undefined)) return undefined;
  if (parts.includes('string')) return 'string';
  return (parts as string[][]).flat();
}

function memberName(name: ts.PropertyName): string | undefined {
  const ts = typescript();
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

function keyOf(path: TypePath): string {
  return JSON.stringify(path);
}
