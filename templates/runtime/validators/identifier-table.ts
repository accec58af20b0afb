/**
 * The tables in which a large keyed array's check puts the hashes of its identifiers, which the
 * compiled pattern matchers compute while reading them: when no two hashes are equal no two
 * identifiers are, and otherwise the reporting check of unique.ts compares the identifiers themselves.
 */

/**
 * The hash of a string's UTF-16 units that the compiled pattern matchers compute while they read an
 * identifier (`h * 31 + unit`, 30 bits): the identifier tables below take it from the matcher, and
 * from here for an identifier the matcher did not accept. @internal
 */
export function hashText(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h & 0x3fffffff;
}

/**
 * Depths of nesting that keep their tables; a check nested deeper (a keyed array in an element of a
 * keyed array in an element of …, sixteen times) makes its own.
 */
const KEPT_DEPTHS = 16;

/**
 * The largest table kept (16 KB, for arrays of up to 2,048 elements): a larger array costs far more
 * to check than its table to make, and a table kept for one very large body would hold its memory for
 * the life of the process.
 */
const KEPT_SLOTS = 4096;

/** `kept[depth][size]`: the table of 64 · 2^size slots kept for an array checked at that depth. */
const kept: Int32Array[][] = /* @__PURE__ */ Array.from({ length: KEPT_DEPTHS }, () => []);

/** Tables taken and not given back: the depth of the next array's table. */
let taken = 0;

/**
 * An empty table for the identifier hashes of `count` elements, at most half full, to be given back
 * (`releaseIdentifierTable`) when the array's loop ends. Tables are kept from one check to the next:
 * a new `Int32Array` of 64 slots or more keeps its buffer outside V8's heap, and making one cost
 * about a microsecond and later a collector's work, a tenth of applying a realistic patch. An array
 * nested in an element of another takes the table of the next depth; a kept table is cleared when
 * taken, so one that a thrown error left taken is skipped, never read stale (and the run's entry,
 * catching the error, gives back every table taken since the run began: `unreadable`). @internal
 */
export function identifierTable(count: number): Int32Array {
  let slots = 64;
  let size = 0;
  while (slots < 2 * count) {
    slots *= 2;
    size++;
  }
  const depth = taken++;
  if (depth >= KEPT_DEPTHS || slots > KEPT_SLOTS) return new Int32Array(slots);
  const sizes = kept[depth] as Int32Array[];
  let table = sizes[size];
  if (table === undefined) {
    table = new Int32Array(slots);
    sizes[size] = table;
  } else table.fill(0);
  return table;
}

/** Gives back the table the innermost array took (`identifierTable`). @internal */
export function releaseIdentifierTable(): void {
  taken--;
}

/** How many identifier tables are taken: a run's entry records it when it begins. @internal */
export function tablesTaken(): number {
  return taken;
}

/** Gives back every table taken after the `count`th (a run that ended in a thrown error). @internal */
export function releaseTablesAbove(count: number): void {
  taken = count;
}

/** Probes one hash may take before the table gives way to the runtime's reporting check. */
const MOST_PROBES = 32;

/**
 * Adds an identifier's hash to a table of the hashes of its array (open addressing; a slot holds the
 * hash with bit 30 set, 0 when free). Returns `false` when the hash is there already — the same
 * identifier, or (rarely: 30 bits) another one with the same hash — or when it met more than
 * `MOST_PROBES` taken slots (hashes made to collide). The caller then runs `duplicateIdentifiers`,
 * which compares the identifiers themselves through a `Map`: the table only proves that no two are
 * equal, so the answer is exact and the cost linear whatever the identifiers. @internal
 */
export function addIdentifier(table: Int32Array, hash: number): boolean {
  const mask = table.length - 1;
  const entry = hash | 0x40000000;
  // Fibonacci hashing: the high bits of the product spread neighbouring hashes over the table.
  let at = Math.imul(hash, 0x9e3779b1) >>> Math.clz32(mask);
  for (let probes = 0; probes <= MOST_PROBES; probes++) {
    const taken = table[at] as number;
    if (taken === 0) {
      table[at] = entry;
      return true;
    }
    if (taken === entry) return false;
    at = (at + 1) & mask;
  }
  return false;
}
