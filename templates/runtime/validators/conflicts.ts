/**
 * CONFLICT: what one patch level asks twice (patch-semantics rules 4, 5 and 10). Only well-formed
 * entries take part; malformed ones are INVALID_PATCH already. Each conflict is reported at the
 * later of the two places in the fixed order of rule 6 (the conflict groups of the vocabulary: drops,
 * sets, plain values, array operators), so the path does not depend on the order of members in the
 * JSON text. What each operator key is comes from the patch model.
 */
import type { CompiledField, CompiledLevel } from '../patch/model.js';
import { CONFLICT_GROUPS, type ConflictGroup, type OperatorData } from '../patch/vocabulary.js';
import { esc, type Run, type Token } from './core.js';
import { canonical } from './values.js';

/** One way a field is targeted: its conflict group, and how messages name it. */
interface Mode {
  readonly group: ConflictGroup;
  readonly label: string;
  readonly at: Token[];
}

/** An operator list of one array field, as given. */
interface ArrayList {
  readonly operator: OperatorData;
  readonly key: string;
  readonly entries: readonly unknown[];
}

/**
 * Rule 4 at a closed level, then rule 5 (and the rename of rule 10) for each of its arrays. Most
 * levels target each field once: they are told apart in one pass over the keys, and only a level
 * that targets some field in two modes builds the full report. @internal
 */
export function closedConflicts(run: Run, patch: Record<string, unknown>, level: CompiledLevel): void {
  const targets = targetsOf(patch, level);
  if (targets === undefined) return;
  const { fields, groups } = targets;
  // Each field's operators: a field in two modes is rule 4; two array operators, or a `$patch/` that
  // may rename, are rule 5's to judge.
  let arrays: Set<string> | undefined;
  const seen = fields.length > SMALL ? new Map<string, ConflictGroup>() : undefined;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    const group = groups[i] as ConflictGroup;
    let earlier = seen?.get(field);
    if (seen === undefined) {
      for (let j = 0; j < i && earlier === undefined; j++) if (fields[j] === field) earlier = groups[j];
    } else if (earlier === undefined) seen.set(field, group);
    if (earlier !== undefined && earlier !== group) {
      reportModes(run, patch, level);
      return;
    }
    if (group === 'array' && (earlier !== undefined || renames(level, field))) {
      arrays ??= new Set();
      arrays.add(field);
    }
  }
  if (arrays === undefined) return;
  for (const [name, field] of level.fields) if (arrays.has(name)) arrayGroup(run, patch, field, level);
}

/** The field each key of a closed level targets and its conflict group; `undefined` when at most one key can. */
function targetsOf(
  patch: Record<string, unknown>,
  level: CompiledLevel,
): { fields: string[]; groups: ConflictGroup[] } | undefined {
  const keys = Object.keys(patch);
  if (keys.length === 0) return undefined;
  const fields: string[] = [];
  const groups: ConflictGroup[] = [];
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    const value = patch[key];
    if (value === undefined || key === level.identifier) continue;
    if (level.fields.has(key)) {
      fields.push(key);
      groups.push('plain');
      continue;
    }
    const operator = key.charCodeAt(0) === 36 ? level.operators.get(key) : undefined;
    if (operator === undefined) continue;
    if (operator.value !== 'field-names') {
      const field = key.slice(operator.key.length);
      if (field === level.identifier) continue;
      fields.push(field);
      groups.push(operator.group);
    } else if (Array.isArray(value)) {
      for (const entry of value) {
        if (typeof entry !== 'string' || entry === level.identifier || !level.fields.has(entry)) continue;
        fields.push(entry);
        groups.push(operator.group);
      }
    }
  }
  return fields.length === 0 ? undefined : { fields, groups };
}

/** Below this many targets, comparing every pair is faster than hashing. */
const SMALL = 16;

/** Whether `$patch/` of `field` may rename its elements (rule 10), so that one list can conflict with itself. */
function renames(level: CompiledLevel, name: string): boolean {
  const field = level.fields.get(name);
  return level.model.rename !== undefined && field?.type?.byName.get(field.key)?.renamable === true;
}

/** Every field targeted in two modes, reported at the later of the two (rule 6's order); then rule 5. */
function reportModes(run: Run, patch: Record<string, unknown>, level: CompiledLevel): void {
  const modes = new Map<string, Mode[]>();
  let arrays = false;
  const add = (field: string, mode: Mode) => {
    if (mode.group === 'array') arrays = true;
    const list = modes.get(field) ?? [];
    if (!list.some((m) => m.label === mode.label)) list.push(mode);
    modes.set(field, list);
  };
  const keys = Object.keys(patch);
  // The drops first: the fields they name are met first, as rule 6 applies them first.
  for (const key of keys) {
    const value = patch[key];
    if (!Array.isArray(value) || key.charCodeAt(0) !== 36) continue;
    const operator = level.operators.get(key);
    if (operator?.value !== 'field-names') continue;
    value.forEach((entry: unknown, i) => {
      if (typeof entry === 'string' && level.fields.has(entry) && entry !== level.identifier)
        add(entry, { group: operator.group, label: `a ${key} entry`, at: [key, i] });
    });
  }
  for (const key of keys) {
    if (patch[key] === undefined || key === level.identifier) continue;
    if (level.fields.has(key)) {
      add(key, { group: 'plain', label: 'a plain value', at: [key] });
      continue;
    }
    const operator = level.operators.get(key);
    if (operator === undefined || operator.value === 'field-names') continue;
    const field = key.slice(operator.key.length);
    const label = operator.group === 'array' ? 'array operators' : operator.key;
    if (field !== level.identifier) add(field, { group: operator.group, label, at: [key] });
  }
  for (const [field, list] of modes) {
    if (list.length < 2) continue;
    const [first, second] = [...list].sort((a, b) => rank(a.group) - rank(b.group));
    if (first === undefined || second === undefined) continue;
    conflict(
      run,
      second.at,
      `"${field}" is changed by both ${first.label} and ${second.label}; a field takes only one of them`,
    );
  }
  // Only the arrays the patch names with array operators can hold a rule-5 conflict; schema order kept.
  if (!arrays) return;
  for (const [name, field] of level.fields) {
    if (field.array && modes.get(name)?.some((m) => m.group === 'array') === true) {
      arrayGroup(run, patch, field, level);
    }
  }
}

function rank(group: ConflictGroup): number {
  return CONFLICT_GROUPS.indexOf(group);
}

/** The string entries of a drop (`$drop`) list. */
function dropsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Rule 4 at an open level: a dropped member also set (map, free-form) or set by its operator (unkeyed element). @internal */
export function openConflicts(run: Run, patch: Record<string, unknown>, level: CompiledLevel): void {
  const dropped = new Map<string, string>();
  for (const key of Object.keys(patch)) {
    if (level.model.of(key)?.value !== 'field-names') continue;
    for (const entry of dropsOf(patch[key])) if (!dropped.has(entry)) dropped.set(entry, key);
  }
  if (dropped.size === 0) return;
  const setter = level.kind === 'unkeyed-element' ? level.model.anyMember : undefined;
  const prefix = setter === undefined ? '' : setter.key;
  for (const key of Object.keys(patch)) {
    if (patch[key] === undefined || !key.startsWith(prefix)) continue;
    if (prefix === '' && key.charCodeAt(0) === 36) continue;
    const member = key.slice(prefix.length);
    const drop = dropped.get(member);
    if (drop !== undefined) conflict(run, [key], `"${member}" is both dropped with ${drop} and set with "${key}"`);
  }
}

/** The operators of one array field together: rule 5, the unkeyed array of rule 10, and renames. */
function arrayGroup(run: Run, patch: Record<string, unknown>, field: CompiledField, level: CompiledLevel): void {
  const operators = level.model.array;
  const lists: ArrayList[] = [];
  let removal: ArrayList | undefined;
  let changes: ArrayList | undefined;
  let kept: ArrayList | undefined;
  for (let i = 0; i < operators.length; i++) {
    const operator = operators[i] as OperatorData;
    const key = operator.key + field.name;
    const entries = level.operators.has(key) ? patch[key] : undefined;
    if (!Array.isArray(entries)) continue;
    const list = { operator, key, entries };
    lists.push(list);
    if (operator.step === 'patch') changes ??= list;
    if (operator.step !== 'remove' && operator.step !== 'keep') continue;
    if (operator.step === 'keep') kept ??= list;
    if (removal === undefined) removal = list;
    else conflict(run, [key], `${removal.key} and ${key} cannot be used together`);
  }
  if (field.kind === 'unkeyed-array' && changes !== undefined && removal !== undefined) {
    const removers = operators.filter((o) => o.step === 'remove' || o.step === 'keep').map((o) => o.key + field.name);
    conflict(
      run,
      [changes.key],
      `${changes.key} selects by example and cannot be combined with ${removers.join(' or ')}`,
    );
  }
  const idOf = identity(field.kind);
  const keyOf = (entry: unknown) => (field.kind === 'keyed-array' ? member(entry, field.key) : entry);
  const named = nameOnce(run, lists, field, idOf, keyOf);
  if (kept !== undefined) mustBeKept(run, lists, kept, field, idOf, keyOf);
  const renames = level.model.rename;
  const renamable = field.type?.byName.get(field.key)?.renamable === true;
  if (renames !== undefined && renamable && changes !== undefined) {
    const elsewhere = [...named, ...(kept?.entries ?? []).map(idOf)];
    renameConflicts(run, field.name, changes, renames.key + field.key, field.key, idOf, elsewhere);
  }
}

/** The selectors of element patches (keyed arrays only) or the entries of any other list. */
function namesOf(list: ArrayList, field: CompiledField, keyOf: (entry: unknown) => unknown): readonly unknown[] {
  if (list.operator.step !== 'patch') return list.operator.step === 'append' ? list.entries.map(keyOf) : list.entries;
  return field.kind === 'keyed-array' ? list.entries.map(keyOf) : [];
}

/** An element may be named by one of the removal, patch and append lists only (rule 5). */
function nameOnce(
  run: Run,
  lists: readonly ArrayList[],
  field: CompiledField,
  idOf: (entry: unknown) => string | undefined,
  keyOf: (entry: unknown) => unknown,
): string[] {
  const named = new Map<string, string>();
  for (const list of lists) {
    if (list.operator.step === 'keep') continue;
    namesOf(list, field, keyOf).forEach((entry, i) => {
      const id = idOf(entry);
      if (id === undefined) return;
      const earlier = named.get(id);
      if (earlier !== undefined && earlier !== list.key) {
        conflict(run, [list.key, i], `${show(entry)} is named by both ${earlier} and ${list.key}`);
      } else named.set(id, list.key);
    });
  }
  return [...named.keys()];
}

/** With a keep list (`$retain/`), every element patched or appended must be listed in it (rule 5). */
function mustBeKept(
  run: Run,
  lists: readonly ArrayList[],
  kept: ArrayList,
  field: CompiledField,
  idOf: (entry: unknown) => string | undefined,
  keyOf: (entry: unknown) => unknown,
): void {
  const listed = new Set(kept.entries.map(idOf));
  for (const list of lists) {
    if (list.operator.step !== 'patch' && list.operator.step !== 'append') continue;
    namesOf(list, field, keyOf).forEach((entry, i) => {
      const id = idOf(entry);
      if (id !== undefined && !listed.has(id)) {
        conflict(
          run,
          [list.key, i],
          `${show(entry)} is not listed in ${kept.key}, which must list every element that remains`,
        );
      }
    });
  }
}

/** Rule 10: a new identifier that another operator on the array (or another rename) names. */
function renameConflicts(
  run: Run,
  field: string,
  changes: ArrayList,
  renameKey: string,
  key: string,
  idOf: (entry: unknown) => string | undefined,
  namedElsewhere: readonly (string | undefined)[],
): void {
  const taken = new Set(namedElsewhere.filter((id): id is string => id !== undefined));
  changes.entries.forEach((change, i) => {
    const to = member(change, renameKey);
    const id = typeof to === 'string' ? idOf(to) : undefined;
    if (id === undefined || id === idOf(member(change, key))) return;
    if (taken.has(id)) {
      conflict(
        run,
        [changes.key, i, renameKey],
        `renames to "${String(to)}", which another operator on ${field} names in this patch`,
      );
    }
    taken.add(id);
  });
}

function show(entry: unknown): string {
  return typeof entry === 'object' && entry !== null ? 'an element' : JSON.stringify(entry);
}

/** How entries name elements: identifiers and scalar values as typed text, whole elements by deep equality. */
function identity(kind: string): (entry: unknown) => string | undefined {
  return kind === 'unkeyed-array' ? wholeIdentity : scalarIdentity;
}

function wholeIdentity(entry: unknown): string | undefined {
  return typeof entry === 'object' && entry !== null ? canonical(entry) : undefined;
}

function scalarIdentity(entry: unknown): string | undefined {
  return typeof entry === 'string' ||
    typeof entry === 'boolean' ||
    (typeof entry === 'number' && Number.isFinite(entry))
    ? `${typeof entry}:${String(entry)}`
    : undefined;
}

function member(value: unknown, key: string | undefined): unknown {
  return key !== undefined && typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function conflict(run: Run, at: readonly Token[], message: string): void {
  const path = [...run.path, ...at].map((t) => `/${esc(String(t))}`).join('');
  run.issues.push({ path, code: 'CONFLICT', message });
}
