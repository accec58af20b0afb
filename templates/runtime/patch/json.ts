/**
 * JSON helpers of the patch engine. Every read of a key that comes from a body goes through `own`
 * (own properties only, so `toString` or `constructor` never resolve to the prototype), and every
 * write of such a key through `put` (a `__proto__` key becomes an own property, never a prototype).
 */

export type JsonObject = { [key: string]: unknown };

export function hasOwn(value: object, key: string): boolean {
  return Object.hasOwn(value, key);
}

/** The own member `key` of `value`, or `undefined` when `value` is not an object or lacks it. */
export function own(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/** A JSON object: not `null`, not an array. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Writes an own data property, whatever the key. */
export function put(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/** A shallow copy holding the same own enumerable members (spread defines, never assigns). */
export function copyObject(value: JsonObject): JsonObject {
  return { ...value };
}

/**
 * A shallow copy without the members named in `drop`. Built without them rather than deleting them
 * afterwards: `delete` would turn the copy into a slow dictionary-mode object.
 */
export function copyWithout(value: JsonObject, drop: ReadonlySet<string> | undefined): JsonObject {
  if (drop === undefined || drop.size === 0) return { ...value };
  const out: JsonObject = {};
  for (const key of Object.keys(value)) if (!drop.has(key)) put(out, key, value[key]);
  return out;
}

/**
 * `copyWithout` for an object of the model's type number `slot`. V8 copies an object by spread
 * quickly only at a site that has met few shapes (hidden classes); the one site of `copyWithout`
 * meets every type the engine copies and falls back to a generic copy. Eight sites, picked by type,
 * each meet a few.
 */
export function copyOfType(value: JsonObject, drop: ReadonlySet<string> | undefined, slot: number): JsonObject {
  if (drop !== undefined && drop.size > 0) return copyWithout(value, drop);
  switch (slot & 7) {
    case 0:
      return { ...value };
    case 1:
      return { ...value };
    case 2:
      return { ...value };
    case 3:
      return { ...value };
    case 4:
      return { ...value };
    case 5:
      return { ...value };
    case 6:
      return { ...value };
    default:
      return { ...value };
  }
}

/**
 * A place in a patch, built as the engine descends and turned into a JSON Pointer only when an
 * error is reported (`undefined` is the patch itself).
 */
export interface Path {
  readonly parent: Path | undefined;
  readonly token: string | number;
}

export function pointer(parent: Path | undefined, token: string | number): Path {
  return { parent, token };
}

/** The RFC 6901 JSON Pointer of `path` (`~` → `~0`, `/` → `~1`). */
export function pointerText(path: Path | undefined): string {
  const tokens: string[] = [];
  for (let at = path; at !== undefined; at = at.parent) {
    tokens.push(String(at.token).replace(/~/g, '~0').replace(/\//g, '~1'));
  }
  return tokens.length === 0 ? '' : `/${tokens.reverse().join('/')}`;
}
