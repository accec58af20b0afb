/**
 * The CONFLICT rules of one closed patch level (an object or a keyed element patch) that JSON
 * Schema can state, as `dependentSchemas`: when a key that targets a field is present, no key that
 * targets the same field in another way may be (`properties: { key: false }`), and `$drop` may
 * not list the field. Which keys clash
 * is read from the vocabulary's table, never restated:
 * - two ways of another conflict group (rule 4: a `$drop` entry, `$replace/`, a plain value, the
 *   array operators);
 * - within the array group, the two removal steps (`$drop/` and `$retain/`, rule 5);
 * - on an unkeyed array, the patch step with a removal step (rule 10).
 * What JSON Schema cannot state (the same element named by two lists, a `$retain/` that must list
 * what is patched or appended, renames, a key of a map both dropped and set) stays with
 * `validateClusterPatch`; docs/decisions.md names that set.
 * @see https://json-schema.org/draft/2020-12/json-schema-core#section-10.2.2.4 (dependentSchemas)
 */

import type { ConflictGroup, OperatorStep, PatchOperator } from '../../templates/runtime/patch/vocabulary.ts';
import type { OperatorMember, PatchType } from '../derive/patch/types.ts';
import type { Schema } from './json-schema.ts';

/** One key that targets a field, and how. */
interface Way {
  readonly key: string;
  readonly group: ConflictGroup;
  readonly step?: OperatorStep;
}

const REMOVAL: ReadonlySet<OperatorStep | undefined> = new Set<OperatorStep>(['remove', 'keep']);

/** `{ dependentSchemas }` for the level, or nothing when no two of its keys can clash. */
export function conflictSchema(type: PatchType, operators: readonly PatchOperator[]): Schema {
  if (type.kind !== 'object' && type.kind !== 'element') return {};
  const table = new Map(operators.map((o) => [o.name, o]));
  const drop = type.operators.find((m) => table.get(m.operator)?.value === 'field-names');
  const dependent: Record<string, Schema> = {};
  for (const field of type.fields) {
    if (field.name === type.identifier) continue;
    const ways = waysOf(field.name, type.operators, table);
    const dropped = drop !== undefined && namesOf(drop).includes(field.name) ? drop.key : undefined;
    for (const way of ways) {
      const others = ways.filter((other) => other !== way && clash(way, other, field.kind));
      // Each clashing key may not be there (`false`), and `$drop` may not list the field.
      const properties: Schema = Object.fromEntries(others.map((other) => [other.key, false]));
      if (dropped !== undefined) properties[dropped] = { type: 'array', items: { not: { const: field.name } } };
      if (Object.keys(properties).length > 0) dependent[way.key] = { properties };
    }
  }
  return Object.keys(dependent).length > 0 ? { dependentSchemas: dependent } : {};
}

/** The plain key of a field and its operator keys. */
function waysOf(field: string, members: readonly OperatorMember[], table: ReadonlyMap<string, PatchOperator>): Way[] {
  const ways: Way[] = [{ key: field, group: 'plain' }];
  for (const member of members) {
    const operator = table.get(member.operator);
    if (member.target.kind !== 'field' || member.target.field !== field || operator === undefined) continue;
    ways.push({ key: member.key, group: operator.group, step: operator.step });
  }
  return ways;
}

function clash(a: Way, b: Way, kind: string): boolean {
  if (a.group !== b.group) return true;
  if (a.group !== 'array') return false;
  if (REMOVAL.has(a.step) && REMOVAL.has(b.step)) return true;
  return (
    kind === 'unkeyed-array' && (a.step === 'patch' ? REMOVAL.has(b.step) : b.step === 'patch' && REMOVAL.has(a.step))
  );
}

/** The field names a `$drop` may list. */
function namesOf(member: OperatorMember): readonly string[] {
  const value = member.value;
  return value.kind === 'list' && value.items.kind === 'names' ? value.items.names : [];
}
