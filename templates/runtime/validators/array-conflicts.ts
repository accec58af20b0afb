/**
 * Rule 5 and the renames of rule 10: the operators of one array field of a patch level together,
 * each conflict found and reported. Only well-formed entries take part. conflicts.ts calls it when
 * the quick test (array-may-conflict.ts) cannot rule a conflict out. Not part of the runtime's
 * exports.
 */
import type { CompiledField, CompiledLevel, FieldOperator } from '../patch/model.js';
import type { OperatorData } from '../patch/vocabulary.js';
import { member } from './array-may-conflict.js';
import type { Run, Token } from './core.js';
import { esc } from './issues.js';
import { canonicalIn } from './unique.js';
import { quoteScalar } from './words.js';

/** An operator list of one array field, as given. */
interface ArrayList {
  readonly operator: OperatorData;
  readonly key: string;
  readonly entries: readonly unknown[];
}

/** The operators of one array field together: rule 5, the unkeyed array of rule 10, and renames; each conflict reported. @internal */
export function arrayGroup(run: Run, patch: Record<string, unknown>, field: CompiledField, level: CompiledLevel): void {
  const operators = level.model.array;
  const lists: ArrayList[] = [];
  let removal: ArrayList | undefined;
  let changes: ArrayList | undefined;
  let kept: ArrayList | undefined;
  const keys = level.arrayKeys.get(field.name) ?? [];
  for (let i = 0; i < keys.length; i++) {
    const { operator, key } = keys[i] as FieldOperator;
    const entries = patch[key];
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
  const idOf = identity(run, field.kind);
  const keyOf = (entry: unknown) => (field.kind === 'keyed-array' ? member(entry, field.key) : entry);
  const named = nameOnce(run, lists, field, idOf, keyOf);
  if (kept !== undefined) mustBeKept(run, lists, kept, field, idOf, keyOf);
  const rename = keys[0]?.rename;
  if (rename !== undefined && changes !== undefined) {
    const elsewhere = [...named, ...(kept?.entries ?? []).map(idOf)];
    renameConflicts(run, field.name, changes, rename, field.key, idOf, elsewhere);
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
        `renames to ${quoteScalar(to)}, which another operator on ${field} names in this patch`,
      );
    }
    taken.add(id);
  });
}

function show(entry: unknown): string {
  return typeof entry === 'object' && entry !== null ? 'an element' : quoteScalar(entry);
}

/** How entries name elements: identifiers and scalar values as typed text, whole elements by deep equality. */
function identity(run: Run, kind: string): (entry: unknown) => string | undefined {
  return kind === 'unkeyed-array' ? (entry) => wholeIdentity(run, entry) : scalarIdentity;
}

/** An element's text within the run's limit; none past it (`canonicalIn`). */
function wholeIdentity(run: Run, entry: unknown): string | undefined {
  return typeof entry === 'object' && entry !== null ? canonicalIn(run, entry) : undefined;
}

function scalarIdentity(entry: unknown): string | undefined {
  return typeof entry === 'string' ||
    typeof entry === 'boolean' ||
    (typeof entry === 'number' && Number.isFinite(entry))
    ? `${typeof entry}:${String(entry)}`
    : undefined;
}

/** Reports a CONFLICT at `at`, below the current level. @internal */
export function conflict(run: Run, at: readonly Token[], message: string): void {
  const path = [...run.path, ...at].map((t) => `/${esc(String(t))}`).join('');
  run.issues.push({ path, code: 'CONFLICT', message });
}
