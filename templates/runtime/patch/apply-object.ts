/**
 * One object level of a patch (rule 6): `$drop`, then `$replace/*`, then plain fields (recursively),
 * then for each array its removal, `$patch/` and `$append/` — in schema order, whatever the member
 * order of the patch, so the same patch gives the same result and the same error.
 */
import { quote } from '../validators/runtime.js';
import { type ArrayGroup, applyArrayGroup } from './apply-array.js';
import { applyOpen } from './apply-open.js';
import type { ApplyContext } from './context.js';
import { checkField, walkElements, walkImmutable } from './immutable.js';
import { copyObject, copyOfType, hasOwn, isObject, type JsonObject, own, type Path, pointer, put } from './json.js';
import type { CompiledField, CompiledType, KeyAction } from './model.js';

interface Plan {
  drop: { readonly key: string; readonly value: unknown } | undefined;
  replaces: KeyAction[] | undefined;
  plains: KeyAction[] | undefined;
  groups: ArrayGroup[] | undefined;
}

export function applyObject(
  context: ApplyContext,
  type: CompiledType,
  current: unknown,
  patch: unknown,
  path: Path | undefined,
  selector: string | undefined,
): JsonObject {
  const before = isObject(current) ? current : undefined;
  if (!isObject(patch)) {
    context.errors.report('INVALID_PATCH', path, `a patch of ${type.name} must be an object`);
    return before === undefined ? {} : copyObject(before);
  }
  const plan = planOf(context, type, patch, path);
  if (plan === undefined) return before === undefined ? {} : copyObject(before);
  const dropped = plan.drop === undefined ? undefined : dropFields(context, type, before, plan.drop, path, selector);
  const out = before === undefined ? {} : copyOfType(before, dropped, type.slot);
  context.changes.made(out);
  for (const step of inFieldOrder(plan.replaces)) replaceField(context, out, before, step, patch[step.key], path);
  for (const step of inFieldOrder(plan.plains)) {
    const field = step.field;
    if (field !== undefined && field.name !== selector) setPlain(context, out, before, field, patch[step.key], path);
  }
  const groups = plan.groups ?? [];
  if (groups.length > 1) groups.sort(byGroupField);
  for (const group of groups) applyArrayGroup(context, group, out, before, path);
  return out;
}

function byGroupField(a: ArrayGroup, b: ArrayGroup): number {
  return a.field.index - b.field.index;
}

function byField(a: KeyAction, b: KeyAction): number {
  return (a.field?.index ?? -1) - (b.field?.index ?? -1);
}

/** Sorts the keys of `patch` into the steps of rule 6; `undefined` when a key is not understood. */
function planOf(
  context: ApplyContext,
  type: CompiledType,
  patch: JsonObject,
  path: Path | undefined,
): Plan | undefined {
  const plan: Plan = { drop: undefined, replaces: undefined, plains: undefined, groups: undefined };
  const keys = Object.keys(patch);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    const step = type.actions[key];
    if (step === undefined) {
      context.errors.report('INVALID_PATCH', pointer(path, key), `${type.name} has no field or operator ${quote(key)}`);
      return undefined;
    }
    if (step.step === 'plain') plan.plains = pushTo(plan.plains, step);
    else if (step.step === 'drop-fields') plan.drop = { key, value: patch[key] };
    else if (step.step === 'set') plan.replaces = pushTo(plan.replaces, step);
    else plan.groups = addToGroup(plan.groups ?? [], step, patch[key]);
  }
  return plan;
}

const NONE: readonly KeyAction[] = [];

function inFieldOrder(steps: KeyAction[] | undefined): readonly KeyAction[] {
  if (steps === undefined) return NONE;
  // an insertion sort: a patch object names a few fields, often in order, and Array#sort costs
  // more to start than these take to order (the same for every element patch of a long list)
  for (let i = 1; i < steps.length; i++) {
    const step = steps[i] as KeyAction;
    let j = i - 1;
    for (; j >= 0 && byField(steps[j] as KeyAction, step) > 0; j--) steps[j + 1] = steps[j] as KeyAction;
    steps[j + 1] = step;
  }
  return steps;
}

function pushTo<T>(list: T[] | undefined, item: T): T[] {
  if (list === undefined) return [item];
  list.push(item);
  return list;
}

function addToGroup(groups: ArrayGroup[], step: KeyAction, value: unknown): ArrayGroup[] {
  const field = step.field;
  if (field === undefined) return groups;
  let group: ArrayGroup | undefined;
  for (const candidate of groups) if (candidate.field === field) group = candidate;
  if (group === undefined) {
    group = { field };
    groups.push(group);
  }
  if (step.step === 'remove' || step.step === 'keep') {
    group.removal = { key: step.key, value, retain: step.step === 'keep' };
  } else if (step.step === 'patch') group.patch = { key: step.key, value };
  else group.append = { key: step.key, value };
  return groups;
}

/** The fields of `before` that the drop (`$drop`) removes, after checking each entry. */
function dropFields(
  context: ApplyContext,
  type: CompiledType,
  before: JsonObject | undefined,
  drop: { readonly key: string; readonly value: unknown },
  path: Path | undefined,
  selector: string | undefined,
): Set<string> | undefined {
  const at = pointer(path, drop.key);
  const names = drop.value;
  if (!Array.isArray(names)) {
    context.errors.report('INVALID_PATCH', at, `${drop.key} must be an array of field names`);
    return undefined;
  }
  const dropped = new Set<string>();
  names.forEach((name, index) => {
    const field = typeof name === 'string' ? type.index[name] : undefined;
    if (field === undefined || name === selector) {
      context.errors.report('INVALID_PATCH', pointer(at, index), `${type.name} has no field to drop here`);
      return;
    }
    if (before === undefined || !hasOwn(before, field.name)) return;
    checkField(context, field, before, undefined, pointer(at, index));
    dropped.add(field.name);
  });
  return dropped;
}

function replaceField(
  context: ApplyContext,
  out: JsonObject,
  before: JsonObject | undefined,
  step: KeyAction,
  given: unknown,
  path: Path | undefined,
): void {
  const { field } = step;
  if (field === undefined) return;
  const at = pointer(path, step.key);
  if (field.immutable) checkField(context, field, before, given, at);
  else if (field.kind === 'object') walkImmutable(context, field.type, own(before, field.name), given, at);
  context.changes.placed(given, field.sameOnRead);
  put(out, field.name, given);
}

function setPlain(
  context: ApplyContext,
  out: JsonObject,
  before: JsonObject | undefined,
  field: CompiledField,
  value: unknown,
  path: Path | undefined,
): void {
  const at = pointer(path, field.name);
  const old = before === undefined ? undefined : readField(before, field);
  let next: unknown;
  switch (field.kind) {
    case 'object':
      next = field.type === undefined ? value : context.applyObject(context, field.type, old, value, at, undefined);
      break;
    case 'map':
    case 'free-form':
      next = applyOpen(context, old, value, at, field.kind === 'free-form');
      break;
    case 'keyed-array':
      next = value;
      if (!field.immutable) walkElements(context, field, old, next, at);
      context.changes.placed(next, field.sameOnRead);
      break;
    default:
      next = value;
      context.changes.placed(next, field.sameOnRead);
  }
  checkField(context, field, before, next, at);
  put(out, field.name, next);
}

/** The own member `field` of `object` (a plain read when the name cannot reach the prototype). */
function readField(object: JsonObject, field: CompiledField): unknown {
  return field.direct || hasOwn(object, field.name) ? object[field.name] : undefined;
}
