/**
 * Every place a patch body can reach, walked from the root: plain members that are nested patches
 * (`spec.provider`), and element patches inside the operator that lists them (`spec.firewall[]`).
 */
import type { OperatorMember, PatchModel, PatchType, PatchValue } from './types.ts';

export interface PatchPath {
  /** Field names from the root; `name[]` stands for an element patch of the array `name`. */
  readonly segments: readonly string[];
  readonly type: PatchType;
}

export function patchPaths(model: PatchModel): PatchPath[] {
  const paths: PatchPath[] = [];
  const visit = (typeName: string, segments: readonly string[], stack: ReadonlySet<string>): void => {
    const type = model.types.get(typeName);
    if (type === undefined || stack.has(typeName)) return;
    paths.push({ segments, type });
    const inner = new Set([...stack, typeName]);
    for (const field of type.fields) {
      const next = nestedPatch(field.value);
      if (next !== undefined) visit(next, [...segments, field.name], inner);
    }
    for (const member of type.operators) {
      const element = elementPatch(member);
      if (element !== undefined) visit(element.type, [...segments, `${element.field}[]`], inner);
    }
  };
  visit(model.root, [], new Set());
  return paths;
}

/** Total operator keys over every path (a type met at several paths counts at each). */
export function countOperatorKeys(paths: readonly PatchPath[]): number {
  return paths.reduce((sum, path) => sum + path.type.operators.length, 0);
}

function nestedPatch(value: PatchValue): string | undefined {
  return value.kind === 'patch' ? value.type : undefined;
}

/** An operator whose value lists patches of the elements of its field. */
function elementPatch(member: OperatorMember): { type: string; field: string } | undefined {
  if (member.target.kind !== 'field') return undefined;
  const items = member.value.kind === 'list' ? member.value.items : undefined;
  return items?.kind === 'patch' ? { type: items.type, field: member.target.field } : undefined;
}
