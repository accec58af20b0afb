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
import { jsonBytes, type ValidationResult } from '../validators/runtime.js';
import { fastIndex } from './fast-index.js';
import { isObject } from './json.js';
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

/** A field of a create type that may hold an object or array, as the walk of a body needs it. */
interface WalkField {
  readonly sameOnRead: boolean;
  /** The type of an object field, or the element type of a keyed array, that differs on read. */
  readonly follow: string | undefined;
  readonly array: boolean;
}

/** A create type's fields by name (only those that may hold an object or array). */
type WalkType = { readonly [name: string]: WalkField | undefined };

export function createCreatedRecordCheck(data: PatchModelData, checks: CreatedRecordChecks): CreatedRecordCheck {
  const limit = data.maxBytes ?? Number.POSITIVE_INFINITY;
  const service = new Set(data.types.find((type) => type.name === data.root)?.readOnly ?? []);
  let types: ReadonlyMap<string, WalkType> | undefined;
  return (record, body, recordBytes) => {
    try {
      if (!isRecordOf(record, body, service) || mayExceed(record, recordBytes, limit)) return checks.validate(record);
      types ??= walkTypes(data);
      const known = knownParts(record, body as object, data.root, types, service);
      if (known === undefined) return checks.validate(record);
      return checks.validateKnowing(record, (value) => known.has(value));
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
  if (!isObject(record) || !isObject(body) || record === body) return false;
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

/** The model's create types, each with its fields as the walk of a body reads them. */
function walkTypes(data: PatchModelData): Map<string, WalkType> {
  return new Map(data.types.map((type) => [type.name, fastIndex(type.fields.flatMap(walkField))]));
}

function walkField(field: ModelField): [string, WalkField][] {
  if (field.kind === 'scalar') return [];
  const follows = field.differsOnRead === true && (field.kind === 'object' || field.kind === 'keyed-array');
  return [
    [
      field.name,
      {
        sameOnRead: field.differsOnRead !== true,
        follow: follows ? field.type : undefined,
        array: field.kind === 'keyed-array',
      },
    ],
  ];
}

/**
 * The objects and arrays of a checked body that are valid where a resource holds them: the value of
 * every member whose create shape is its read shape, found by following the members that differ on
 * read from the root; `undefined` when one of them also stands where the record is read again (a
 * member that differs on read, a service field), where its check in the body does not vouch for it.
 * A body parsed from JSON text never shares values; one that does is checked whole.
 */
function knownParts(
  record: object,
  body: object,
  root: string,
  types: ReadonlyMap<string, WalkType>,
  service: ReadonlySet<string>,
): Set<object> | undefined {
  const known = new Set<object>();
  // the objects the walk follows, read again by the resource check
  const followed = new Set<object>();
  followed.add(record);
  followed.add(body);
  // values the resource check reads whole: the service's fields, members that differ and are not followed
  const whole: unknown[] = [];
  for (const key of service) whole.push((record as Record<string, unknown>)[key]);
  const values: object[] = [body];
  const typeNames: string[] = [root];
  for (let value = values.pop(); value !== undefined; value = values.pop()) {
    const type = types.get(typeNames.pop() as string);
    if (type === undefined) continue;
    for (const key in value) {
      const field = type[key];
      const member: unknown = (value as Record<string, unknown>)[key];
      if (field === undefined || typeof member !== 'object' || member === null) continue;
      if (field.sameOnRead) {
        if (followed.has(member)) return undefined;
        known.add(member);
      } else if (field.follow === undefined) whole.push(member);
      else if (field.array && Array.isArray(member)) {
        if (!follow(member)) return undefined;
        for (const element of member) {
          if (typeof element !== 'object' || element === null) continue;
          if (!follow(element)) return undefined;
          values.push(element);
          typeNames.push(field.follow);
        }
      } else if (!follow(member)) return undefined;
      else if (!field.array) {
        values.push(member);
        typeNames.push(field.follow);
      }
    }
  }
  return reaches(whole, known) ? undefined : known;

  function follow(value: object): boolean {
    if (known.has(value) || followed.has(value)) return false;
    followed.add(value);
    return true;
  }
}

/** The most nodes `reaches` visits before it answers true (a large or cyclic value: checked whole). */
const REACH_LIMIT = 10_000;

/** Whether any object or array in `values` (their members included) is one of `known`. */
function reaches(values: readonly unknown[], known: ReadonlySet<object>): boolean {
  const stack = [...values];
  let visited = 0;
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (typeof next !== 'object' || next === null) continue;
    if (known.has(next) || ++visited > REACH_LIMIT) return true;
    for (const member of Object.values(next)) stack.push(member);
  }
  return false;
}

/**
 * Whether the record's JSON text may pass `limit`: `recordBytes`, when given, is at least the bytes
 * of that text; without it the text is bounded by a walk that reads no string's characters. A record
 * that may be too large is checked whole, and the resource check counts it exactly and reports
 * `TOO_LARGE` as it always does.
 */
function mayExceed(record: object, recordBytes: number | undefined, limit: number): boolean {
  if (limit === Number.POSITIVE_INFINITY) return false;
  return (recordBytes ?? jsonBytes(record, limit, false)) > limit;
}
