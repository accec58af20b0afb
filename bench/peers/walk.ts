/**
 * The physical floor of validation: a walk that visits every value of a parsed JSON document
 * (every member of every object, every item of every array) and checks nothing. Any validator that
 * reads the whole body does at least this. Returns the number of values, so the walk cannot be
 * skipped.
 */
export function walk(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  let count = 1;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) count += walk(value[i]);
    return count;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) count += walk(object[key]);
  return count;
}
