/**
 * What the check of a result may take as valid without looking again. While it applies a patch the
 * engine tells `Changes` every object or array it makes for the result and every value it places
 * there from the checked patch; the result check then skips the objects and arrays that are known
 * to be valid where they stand (`known`), so nothing is checked twice in one call:
 * - `anyDocument` (`applyClusterPatch`): nothing proves the document valid, so the whole result is
 *   checked but the values taken from the patch, which the patch check has already judged in their
 *   create shape (where that is the shape a resource holds them in) — when there are enough of them
 *   to be worth a lookup at every node;
 * - `validDocument` (a cluster stored after a check): the document is valid, so only what the engine
 *   made is checked — the objects on the paths the patch changed, and values whose shape on read
 *   differs from the one the patch check judged.
 */

export interface Changes {
  /** An object or array made for the result: a changed copy of the document's, or a new one. */
  readonly made: (node: object) => void;
  /** A value of the checked patch placed in the result; `sameOnRead`: its create shape is its read shape. */
  readonly placed: (value: unknown, sameOnRead: boolean) => void;
  /**
   * How the result check tells what it may take as valid where it stands (an object or array of the
   * result), or `undefined` to check the whole result: asking at every node costs more than it saves
   * when little is known.
   */
  readonly known: () => ((value: object) => boolean) | undefined;
  /** Whether the result check reads everything in the result that does not come from the patch. */
  readonly checksAll: boolean;
}

/**
 * Values from the patch below which `anyDocument` has the whole result checked: a lookup at every
 * node of a cluster costs more than checking a few small values of a patch twice.
 */
const WORTH_KNOWING = 32;

/**
 * The bound of a patch's JSON text (clone.ts counts it while copying) from which its values are
 * taken as known however few they are: a few large values (a deep free-form member set whole)
 * cost more to check twice than a lookup at every node of the result. The realistic patch is
 * bounded at about 1.3 KB, the deep free-form one at 13 KB.
 */
const WORTH_KNOWING_BYTES = 4096;

/**
 * The changes of a patch applied to a document that nothing proves valid; `patchBytes` bounds the
 * JSON text of the patch (its snapshot's count).
 */
export function anyDocument(patchBytes = 0): Changes {
  // kept in a list, cheaper than a set to add to; the set is made only when the check asks
  const fromPatch: object[] = [];
  return {
    made: ignore,
    placed: (value, sameOnRead) => {
      if (sameOnRead && typeof value === 'object' && value !== null) fromPatch.push(value);
    },
    known: () => {
      const placed = fromPatch.length;
      if (placed === 0 || (placed < WORTH_KNOWING && patchBytes < WORTH_KNOWING_BYTES)) return undefined;
      if (placed === 1) {
        const only = fromPatch[0];
        return (value) => value === only;
      }
      // made on the first question: a check that asks nothing costs nothing
      let known: Set<object> | undefined;
      return (value) => {
        known ??= new Set(fromPatch);
        return known.has(value);
      };
    },
    checksAll: true,
  };
}

/** The changes of a patch applied to a valid document. */
export function validDocument(): Changes {
  const made = new Set<object>();
  return {
    made: (node) => {
      made.add(node);
    },
    placed: (value, sameOnRead) => {
      if (!sameOnRead) markAll(made, value);
    },
    known: () => (value) => !made.has(value),
    checksAll: false,
  };
}

function ignore(): void {}

/** Adds every object and array in `value` to `made`: checked again in the shape a resource holds it in. */
function markAll(made: Set<object>, value: unknown): void {
  const stack: unknown[] = [value];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next !== 'object' || next === null || made.has(next)) continue;
    made.add(next);
    for (const member of Object.values(next)) stack.push(member);
  }
}
