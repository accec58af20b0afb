/**
 * The ordered-pair rule as the validators apply it, for the generators and judges of the tests: in
 * an object, a numeric `min<X>` must not exceed its sibling `max<X>`, and a bound that is absent
 * counts as its numeric `default` (compared when at least one of the two is present).
 */

type JsonObject = Readonly<Record<string, unknown>>;

/** The fields of the object's type, each with its schema `default` if it has one. */
export type BoundFields = Readonly<Record<string, { readonly default?: unknown }>>;

/** Whether every pair of bounds of `object` is in order. */
export function boundsInOrder(object: JsonObject, fields: BoundFields): boolean {
  return pairsOf(fields).every(([min, max]) => !outOfOrder(object, fields, min, max));
}

/** A copy of `object` whose pairs out of order are swapped, an absent bound written as its default. */
export function orderBounds(object: JsonObject, fields: BoundFields): Record<string, unknown> {
  const out: Record<string, unknown> = { ...object };
  for (const [min, max] of pairsOf(fields)) {
    if (!outOfOrder(object, fields, min, max)) continue;
    out[min] = effective(object, fields, max);
    out[max] = effective(object, fields, min);
  }
  return out;
}

function pairsOf(fields: BoundFields): [string, string][] {
  return Object.keys(fields).flatMap((name): [string, string][] => {
    const match = /^min([A-Z].*)$/.exec(name);
    const max = match === null ? undefined : `max${match[1]}`;
    return max !== undefined && Object.hasOwn(fields, max) ? [[name, max]] : [];
  });
}

function outOfOrder(object: JsonObject, fields: BoundFields, min: string, max: string): boolean {
  if (object[min] === undefined && object[max] === undefined) return false;
  const a = effective(object, fields, min);
  const b = effective(object, fields, max);
  return typeof a === 'number' && typeof b === 'number' && a > b;
}

function effective(object: JsonObject, fields: BoundFields, name: string): unknown {
  return Object.hasOwn(object, name) && object[name] !== undefined ? object[name] : fields[name]?.default;
}
