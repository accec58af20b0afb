/**
 * `$patch/` of the unkeyed array (rule 10): each element patch selects by example — its plain
 * members must be equal in exactly one element — in the order given, each seeing the array as the
 * earlier ones left it. Elements are found through an index of their members (name and value), so
 * an element patch looks only at the elements that share its rarest selector member.
 */
import { quote } from '../validators/runtime.js';
import { droppedKeys } from './apply-free-form.js';
import type { ApplyContext } from './context.js';
import { deepEqual, equalityKey } from './equality.js';
import { copyWithout, hasOwn, isObject, type JsonObject, type Path, pointer, put } from './json.js';

export function patchByExample(
  context: ApplyContext,
  working: unknown[],
  patches: readonly unknown[],
  path: Path | undefined,
): void {
  const index = new MemberIndex(working, selectorNames(patches));
  patches.forEach((elementPatch, position) => {
    const at = pointer(path, position);
    if (!isObject(elementPatch)) {
      context.errors.report('INVALID_PATCH', at, 'an element patch must be an object');
      return;
    }
    const selector = Object.keys(elementPatch).filter((key) => !key.startsWith('$'));
    const [match, another] = index.matches(working, elementPatch, selector);
    if (match === undefined) {
      context.errors.report('NOT_FOUND', at, 'no element matches the plain members of this element patch');
    } else if (another !== undefined) {
      context.errors.report('AMBIGUOUS', at, 'more than one element matches the plain members of this element patch');
    } else {
      const before = working[match];
      const after = changeByExample(context, before, elementPatch, at);
      working[match] = after;
      index.update(match, before, after, changedMembers(context, elementPatch));
    }
  });
}

/** The member names that element patches select by. */
function selectorNames(patches: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const elementPatch of patches) {
    if (!isObject(elementPatch)) continue;
    for (const key of Object.keys(elementPatch)) if (!key.startsWith('$')) names.add(key);
  }
  return names;
}

/** The members an element patch drops or sets. */
function changedMembers(context: ApplyContext, elementPatch: JsonObject): Set<string> {
  const changed = droppedKeys(context, elementPatch) ?? new Set<string>();
  const setter = context.operators.anyMember;
  if (setter === undefined) return changed;
  for (const key of Object.keys(elementPatch))
    if (key.startsWith(setter.key)) changed.add(key.slice(setter.key.length));
  return changed;
}

/** The selected element changed by the element patch: its drops first, then the members it sets. */
function changeByExample(
  context: ApplyContext,
  element: unknown,
  elementPatch: JsonObject,
  path: Path | undefined,
): JsonObject {
  const { operators, changes } = context;
  const out = isObject(element) ? copyWithout(element, droppedKeys(context, elementPatch)) : {};
  changes.made(out);
  const setter = operators.anyMember;
  for (const key of Object.keys(elementPatch)) {
    if (setter !== undefined && key.startsWith(setter.key)) {
      // members of the unkeyed array's elements are free-form: the same values in a patch and a resource
      changes.placed(elementPatch[key], true);
      put(out, key.slice(setter.key.length), elementPatch[key]);
    } else if (key.startsWith('$') && operators.of(key)?.step !== 'drop-fields') {
      context.errors.report(
        'INVALID_PATCH',
        pointer(path, key),
        `${quote(key)} is not an operator of this element patch`,
      );
    }
  }
  return out;
}

/**
 * Positions of the elements holding each member (name and value) that some element patch selects
 * by. A member's value is indexed by its `equalityKey`; an element matches only if `deepEqual` says
 * so, unless both keys are exact.
 */
class MemberIndex {
  private readonly positions = new Map<string, Set<number>>();

  constructor(
    elements: readonly unknown[],
    private readonly names: ReadonlySet<string>,
  ) {
    for (let position = 0; position < elements.length; position++) this.add(elements[position], position);
  }

  /** The positions of the elements that hold every member of `selector` (at most two: more is ambiguous anyway). */
  matches(elements: readonly unknown[], example: JsonObject, selector: readonly string[]): number[] {
    if (selector.length === 0) return elements.length > 1 ? [0, 1] : elements.map((_, position) => position);
    let rarest: Set<number> | undefined;
    for (const name of selector) {
      const holders = this.positions.get(memberKey(name, example[name]).key);
      if (holders === undefined) return [];
      if (rarest === undefined || holders.size < rarest.size) rarest = holders;
    }
    const found: number[] = [];
    for (const position of rarest ?? []) {
      const element = elements[position];
      if (
        selector.every((name) => isObject(element) && hasOwn(element, name) && deepEqual(element[name], example[name]))
      ) {
        found.push(position);
        if (found.length === 2) break;
      }
    }
    return found;
  }

  /** The element at `position` changed from `before` to `after` in the members `changed` (the others are the same). */
  update(position: number, before: unknown, after: unknown, changed: ReadonlySet<string>): void {
    for (const name of changed) {
      if (!this.names.has(name)) continue;
      if (isObject(before) && hasOwn(before, name))
        this.positions.get(memberKey(name, before[name]).key)?.delete(position);
      if (isObject(after) && hasOwn(after, name)) this.addMember(name, after[name], position);
    }
  }

  private add(element: unknown, position: number): void {
    if (!isObject(element)) return;
    for (const name of Object.keys(element)) if (this.names.has(name)) this.addMember(name, element[name], position);
  }

  private addMember(name: string, value: unknown, position: number): void {
    const key = memberKey(name, value).key;
    const set = this.positions.get(key);
    if (set === undefined) this.positions.set(key, new Set([position]));
    else set.add(position);
  }
}

function memberKey(name: string, value: unknown): { readonly key: string; readonly exact: boolean } {
  const { key, exact } = equalityKey(value);
  return { key: `${JSON.stringify(name)}:${key}`, exact };
}
