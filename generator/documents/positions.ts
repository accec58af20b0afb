/**
 * Where each value of a document came from. Tables hang off the containers themselves (a
 * `WeakMap` from object or array to the offsets of its members), so reading costs one map entry
 * per member and a JSON Pointer is resolved only when a problem is reported.
 */

import { pointerTokens } from '../pointer.ts';

type Container = object;

export class SourcePositions {
  private readonly members = new WeakMap<Container, Map<string, number>>();
  private readonly elements = new WeakMap<Container, number[]>();

  /** The value the tables describe (the document as read); set once reading is done. */
  value: unknown;

  constructor(readonly root: number) {}

  /** Records the offset of a member's key; returns the offset of the same key met before, if any. */
  addMember(object: Container, key: string, offset: number): number | undefined {
    let table = this.members.get(object);
    if (table === undefined) {
      table = new Map();
      this.members.set(object, table);
    }
    const before = table.get(key);
    table.set(key, offset);
    return before;
  }

  /** The offset recorded for `key` of `object`, if any. */
  memberOffset(object: Container, key: string): number | undefined {
    return this.members.get(object)?.get(key);
  }

  addElement(array: Container, offset: number): void {
    let table = this.elements.get(array);
    if (table === undefined) {
      table = [];
      this.elements.set(array, table);
    }
    table.push(offset);
  }

  /** The keys of `object` in the order the text has them (a JS object puts integer-like keys first). */
  keyOrder(object: Container): readonly string[] | undefined {
    const table = this.members.get(object);
    return table === undefined ? undefined : [...table.keys()];
  }

  /**
   * The offset of the value at `pointer` (a member: its key; an element: its start), or of the
   * deepest value on the way that exists.
   */
  offsetOf(pointer: string): number {
    let offset = this.root;
    let current = this.value;
    for (const segment of pointerTokens(pointer)) {
      if (typeof current !== 'object' || current === null) break;
      const next = Array.isArray(current)
        ? this.elements.get(current)?.[Number(segment)]
        : this.members.get(current)?.get(segment);
      if (next === undefined) break;
      offset = next;
      current = (current as Record<string, unknown>)[segment];
    }
    return offset;
  }
}

/** Sets a member as `JSON.parse` does: `__proto__` becomes an own property, never the prototype. */
export function setMember(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    object[key] = value;
  }
}
