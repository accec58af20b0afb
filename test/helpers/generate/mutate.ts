/**
 * Mutations of a valid instance, the ways bodies go wrong in practice: a field removed, a value of
 * another type, an unknown field added, a string misspelled. Schema-agnostic: each picks one place
 * of the instance; some mutations keep it valid (an optional field removed), which is fine — the
 * validators must agree either way.
 */
import fc from 'fast-check';

export type MutationKind = 'remove' | 'retype' | 'unknown' | 'misspell';

export interface Mutation {
  readonly kind: MutationKind;
  /** Which candidate place to mutate (modulo their number). */
  readonly pick: number;
  /** Which replacement to use (modulo their number). */
  readonly salt: number;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<MutationKind>('remove', 'retype', 'unknown', 'misspell'),
  pick: fc.nat(),
  salt: fc.nat(),
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Place = { readonly parent: Json[] | { [key: string]: Json }; readonly key: string | number };

const REPLACEMENTS: readonly Json[] = [42, 'x', true, null, [], {}, 1.5, [1], { a: 1 }];

/** A mutated deep copy of `value` (the original is untouched). */
export function mutate(value: unknown, mutation: Mutation): unknown {
  const root = { value: JSON.parse(JSON.stringify(value)) as Json };
  const places = placesIn(root.value, root as { [key: string]: Json }, 'value');
  const pickFrom = <T>(list: readonly T[]): T | undefined =>
    list.length === 0 ? undefined : list[mutation.pick % list.length];
  switch (mutation.kind) {
    case 'remove': {
      const place = pickFrom(places.filter((p) => !Array.isArray(p.parent) && p.parent !== root));
      if (place !== undefined) delete (place.parent as Record<string, Json>)[place.key];
      break;
    }
    case 'retype': {
      const place = pickFrom(places);
      if (place === undefined) break;
      const current = read(place);
      const choices = REPLACEMENTS.filter((r) => jsonType(r) !== jsonType(current));
      write(place, choices[mutation.salt % choices.length] ?? null);
      break;
    }
    case 'unknown': {
      const objects = places.map(read).filter((v): v is { [key: string]: Json } => isObject(v));
      const target = pickFrom(objects);
      if (target !== undefined) target[['zzUnknown', 'nmae', 'extra_field'][mutation.salt % 3] as string] = 'x';
      break;
    }
    case 'misspell': {
      const place = pickFrom(places.filter((p) => typeof read(p) === 'string'));
      if (place !== undefined) write(place, misspelled(read(place) as string, mutation.salt));
      break;
    }
  }
  return root.value;
}

function placesIn(value: Json, parent: Place['parent'], key: string | number, out: Place[] = []): Place[] {
  out.push({ parent, key });
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) placesIn(value[i] as Json, value, i, out);
  } else if (isObject(value)) for (const [k, item] of Object.entries(value)) placesIn(item, value, k, out);
  return out;
}

function read(place: Place): Json {
  return (place.parent as Record<string | number, Json>)[place.key] ?? null;
}

function write(place: Place, value: Json): void {
  (place.parent as Record<string | number, Json>)[place.key] = value;
}

function misspelled(text: string, salt: number): string {
  if (text.length === 0) return 'x';
  const i = salt % text.length;
  return salt % 2 === 0 ? `${text.slice(0, i)}${text.slice(i + 1)}q` : `${text}_`;
}

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonType(value: Json): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}
