/**
 * The parts of an exported type that code reads without naming another type: the anonymous object
 * types nested in its members (through unions, arrays and index signatures) and the places where
 * it lists literal values (an enum inline). Read from the declaration's syntax alone; a reference
 * to a named type ends the walk (that type is checked on its own).
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
    }
  }
}

function memberName(name: ts.PropertyName): string | undefined {
  const ts = typescript();
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

function keyOf(path: TypePath): string {
  return JSON.stringify(path);
}
