/**
 * The check of a record a server made from a create body: the body plus the service's fields (`id`,
 * `version`, `links`, …). The create check has judged the body's members in their create shape; a
 * member whose create shape is its read shape (`differsOnRead` unset in the model) is then valid where
 * the record holds it, so only the rest is read again: the record's own object with the service's
 * fields, the members whose shape differs on read (`spec`, `provider`, `networking`, … down to the
 * members that are the same), and the record's size against the resource's limit. Everything else is
 * taken as known, unread (the resource check's `known`, as the patch engine's result check does).
 *
 * What is known is found by identity: the record's members must be the body's very values. A record
 * that is not the body plus service fields (another member, a member replaced, a service field in the
 * body) is checked whole, so the answer is that of the full resource check whatever `record` is; only
 * the body is trusted, and only for what the create check has said of it.
 */
import {
  finishRun,
  jsonBytes,
  startRun,
  tooLarge,
  type ValidationIssue,
  type ValidationResult,
} from '../validators/runtime.js';
import type { ModelField, PatchModelData } from './model-data.js';

export interface CreatedRecordChecks {
  /** The full check of a resource (`validateCluster`). Never throws. */
  readonly validate: (value: unknown) => ValidationResult<unknown>;
  /**
   * The resource check that takes as valid, unread, every object or array for which `known` answers
   * true (`validateClusterKnowing`), without a size limit. Never throws.
   */
  readonly validateKnowing: (value: unknown, known: (value: object) => boolean) => ValidationResult<unknown>;
}

/** `(record, body, recordBytes?)`: the answer the full resource check gives for `record`. */
export type CreatedRecordCheck = (record: unknown, body: unknown, recordBytes?: number) => ValidationResult<unknown>;

/** A field of a create type, as the walk of a body needs it. */
interface WalkField {
  readonly name: string;
  readonly sameOnRead: boolean;
  /** The fields of the object type, or of the element type of a keyed array, of a field that differs. */
  readonly type: string | undefined;
  readonly array: boolean;
}

export function createCreatedRecordCheck(data: PatchModelData, checks: CreatedRecordChecks): CreatedRecordCheck {
  const limit = data.maxBytes ?? Number.POSITIVE_INFINITY;
  const service = new Set(data.types.find((type) => type.name === data.root)?.readOnly ?? []);
  let types: ReadonlyMap<string, readonly WalkField[]> | undefined;
  return (record, body, recordBytes) => {
    try {
      if (!isRecordOf(record, body, service)) return checks.validate(record);
      types ??= walkTypes(data);
      const known = knownParts(body as object, data.root, types);
      known.delete(record);
      // what the server set is read whole, even a value that is also somewhere in the body
      for (const key of service) forget(known, (record as Record<string, unknown>)[key]);
      const checked = checks.validateKnowing(record, (value) => known.has(value));
      const tooBig = sizeIssue(record, recordBytes, limit);
      if (tooBig === undefined) return checked;
      return { ok: false, errors: checked.ok ? [tooBig] : [...checked.errors, tooBig] };
    } catch {
      // a record or body that cannot be read as plain data: the full check says what is wrong
      return checks.validate(record);
    }
  };
}

/**
 * Whether `record` is `body` plus service fields: an object other than `body` whose every member is
 * either a service field, which `body` does not hold, or the very value `body` holds under that name,
 * and which holds every member of `body`.
 */
function isRecordOf(record: unknown, body: unknown, service: ReadonlySet<string>): record is object {
  if (!isPlainObject(record) || !isPlainObject(body) || record === body) return false;
  let fromBody = 0;
  for (const key of Object.keys(record)) {
    const own = Object.hasOwn(body, key);
    if (service.has(key)) {
      if (own) return false;
      continue;
    }
    if (!own || (record as Record<string, unknown>)[key] !== (body as Record<string, unknown>)[key]) return false;
    fromBody++;
  }
  return fromBody === Object.keys(body).length;
}

function isPlainObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The model's create types, each with its fields as the walk of a body reads them. */
function walkTypes(data: PatchModelData): Map<string, readonly WalkField[]> {
  return new Map(data.types.map((type) => [type.name, type.fields.map(walkField)]));
}

function walkField(field: ModelField): WalkField {
  const descends = field.kind === 'object' || field.kind === 'keyed-array';
  return {
    name: field.name,
    sameOnRead: field.differsOnRead !== true,
    type: descends ? field.type : undefined,
    array: field.kind === 'keyed-array',
  };
}

/**
 * The objects and arrays of a checked body that are valid where a resource holds them: the value of
 * every member whose create shape is its read shape, found by following the members that differ on
 * read from the root. A value also found where its shape differs (the same object in two places) is
 * left out: there it must be read again.
 */
function knownParts(body: object, root: string, types: ReadonlyMap<string, readonly WalkField[]>): Set<object> {
  const known = new Set<object>();
  const differs = new Set<object>();
  const whole = new Set<object>();
  // each object is walked once per type it stands for (a body may share values; cycles end)
  const walked = new Map<string, Set<object>>();
  const stack: [unknown, string][] = [[body, root]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [value, typeName] = next;
    if (typeof value !== 'object' || value === null) continue;
    const seen = walked.get(typeName) ?? new Set<object>();
    if (seen.has(value)) continue;
    seen.add(value);
    walked.set(typeName, seen);
    differs.add(value);
    for (const field of types.get(typeName) ?? []) {
      const member: unknown = (value as Record<string, unknown>)[field.name];
      if (typeof member !== 'object' || member === null) continue;
      if (field.sameOnRead) known.add(member);
      // a member that differs on read is read again, and so is all of it the walk does not follow
      else if (field.type === undefined) markAll(whole, member);
      else if (!field.array) stack.push([member, field.type]);
      else if (Array.isArray(member)) {
        differs.add(member);
        for (const element of member) stack.push([element, field.type]);
      }
    }
  }
  for (const value of differs) known.delete(value);
  for (const value of whole) known.delete(value);
  return known;
}

/** Adds every object and array in `value` to `seen` (cycles included). */
function markAll(seen: Set<object>, value: unknown): void {
  const stack: unknown[] = [value];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    for (const member of Object.values(next)) stack.push(member);
  }
}

/** Removes every object and array in `value` from `known`. */
function forget(known: Set<object>, value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const inside = new Set<object>();
  markAll(inside, value);
  for (const node of inside) known.delete(node);
}

/**
 * `TOO_LARGE` when the record's JSON text passes `limit`, as the resource check reports it; else
 * nothing. `recordBytes`, when given, is at least the bytes of that text: within the limit it settles
 * the question unread; above it the record is counted exactly.
 */
function sizeIssue(record: object, recordBytes: number | undefined, limit: number): ValidationIssue | undefined {
  if (limit === Number.POSITIVE_INFINITY) return undefined;
  const bound = recordBytes ?? jsonBytes(record, limit, false);
  if (bound <= limit) return undefined;
  const bytes = jsonBytes(record, limit, true);
  if (bytes <= limit) return undefined;
  // the resource check's own issue, from a run whose count is the exact size
  const run = startRun(undefined, false);
  run.size = bytes;
  tooLarge(run, record, limit);
  const result = finishRun(run, record);
  return result.ok ? undefined : result.errors[0];
}
