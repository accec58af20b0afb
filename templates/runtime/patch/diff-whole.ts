/**
 * The diff's bound of work, and what it writes past it. A value built in JavaScript may hold one
 * object in many places: a few objects in memory, 2**60 written out. The diff compares and copies
 * values as written out, so its work follows their written-out size; it is bounded as the engine
 * bounds a patch and a result, by the model's `maxBytes`: two inputs within the limit hold at most
 * `maxBytes` objects and arrays between them (each takes two bytes of text at least), and the diff
 * visits each a few times (diff.ts, diff-array.ts), never `WORK_PER_BYTE` times. Past that budget the
 * inputs are larger than any cluster, and the diff stops comparing: the patch sets every member of the
 * target whole (`$drop` for the source's others), copied once an object however often it is held,
 * which is right whenever a patch can reach the target, and otherwise as large written out as the
 * target, which the applier refuses by its size (LIMIT) without walking it.
 */
import { copyByStack, OVER_BUDGET, type WorkBudget } from './clone.js';
import { diffObject } from './diff.js';
import { withUnknown } from './diff-project.js';
import { hasOwn } from './diff-read.js';
import { isObject, type JsonObject, put } from './json.js';
import type { CompiledField, CompiledModel, CompiledType } from './model.js';

/** Visits of objects and arrays a diff may make for each byte of the limit. */
const WORK_PER_BYTE = 8;

/** `diff` of the engine over `model` (engine.ts), within the budget its `maxBytes` sets. */
export function diffWithin(model: CompiledModel, from: unknown, to: unknown): JsonObject {
  const work: WorkBudget = { left: WORK_PER_BYTE * model.maxBytes };
  try {
    return diffObject(model.root, from, to, undefined, model.maxItems, work) ?? {};
  } catch (thrown) {
    if (thrown !== OVER_BUDGET) throw thrown;
    return wholeDiff(model, from, to);
  }
}

/** The patch that sets every member of `to` whole, and drops the fields of `from` that `to` lacks. */
function wholeDiff(model: CompiledModel, from: unknown, to: unknown): JsonObject {
  const root = model.root;
  const before = isObject(from) ? from : {};
  const after = isObject(to) ? to : {};
  const { byStep } = model.operators;
  const out: JsonObject = {};
  const drops = root.fields.filter((f) => hasOwn.call(before, f.name) && !hasOwn.call(after, f.name));
  if (drops.length > 0 && byStep['drop-fields'] !== undefined) {
    put(
      out,
      byStep['drop-fields'].key,
      drops.map((f) => f.name),
    );
  }
  const copies = new SharedCopies(model.maxItems);
  const replace = byStep.set?.key;
  for (const field of root.fields) {
    const value = hasOwn.call(after, field.name) ? after[field.name] : undefined;
    if (value === undefined) continue;
    // an object, map or free-form value given as a plain value would merge: `$replace/` sets it
    const whole = !field.array && field.kind !== 'scalar' && replace !== undefined;
    put(out, whole ? replace + field.name : field.name, copies.project(field, value));
  }
  return withUnknown(root, after, out, (value) => copies.raw(value));
}

/**
 * Copies in input shape (`project` of diff-project.ts) that keep what the value shares shared: each
 * object is copied once for each type it is read as, so the work follows the value in memory.
 */
class SharedCopies {
  private readonly memo = new Map<object, unknown>();
  private readonly typed = new Map<CompiledType, Map<object, JsonObject>>();
  private readonly longest: number;

  constructor(longest: number) {
    this.longest = longest;
  }

  /** A copy of a value below the schema's types: an over-long array as an empty array of its length. */
  raw(value: unknown): unknown {
    return typeof value === 'object' && value !== null ? copyByStack(value, this.memo, undefined, this.longest) : value;
  }

  project(field: CompiledField, value: unknown): unknown {
    const type = field.type;
    if (type === undefined) return this.raw(value);
    if (field.kind === 'object') return this.projectType(type, value);
    if (field.kind !== 'keyed-array' || !Array.isArray(value) || value.length > this.longest) return this.raw(value);
    return value.map((element: unknown) => this.projectType(type, element));
  }

  private projectType(type: CompiledType, value: unknown): unknown {
    if (!isObject(value)) return this.raw(value);
    const copies = this.typed.get(type) ?? new Map<object, JsonObject>();
    this.typed.set(type, copies);
    const known = copies.get(value);
    if (known !== undefined) return known;
    const out: JsonObject = {};
    copies.set(value, out);
    for (const field of type.fields) {
      const member = hasOwn.call(value, field.name) ? value[field.name] : undefined;
      if (member !== undefined) put(out, field.name, this.project(field, member));
    }
    return withUnknown(type, value, out, (member) => this.raw(member));
  }
}
