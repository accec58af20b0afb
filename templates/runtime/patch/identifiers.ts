/**
 * Positions of a keyed array's elements by identifier, for the array group's element patches and
 * appends (apply-array.ts): a search from the start for short arrays, an index for longer ones, so
 * that every lookup costs the same whatever the array's length.
 */
import { own } from './json.js';

/**
 * Elements of a keyed array up to which a search from the start costs less than an index: at most
 * this many steps a lookup, so every operator stays linear.
 */
const SEARCHED = 24;

/**
 * Where each identifier of a keyed array stands, kept up to date by renames (appends come last and
 * need no record). A document may repeat an identifier (it is then invalid, and so is the result
 * unless the patch mends it): an identifier names its first element, as a search from the start
 * would find, and the elements that repeat it are chained behind it, so that a rename of the first
 * makes the next one first — every step costs the same however many elements share an identifier.
 */
export class Identifiers {
  /** The first position of each identifier. */
  private readonly first = new Map<unknown, number>();
  /** The last position of each identifier that more than one element holds. */
  private readonly last = new Map<unknown, number>();
  /** The next position with the same identifier, by position (none: -1 or no entry). */
  private readonly next: number[] = [];
  /**
   * How many elements are searched from the start instead of indexed: all of a short array (the
   * search then sees renames as they are made), none (-1) of a longer one.
   */
  private readonly searched: number;

  constructor(
    private readonly elements: readonly unknown[],
    private readonly key: string,
  ) {
    this.searched = elements.length <= SEARCHED ? elements.length : -1;
    if (this.searched < 0) this.index();
  }

  /** Records the element at `position`, after every element recorded so far. */
  add(element: unknown, position: number): void {
    this.addId(own(element, this.key), position);
  }

  private addId(id: unknown, position: number): void {
    if (id === undefined) return;
    const head = this.first.get(id);
    if (head === undefined) {
      this.first.set(id, position);
      return;
    }
    this.next[this.last.get(id) ?? head] = position;
    this.last.set(id, position);
  }

  positionOf(id: unknown): number | undefined {
    if (id === undefined) return undefined;
    if (this.searched < 0) return this.first.get(id);
    for (let position = 0; position < this.searched; position++) {
      if (own(this.elements[position], this.key) === id) return position;
    }
    return undefined;
  }

  /** The element at `position`, the first named `from`, is now named `to`, which names no element. */
  rename(from: unknown, to: unknown, position: number): void {
    if (this.searched >= 0) return;
    if (this.first.get(from) !== position || (to !== undefined && this.first.has(to))) {
      this.index(); // not a rename the engine makes (it refuses one onto a taken identifier): read again
      return;
    }
    const after = this.next[position] ?? -1;
    if (after === -1) {
      this.first.delete(from);
      this.last.delete(from);
    } else this.first.set(from, after);
    this.next[position] = -1;
    if (to !== undefined) this.first.set(to, position);
  }

  private index(): void {
    this.first.clear();
    this.last.clear();
    this.next.length = 0;
    // From the end, so that the first element of an identifier is the one left in the map: one write
    // an element. Only a document that repeats an identifier (fewer entries than identifiers) needs
    // the chains, and is read again in order.
    const { elements, key, first } = this;
    let named = 0;
    for (let position = elements.length - 1; position >= 0; position--) {
      const id = own(elements[position], key);
      if (id === undefined) continue;
      named++;
      first.set(id, position);
    }
    if (first.size === named) return;
    first.clear();
    for (let position = 0; position < elements.length; position++) this.add(elements[position], position);
  }
}
