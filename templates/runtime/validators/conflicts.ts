/**
 * CONFLICT: what one patch level asks twice (patch-semantics rules 4, 5 and 10). Only well-formed
 * entries take part; malformed ones are INVALID_PATCH already. Each conflict is reported at the
 * later of the two places in the fixed order of rule 6 (`$drop`, `$replace/`, plain values, array
 * operators), so the path does not depend on the order of members in the JSON text.
 */
import { esc, type Run, type Token } from './core.js';
import type { PatchLevel } from './patch.js';
import { canonical } from './values.js';

type Mode = 'a $drop entry' | '$replace/' | 'a plain value' | 'array operators';

const MODE_ORDER: readonly Mode[] = ['a $drop entry', '$replace/', 'a plain value', 'array operators'];
const GROUP: readonly string[] = ['$drop/', '$retain/', '$patch/', '$append/'];

/** Rule 4 at a closed level, then rule 5 (and the rename of rule 10) for each of its arrays. @internal */
export function closedConflicts(run: Run, patch: Record<string, unknown>, level: PatchLevel): void {
  const modes = new Map<string, { mode: Mode; at: Token[] }[]>();
  let arrays = false;
  const add = (field: string, mode: Mode, at: Token[]) => {
    if (mode === 'array operators') arrays = true;
    const list = modes.get(field) ?? [];
    if (!list.some((m) => m.mode === mode)) list.push({ mode, at });
    modes.set(field, list);
  };
  const drops = patch.$drop;
  if (Array.isArray(drops)) {
    drops.forEach((entry, i) => {
      if (typeof entry === 'string' && level.fields.has(entry) && entry !== level.identifier)
        add(entry, 'a $drop entry', ['$drop', i]);
    });
  }
  for (const key of Object.keys(patch)) {
    if (patch[key] === undefined || key === level.identifier) continue;
    if (level.fields.has(key)) add(key, 'a plain value', [key]);
    else if (level.operators.has(key) && key !== '$drop') {
      const slash = key.indexOf('/');
      const field = key.slice(slash + 1);
      if (field !== level.identifier)
        add(field, GROUP.includes(key.slice(0, slash + 1)) ? 'array operators' : '$replace/', [key]);
    }
  }
  for (const [field, list] of modes) {
    if (list.length < 2) continue;
    const [first, second] = [...list].sort((a, b) => MODE_ORDER.indexOf(a.mode) - MODE_ORDER.indexOf(b.mode));
    if (first === undefined || second === undefined) continue;
    conflict(
      run,
      second.at,
      `"${field}" is changed by both ${first.mode} and ${second.mode}; a field takes only one of them`,
    );
  }
  // Only the arrays the patch names with array operators can hold a rule-5 conflict; schema order kept.
  if (!arrays) return;
  for (const [field, kind] of level.fields) {
    if (kind.endsWith('array') && modes.get(field)?.some((m) => m.mode === 'array operators') === true) {
      arrayGroup(run, patch, field, kind, level);
    }
  }
}

/** Rule 4 at an open level: a `$drop` entry also set (map, free-form) or also replaced (unkeyed element). @internal */
export function openConflicts(run: Run, patch: Record<string, unknown>, level: PatchLevel): void {
  const drops = patch.$drop;
  if (!Array.isArray(drops)) return;
  const prefix = level.kind === 'unkeyed-element' ? '$replace/' : '';
  const dropped = new Set(drops.filter((entry): entry is string => typeof entry === 'string'));
  for (const key of Object.keys(patch)) {
    if (patch[key] === undefined || key === '$drop' || !key.startsWith(prefix)) continue;
    const member = key.slice(prefix.length);
    if (prefix === '' && key.charCodeAt(0) === 36) continue;
    if (dropped.has(member)) conflict(run, [key], `"${member}" is both dropped with $drop and set with "${key}"`);
  }
}

/** The operators of one array field together: rule 5, the unkeyed array of rule 10, and renames. */
function arrayGroup(run: Run, patch: Record<string, unknown>, field: string, kind: string, level: PatchLevel): void {
  const key = level.keys?.[field];
  const list = (prefix: string): unknown[] | undefined => {
    const value = level.operators.has(prefix + field) ? patch[prefix + field] : undefined;
    return Array.isArray(value) ? value : undefined;
  };
  const [drop, retain, changes, append] = GROUP.map(list);
  if (drop !== undefined && retain !== undefined) {
    conflict(run, [`$retain/${field}`], `$drop/${field} and $retain/${field} cannot be used together`);
  }
  if (kind === 'unkeyed-array' && changes !== undefined && (drop !== undefined || retain !== undefined)) {
    conflict(
      run,
      [`$patch/${field}`],
      `$patch/${field} selects by example and cannot be combined with $drop/${field} or $retain/${field}`,
    );
  }
  const idOf = identity(kind);
  const named = new Map<string, string>();
  const show = (entry: unknown) => (typeof entry === 'object' && entry !== null ? 'an element' : JSON.stringify(entry));
  const name = (entries: readonly unknown[], operator: string) =>
    entries.forEach((entry, i) => {
      const id = idOf(entry);
      if (id === undefined) return;
      const earlier = named.get(id);
      if (earlier !== undefined && earlier !== operator) {
        conflict(
          run,
          [`${operator}${field}`, i],
          `${show(entry)} is named by both ${earlier}${field} and ${operator}${field}`,
        );
      } else named.set(id, operator);
    });
  const keyOf = (entry: unknown) => (kind === 'keyed-array' ? member(entry, key) : entry);
  const selectors = kind === 'keyed-array' ? (changes ?? []).map(keyOf) : [];
  const appended = (append ?? []).map(keyOf);
  name(drop ?? [], '$drop/');
  name(selectors, '$patch/');
  name(appended, '$append/');
  if (retain !== undefined) {
    const kept = new Set(retain.map(idOf));
    const mustKeep = (entries: readonly unknown[], operator: string) =>
      entries.forEach((entry, i) => {
        const id = idOf(entry);
        if (id !== undefined && !kept.has(id)) {
          conflict(
            run,
            [`${operator}${field}`, i],
            `${show(entry)} is not listed in $retain/${field}, which must list every element that remains`,
          );
        }
      });
    mustKeep(selectors, '$patch/');
    mustKeep(appended, '$append/');
  }
  if (key !== undefined && level.renamable?.includes(field) === true && changes !== undefined) {
    renames(run, field, key, changes, idOf, [...named.keys(), ...(retain ?? []).map(idOf)]);
  }
}

/** Rule 10: a new identifier that another operator on the array (or another rename) names. */
function renames(
  run: Run,
  field: string,
  key: string,
  changes: readonly unknown[],
  idOf: (entry: unknown) => string | undefined,
  namedElsewhere: readonly (string | undefined)[],
): void {
  const taken = new Set(namedElsewhere.filter((id): id is string => id !== undefined));
  const renameKey = `$replace/${key}`;
  changes.forEach((change, i) => {
    const to = member(change, renameKey);
    const id = typeof to === 'string' ? idOf(to) : undefined;
    if (id === undefined || id === idOf(member(change, key))) return;
    if (taken.has(id)) {
      conflict(
        run,
        [`$patch/${field}`, i, renameKey],
        `renames to "${String(to)}", which another operator on ${field} names in this patch`,
      );
    }
    taken.add(id);
  });
}

/** How entries name elements: identifiers and scalar values as typed text, whole elements by deep equality. */
function identity(kind: string): (entry: unknown) => string | undefined {
  if (kind === 'unkeyed-array')
    return (entry) => (typeof entry === 'object' && entry !== null ? canonical(entry) : undefined);
  return (entry) =>
    typeof entry === 'string' || typeof entry === 'boolean' || (typeof entry === 'number' && Number.isFinite(entry))
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
