/**
 * The CONFLICT rules of one closed patch level (an object or a keyed element patch) that JSON
 * Schema can state, as one `not: { anyOf: [...] }`: each branch is one way of breaking a rule, so
 * the level is valid only when it breaks none. Which keys clash is read from the vocabulary's
 * table, never restated:
 * - two keys that target a field in two ways, stated once per pair (`{ required: [a, b] }`): two
 *   conflict groups (rule 4: `$replace/`, a plain value, the array operators), within the array
 *   group the two removal steps (`$drop/` and `$retain/`, rule 5), and on an unkeyed array the
 *   patch step with a removal step (rule 10);
 * - a `$drop` that lists a field beside any key that targets it: once per level `$drop` present,
 *   and per field the field listed with "a key of it present" (`not` all of them absent).
 * One `not` per level, rather than a `dependentSchemas` entry per key that repeats its clashing
 * keys and the `$drop` rule, takes half the subschemas, and a validator builds no error report
 * inside a `not`: Ajv compiles the patch schema's rules in half the time (docs/decisions.md,
 * "Time to read the document, per matrix tool").
 * What JSON Schema cannot state (the same element named by two lists, a `$retain/` that must list
 * what is patched or appended, renames, a key of a map both dropped and set) stays with
 * `validateClusterPatch`; docs/decisions.md names that set.
 * The rules are marked (`CONFLICT_RULES`) in the annotated schema, so that a rendering can tell
 * them from other `not`s: `schemas/cluster-patch.json` keeps them, the OpenAPI document leaves
 * them out (`published-schema.ts`).
 * @see https://json-schema.org/draft/2020-12/json-schema-core#section-10.2.1.4 (not)
 */

import type { ConflictGroup, OperatorStep, PatchOperator } from '../../templates/runtime/patch/vocabulary.ts';
import type { OperatorMember, PatchType } from '../derive/patch/types.ts';
import { EXTENSION } from '../vocabulary.ts';
import type { Schema } from './json-schema.ts';

/** Marks a level's `not` as its CONFLICT rules in the annotated schema (never published). */
export const CONFLICT_RULES = EXTENSION.conflictRules;

/** One key that targets a field, and how. */
interface Way {
  readonly key: string;
  readonly group: ConflictGroup;
  readonly step?: OperatorStep;
}

const REMOVAL: ReadonlySet<OperatorStep | undefined> = new Set<OperatorStep>(['remove', 'keep']);

/** `{ not }` holding the level's CONFLICT rules, or nothing when no two of its keys can clash. */
export function conflictSchema(type: PatchType, operators: readonly PatchOperator[]): Schema {
  if ((type.kind !== 'object' && type.kind !== 'element') || type.open !== undefined) return {};
  const table = new Map(operators.map((o) => [o.name, o]));
  const drop = type.operators.find((m) => table.get(m.operator)?.value === 'field-names');
  const breaches: Schema[] = [];
  const dropped: Schema[] = [];
  for (const field of type.fields) {
    if (field.name === type.identifier) continue;
    const ways = waysOf(field.name, type.operators, table);
    ways.forEach((way, i) => {
      for (const other of ways.slice(i + 1))
        if (clash(way, other, field.kind)) breaches.push(present(way.key, other.key));
    });
    if (drop !== undefined && namesOf(drop).includes(field.name))
      dropped.push(listedAndSet(drop.key, field.name, ways));
  }
  if (drop !== undefined && dropped.length > 0) breaches.push(droppedAndSet(drop.key, dropped));
  if (breaches.length === 0) return {};
  const [only] = breaches;
  return {
    not: { [CONFLICT_RULES]: true, ...(breaches.length === 1 && only !== undefined ? only : { anyOf: breaches }) },
  };
}

/** Every one of `keys` is present. */
function present(...keys: string[]): Schema {
  return { required: keys };
}

/**
 * `$drop` is present and lists a field that one of the `listed` branches sets: `required: [$drop]`
 * once for the level rather than once per field.
 */
function droppedAndSet(dropKey: string, listed: readonly Schema[]): Schema {
  const [only] = listed;
  if (listed.length > 1 || only === undefined) return { ...present(dropKey), anyOf: listed };
  const required = Array.isArray(only.required) ? only.required : [];
  return { ...only, ...present(...required, dropKey) };
}

/**
 * `$drop` lists the field and a key that targets it is present. With several such keys, "one of
 * them is present" is `not: { properties: { key: false, … } }` (not all absent): two subschemas
 * whatever the number of keys, where an `anyOf` of `required` takes two per key.
 */
function listedAndSet(dropKey: string, field: string, ways: readonly Way[]): Schema {
  const listed = { properties: { [dropKey]: { type: 'array', contains: { const: field } } } };
  const [only] = ways;
  if (ways.length === 1 && only !== undefined) return { ...present(only.key), ...listed };
  return { not: { properties: Object.fromEntries(ways.map((way) => [way.key, false])) }, ...listed };
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
