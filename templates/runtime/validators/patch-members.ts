/**
 * The members a patch level does not take — read-only fields, unknown fields, operator keys that do
 * not apply — and the names a `$drop` list gives that are no fields: their issues and messages. The
 * run's first issues get a did-you-mean hint, written when the message is read; later ones the plain
 * message (issues.ts `pushHinted`).
 */
import type { CompiledLevel } from '../patch/model.js';
import type { Run } from './core.js';
import { pointer, push, pushHinted } from './issues.js';
import { wrongType } from './messages.js';
import { duplicateEntries } from './patch-checks.js';
import { closest, nameList, quote } from './words.js';

/**
 * A member of a patch level that is none of its fields or operator keys: a read-only field (left
 * out in strip mode), an operator key that does not apply here, or an unknown field. @internal
 */
export function badPatchMember(run: Run, key: string, level: CompiledLevel): void {
  if (level.readOnly?.has(key)) {
    if (run.strip) {
      if (run.drops === undefined) run.drops = new Set();
      run.drops.add(pointer(run, key));
    } else {
      push(run, key, 'INVALID_PATCH', `${quote(key)} is set by the service and cannot be patched; leave it out`);
    }
    return;
  }
  pushHinted(run, key, 'INVALID_PATCH', memberProblem, key, level);
}

/** The message of a member that is no field or operator key here; with a did-you-mean when `hint`. */
function memberProblem(key: string, level: CompiledLevel, hint: boolean): string {
  return key.charCodeAt(0) === 36 ? operatorProblem(key, level, hint) : unknownField(key, level, hint);
}

function unknownField(key: string, level: CompiledLevel, hint: boolean): string {
  const near = hint ? closest(key, level.fields.keys()) : undefined;
  return near === undefined
    ? `unknown field ${quote(key)}; the fields of ${level.source} are ${nameList(level.fields)}`
    : `unknown field ${quote(key)}; did you mean "${near}"?`;
}

function operatorProblem(key: string, level: CompiledLevel, hint: boolean): string {
  const operator = level.model.of(key);
  if (operator === undefined || operator.value === 'field-names') {
    const near = hint ? closest(key, level.operators.keys()) : undefined;
    return `unknown operator key ${quote(key)}${near === undefined ? '' : ` (did you mean "${near}"?)`}; the operators are ${formList(level)}`;
  }
  const prefix = operator.key;
  const target = key.slice(prefix.length);
  const field = level.fields.get(target);
  if (field === undefined) {
    if (level.kind !== 'object' && level.kind !== 'element') return `${prefix} does not apply in ${level.source}`;
    const near = hint ? closest(target, level.fields.keys()) : undefined;
    return `${quote(target)} is not a field of ${level.source}${near === undefined ? '' : `; did you mean "${near}"?`}`;
  }
  const usable = [...level.operators.keys()].filter((k) => k.endsWith(`/${target}`));
  return `${prefix} does not apply to "${target}" (${field.kind}); ${usable.length === 0 ? 'it takes no operator keys, only a plain value' : `it takes ${usable.join(', ')}`}`;
}

/** The `$drop` list of a closed level: field names of it, never the identifier, each once. @internal */
export function dropNames(run: Run, entries: unknown, names: ReadonlySet<string>, level: CompiledLevel): void {
  if (!Array.isArray(entries)) {
    wrongType(run, undefined, 'an array', entries);
    return;
  }
  entries.forEach((entry, i) => {
    if (typeof entry !== 'string') {
      wrongType(run, i, 'a field name', entry);
    } else if (entry === level.identifier) {
      push(run, i, 'INVALID_PATCH', `"${entry}" identifies the element and cannot be dropped`);
    } else if (!names.has(entry)) {
      pushHinted(run, i, 'INVALID_PATCH', cannotDrop, entry, level);
    }
  });
  if (entries.length > 1) duplicateEntries(run, entries, undefined);
}

function cannotDrop(entry: string, level: CompiledLevel, hint: boolean): string {
  return `cannot drop ${unknownField(entry, level, hint).replace('unknown field', 'the unknown field')}`;
}

const FORM_LISTS = new WeakMap<CompiledLevel, string>();

/** The forms of the operator keys of a level's model, made once per level. */
function formList(level: CompiledLevel): string {
  let text = FORM_LISTS.get(level);
  if (text === undefined) {
    text = level.model.list.map((o) => o.form).join(', ');
    FORM_LISTS.set(level, text);
  }
  return text;
}
