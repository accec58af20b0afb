/**
 * CONFLICT: what one patch level asks twice (patch-semantics rules 4, 5 and 10). Only well-formed
 * entries take part; malformed ones are INVALID_PATCH already. Each conflict is reported at the
 * later of the two places in the fixed order of rule 6 (the conflict groups of the vocabulary: drops,
 * sets, plain values, array operators), so the path does not depend on the order of members in the
 * JSON text. What each operator key is comes from the patch model.
 */
import type { CompiledLevel } from '../patch/model.js';
import { CONFLICT_GROUPS, type ConflictGroup } from '../patch/vocabulary.js';
import { arrayGroup, conflict } from './array-conflicts.js';
import { arraysMayConflict } from './array-may-conflict.js';
import type { Run, Token } from './core.js';
import { quote } from './words.js';

/** One way a field is targeted: its conflict group, and how messages name it. */
interface Mode {
  readonly group: ConflictGroup;
  readonly label: string;
  readonly at: Token[];
}

/**
 * Rule 4 at a closed level, then rule 5 (and the rename of rule 10) for each of its arrays. Most
 * levels target each field once: they are told apart in one pass over the keys, and only a level
 * that targets some field in two modes builds the full report; the operators of one array are
 * judged in full (`arrayGroup`) only when they can conflict at all. @internal
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
  // past the run's limit the patch is refused by its size, and whole elements are not compared
  if (arrays === undefined || run.past) return;
  for (const [name, field] of level.fields) {
    if (arrays.has(name) && arraysMayConflict(patch, field, level)) arrayGroup(run, patch, field, level);
  }
}

/** The field each key of a closed level targets and its conflict group; `undefined` when no key does. */
function targetsOf(
  patch: Record<string, unknown>,
  level: CompiledLevel,
): { fields: string[]; groups: ConflictGroup[] } | undefined {
  const keys = Object.keys(patch);
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
    if (key.charCodeAt(0) !== 36) continue;
    const target = level.onField.get(key);
    if (target !== undefined) {
      if (target.name === level.identifier) continue;
      fields.push(target.name);
      groups.push(target.operator.group);
      continue;
    }
    const operator = level.operators.get(key);
    if (operator === undefined || !Array.isArray(value)) continue;
    for (const entry of value) {
      if (typeof entry !== 'string' || entry === level.identifier || !level.fields.has(entry)) continue;
      fields.push(entry);
      groups.push(operator.group);
    }
  }
  return fields.length === 0 ? undefined : { fields, groups };
}

/** Below this many targets, comparing every pair is faster than hashing. */
const SMALL = 16;

/** Whether `$patch/` of `field` may rename its elements (rule 10), so that one list can conflict with itself. */
function renames(level: CompiledLevel, name: string): boolean {
  return level.arrayKeys.get(name)?.[0]?.rename !== undefined;
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
    if (drop !== undefined)
      conflict(run, [key], `${quote(member)} is both dropped with ${drop} and set with ${quote(key)}`);
  }
}
