/**
 * Values that hold one object in many places: `depth` objects in memory, 2**depth leaves written
 * out. And a fingerprint of such a value that visits each object once, to tell that it was not
 * changed without writing it out.
 */

/** `{left, right}` levels, both members the level below, `depth` times over a small leaf. */
export function sharedTree(depth: number, leaf: unknown = { weight: 1, scopes: ['read'] }): Record<string, unknown> {
  let level = leaf as Record<string, unknown>;
  for (let i = 0; i < depth; i++) level = { left: level, right: level };
  return level;
}

/** Every object of `value`, once each, with its own members (objects by their number), in the order met. */
export function fingerprint(value: unknown): unknown[] {
  const numbers = new Map<object, number>();
  const out: unknown[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next !== 'object' || next === null || numbers.has(next)) continue;
    numbers.set(next, numbers.size);
    const members = Object.entries(next);
    out.push(members.map(([key, member]) => [key, typeof member === 'object' && member !== null ? '#' : member]));
    for (const [, member] of members) stack.push(member);
  }
  return [out, numbers.size];
}

/** How many distinct objects and arrays `value` holds (each counted once, however often it is held). */
export function distinctObjects(value: unknown): number {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    for (const member of Object.values(next)) stack.push(member);
  }
  return seen.size;
}

/** What a `countingTree`'s getters have read. */
export interface Reads {
  count: number;
}

/**
 * `levels` objects whose members `names` all hold the level below, over `leaf`, each member read
 * through a getter that counts the read in `reads`: the work of a walk, told without timing it.
 */
export function countingTree(
  levels: number,
  reads: Reads,
  leaf: object = { a: 'x'.repeat(10) },
  names: readonly string[] = ['l', 'r'],
): object {
  let level = leaf;
  for (let i = 0; i < levels; i++) {
    const below = level;
    const node = {};
    const read = () => {
      reads.count++;
      return below;
    };
    for (const name of names) Object.defineProperty(node, name, { enumerable: true, get: read });
    level = node;
  }
  return level;
}
