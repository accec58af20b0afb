/**
 * Properties of the compatibility guard, over random edits of the golden spec:
 * - a spec compared with itself gives `none` and no change, whatever edits made it;
 * - edits that only loosen input or add optional fields never give `major`.
 * MK8S_COMPAT_RUNS sets the number of runs of each property (default 12: each run generates a package).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareFiles, GOLDEN_CORPUS, GOLDEN_SPEC, readSpec } from '../helpers/compat.ts';
import { applyEdit, type Docs, type Edit } from '../unit/compat/edit-table.ts';

const RUNS = Number(process.env.MK8S_COMPAT_RUNS ?? 12);
const TIMEOUT = Math.max(120_000, RUNS * 15_000);

const TYPES = ['Pool', 'AlphaProvider', 'ClusterSpec', 'Empty'] as const;
const SCALARS = [{ type: 'string' }, { type: 'integer', minimum: 0 }, { type: 'boolean' }, { type: 'number' }];

const defs = (d: Docs) => d('cluster.json').$defs;

/** Edits that accept at least every body accepted before and change nothing a reader relies on. */
const looseningEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc
    .record({
      type: fc.constantFrom(...TYPES),
      field: fc.stringMatching(/^[a-z]{3,8}$/),
      scalar: fc.constantFrom(...SCALARS),
    })
    .map(
      ({ type, field, scalar }): Edit =>
        (d) => {
          const target = defs(d)[type];
          if (type === 'Empty' || field in target.properties) return; // an exactly-one member or a clash: no edit
          target.properties[field] = { ...scalar, description: `The ${field}.` };
        },
    ),
  fc.integer({ min: 11, max: 100 }).map(
    (max): Edit =>
      (d) => {
        defs(d).AlphaProvider.properties.pools.maxItems = max;
      },
  ),
  fc.constant<Edit>((d) => {
    delete defs(d).Pool.properties.size.minimum;
  }),
  fc.constant<Edit>((d) => {
    delete d('cluster.json').properties.name.pattern;
  }),
  fc.constant<Edit>((d) => {
    d('cluster.json').properties.name.pattern = '^[a-z0-9]+$';
  }),
  fc.integer({ min: 64, max: 253 }).map(
    (max): Edit =>
      (d) => {
        d('cluster.json').properties.name.maxLength = max;
      },
  ),
  fc.stringMatching(/^1\.3[2-9]\.[0-9]$/).map(
    (version): Edit =>
      (d) => {
        const known: string[] = defs(d).ClusterSpec.properties.version['x-mk8s-known-values'];
        if (!known.includes(version)) known.push(version);
      },
  ),
  fc.stringMatching(/^[A-Z]{4,10}$/).map(
    (code): Edit =>
      (d) => {
        const known: string[] = d('error.json').properties.code['x-mk8s-known-values'];
        if (!known.includes(code)) known.push(code);
      },
  ),
  fc.constant<Edit>((d) => {
    delete defs(d).AlphaProvider.properties.region['x-mk8s-immutable'];
  }),
  fc.string({ minLength: 1, maxLength: 30 }).map(
    (text): Edit =>
      (d) => {
        defs(d).Pool.description = `A pool: ${text}`;
      },
  ),
);

/** Any edit the spec check accepts, breaking or not. */
const anyEdit: fc.Arbitrary<Edit> = fc.oneof(
  looseningEdit,
  fc.constant<Edit>((d) => {
    delete defs(d).Pool.properties.effect;
  }),
  fc.constant<Edit>((d) => {
    const effect = defs(d).Pool.properties.effect;
    if (effect !== undefined && !effect.enum.includes('PreferNoSchedule')) effect.enum.push('PreferNoSchedule');
  }),
  fc.constant<Edit>((d) => {
    const required: string[] = defs(d).Pool.required;
    if (!required.includes('size')) required.push('size');
  }),
);

const sequence = (edit: fc.Arbitrary<Edit>) =>
  fc.array(edit, { minLength: 1, maxLength: 4 }).map(
    (edits): Edit =>
      (d) => {
        for (const apply of edits) apply(d);
      },
  );

describe('compatibility guard properties', () => {
  it(
    'a spec compared with itself gives none',
    async () => {
      const golden = await readSpec(GOLDEN_SPEC);
      await fc.assert(
        fc.asyncProperty(sequence(anyEdit), async (edit) => {
          const spec = applyEdit(golden, edit);
          const got = await compareFiles(spec, spec, GOLDEN_CORPUS);
          expect(got.verdict).toBe('none');
          expect(got.changes).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'edits that only loosen input and add optional fields never give major',
    async () => {
      const golden = await readSpec(GOLDEN_SPEC);
      await fc.assert(
        fc.asyncProperty(sequence(looseningEdit), async (edit) => {
          const got = await compareFiles(golden, applyEdit(golden, edit), GOLDEN_CORPUS);
          expect(got.verdict, JSON.stringify(got.changes, null, 1)).not.toBe('major');
          expect(got.breaks).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
