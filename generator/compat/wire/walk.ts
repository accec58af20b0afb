/**
 * What the keyword families of the wire analysis share: the walk over one form's two versions, the
 * findings it collects, and small readers of schema nodes. Families recurse through `walk.compare`,
 * so none of them imports the walker itself.
 */
import type { WireCode } from './codes.ts';
import type { FormSchema, SchemaNode } from './schema.ts';

/** One difference seen in one form, before the forms are merged. */
export interface Finding {
  readonly form: FormSchema['form'];
  readonly code: WireCode;
  readonly path: string;
  readonly message: string;
}

export interface Walk {
  readonly old: FormSchema;
  readonly new: FormSchema;
  readonly findings: Finding[];
  /** Pairs of named schemas already compared. */
  readonly seen: Set<string>;
  /** Spec paths of the types this form holds (`''` for the resource, `/$defs/<name>`). */
  readonly types: Set<string>;
  /** Compares two schemas found at the same place (`node.ts`). */
  readonly compare: (o: SchemaNode, n: SchemaNode, path: string) => void;
}

/** A keyword family: compares its keywords of two schemas at `path`, reporting into the walk. */
export type Family = (o: SchemaNode, n: SchemaNode, path: string, walk: Walk) => void;

export function report(walk: Walk, code: WireCode, path: string, message: string): void {
  walk.findings.push({ form: walk.new.form, code, path, message });
}

export function isRecord(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function child(node: SchemaNode, key: string): SchemaNode | undefined {
  const value = node[key];
  return isRecord(value) ? value : undefined;
}

export function typesOf(node: SchemaNode): readonly string[] {
  const type = node.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function shown(value: unknown): string {
  return JSON.stringify(value);
}

/** The last property name of a path (`/$defs/Pool/properties/size` → `size`). */
export function fieldOf(path: string): string {
  const tokens = path.split('/');
  const at = tokens.lastIndexOf('properties');
  return (at >= 0 ? tokens[at + 1] : tokens[tokens.length - 1]) ?? '';
}
