/**
 * fast-check arbitraries of valid values, built from the derived model (read, create or error form):
 * every named type, scalar constraint, map, free-form object and array kind, so the instances cover
 * what the schema allows. Strings with a pattern come from a pool sampled once per pattern.
 */
import fc from 'fast-check';
import type { DerivedModel } from '../../../generator/derive/types.ts';
import type { FieldShape, FreeFormShape, ScalarShape } from '../../../generator/ir/types.ts';
import { orderBounds } from '../bounds.ts';

export type Arb = fc.Arbitrary<unknown>;

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export class ValueArbitraries {
  private readonly objects = new Map<string, Arb>();
  private readonly pools = new Map<string, readonly string[]>();
  private readonly freeForms = new Map<string, { object: Arb; value: Arb }>();

  /**
   * @param edges one scalar, key or array in this many is a near miss instead (an enum value
   *   misspelled, a string off its pattern, a number out of bounds, an item repeated), so every
   *   constraint of the schema gets exercised; 0 for valid values only.
   */
  constructor(
    private readonly model: DerivedModel,
    private readonly edges = 0,
  ) {}

  /** A valid value of the named type (a root or any type of the model). */
  type(name: string): Arb {
    const known = this.objects.get(name);
    if (known !== undefined) return known;
    const type = this.model.types.get(name);
    if (type === undefined) throw new Error(`no type ${name} in the ${this.model.form} model`);
    const fields = Object.fromEntries(type.fields.map((f) => [f.name, this.shape(f.shape)]));
    // `min<X>` above `max<X>` (or above its default when absent) swapped: the ordered-pair rule holds
    const bounds = Object.fromEntries(type.fields.map((f) => [f.name, f]));
    const arb: Arb = type.choice
      ? fc.oneof(...type.fields.map((f) => fc.record({ [f.name]: fields[f.name] as Arb })))
      : fc
          .record(fields, { requiredKeys: type.fields.filter((f) => f.required).map((f) => f.name) })
          .map((value) => orderBounds(value, bounds));
    this.objects.set(name, arb);
    return arb;
  }

  shape(shape: FieldShape): Arb {
    switch (shape.kind) {
      case 'scalar':
        return this.scalar(shape);
      case 'object':
        return this.type(shape.type);
      case 'map':
        return fc.dictionary(this.key(shape.keys), this.scalar(shape.values), {
          maxKeys: Math.min(shape.maxProperties ?? 4, 4),
        });
      case 'free-form':
        return this.freeForm(shape).object;
      case 'scalar-array':
        return this.repeating(fc.uniqueArray(this.scalar(shape.items), { maxLength: 4, comparator: 'SameValueZero' }));
      case 'keyed-array': {
        const key = shape.key;
        return this.repeating(
          fc.uniqueArray(this.type(shape.items), {
            maxLength: 3,
            selector: (e) => (e as Record<string, unknown>)[key],
          }),
        );
      }
      case 'unkeyed-array':
        return fc.array(
          shape.items.kind === 'object' ? this.type(shape.items.type) : this.freeForm(shape.items).object,
          {
            maxLength: 3,
          },
        );
    }
  }

  scalar(shape: ScalarShape): Arb {
    const valid = this.validScalar(shape);
    return this.edges === 0
      ? valid
      : fc.oneof({ weight: this.edges, arbitrary: valid }, { weight: 1, arbitrary: nearMiss(shape) });
  }

  private validScalar(shape: ScalarShape): Arb {
    const { constraints } = shape;
    if (constraints.const !== undefined) return fc.constant(constraints.const);
    if (constraints.enum !== undefined) return fc.constantFrom(...constraints.enum);
    return fc.oneof(...shape.types.map((type) => this.typed(type, shape)));
  }

  /** A key of a map or free-form object, valid for the key schema (or, as an edge, not). */
  key(shape: ScalarShape): fc.Arbitrary<string> {
    const valid = (this.validScalar(shape) as fc.Arbitrary<string>).filter((k) => !FORBIDDEN.has(k));
    return this.edges === 0
      ? valid
      : fc.oneof(
          { weight: this.edges, arbitrary: valid },
          { weight: 1, arbitrary: fc.constantFrom('$ref', '', '$drop') },
        );
  }

  /** An array, or (as an edge) the same array with its first item repeated at the end. */
  private repeating(array: fc.Arbitrary<unknown[]>): Arb {
    if (this.edges === 0) return array;
    return fc.oneof(
      { weight: this.edges, arbitrary: array },
      {
        weight: 1,
        arbitrary: array.map((items) => (items.length === 0 ? items : [...items, structuredClone(items[0])])),
      },
    );
  }

  /** Any JSON but null, nested a little, as a free-form object allows. */
  freeForm(shape: FreeFormShape): { object: Arb; value: Arb } {
    const known = this.freeForms.get(shape.name);
    if (known !== undefined) return known;
    const key = this.key(shape.keys);
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', maxDepth: 3 },
        fc.string({ maxLength: 8 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(key, tie('value'), { maxKeys: 3 }),
      ),
    }));
    const made = { object: fc.dictionary(key, value, { maxKeys: 4 }), value };
    this.freeForms.set(shape.name, made);
    return made;
  }

  private typed(type: ScalarShape['types'][number], shape: ScalarShape): Arb {
    const { minimum, maximum, minLength, maxLength, pattern, format } = shape.constraints;
    switch (type) {
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: minimum ?? -1000, max: maximum ?? 100_000 });
      case 'number':
        return fc.double({ min: minimum ?? -1e6, max: maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'string': {
        if (format === 'date-time')
          return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString());
        const fits = (s: string) =>
          [...s].length >= (minLength ?? 0) && [...s].length <= (maxLength ?? Number.POSITIVE_INFINITY);
        if (pattern === undefined)
          return fc.string({ unit: 'binary', minLength: minLength ?? 0, maxLength: Math.min(maxLength ?? 12, 12) });
        return fc.constantFrom(...this.pool(pattern).filter(fits));
      }
    }
  }

  /** 200 strings matching `pattern`, sampled once (some patterns are slow to sample). */
  private pool(pattern: string): readonly string[] {
    const known = this.pools.get(pattern);
    if (known !== undefined) return known;
    const re = new RegExp(pattern, 'u');
    let samples: string[];
    try {
      samples = fc.sample(fc.stringMatching(re), { numRuns: 200, seed: 42 });
    } catch {
      // Patterns fast-check cannot sample (lookaheads): plain strings the pattern accepts.
      samples = fc.sample(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }).filter((s) => re.test(s)),
        { numRuns: 200, seed: 42 },
      );
    }
    this.pools.set(pattern, samples);
    return samples;
  }
}

/** A value that is close to valid for `shape` but breaks one of its constraints (or its type). */
function nearMiss(shape: ScalarShape): Arb {
  const { enum: allowed, pattern, minimum, maximum, maxLength, minLength, format } = shape.constraints;
  const misses: Arb[] = [fc.constantFrom<unknown>(null, [], {}, '7', 7.5, false)];
  if (allowed !== undefined) misses.push(fc.constantFrom(...allowed.map((a) => `${String(a).slice(1)}x`)));
  if (pattern !== undefined || format !== undefined)
    misses.push(fc.constantFrom('', ' ', 'x y', '10.0.0.300/8', '1.2', '128MB', '$a'));
  if (minimum !== undefined) misses.push(fc.constant(minimum - 1));
  if (maximum !== undefined) misses.push(fc.constant(maximum + 0.5));
  if (maxLength !== undefined) misses.push(fc.constant('a'.repeat(maxLength + 1)), fc.constant('😀'.repeat(maxLength)));
  if (minLength !== undefined && minLength > 0) misses.push(fc.constant(''));
  return fc.oneof(...misses);
}
