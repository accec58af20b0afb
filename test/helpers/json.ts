/** JSON helpers for tests: deep freezing, pointer edits, and markdown example extraction. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Freezes `value` and everything in it, so any mutation by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}

function tokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A copy of `doc` with the member at `pointer` set to `value` (removed when `value` is `null`). */
export function setAt(doc: unknown, pointer: string, value: unknown): unknown {
  const path = tokens(pointer);
  if (path.length === 0) return clone(value);
  const root = clone(doc) as Record<string, unknown>;
  let target: Record<string, unknown> = root;
  for (const token of path.slice(0, -1)) target = target[token] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  if (value === null) {
    if (Array.isArray(target)) target.splice(Number(last), 1);
    else delete target[last];
  } else {
    Object.defineProperty(target, last, { value: clone(value), writable: true, enumerable: true, configurable: true });
  }
  return root;
}

/** The JSON of every fenced block of `markdown` whose info string is exactly `info`. */
export function fencedJson(markdown: string, info: string): unknown[] {
  const blocks: unknown[] = [];
  const fence = /^```([^\n]*)\n([\s\S]*?)^```$/gm;
  for (const match of markdown.matchAll(fence)) {
    if (match[1]?.trim() === info) blocks.push(JSON.parse(match[2] ?? ''));
  }
  return blocks;
}
