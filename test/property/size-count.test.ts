/**
 * The byte count the generated checks keep while they read a body (see the runtime's size.ts): for
 * every generated valid cluster and create body, the count brackets the UTF-8 length of
 * `JSON.stringify` — at least `size`, at most `size + 5 * wide` — so a body the count settles as
 * within the limit truly is. So it does for an invalid body whose every issue left the count whole
 * (a value counted before it was found at fault, or one not read and bounded). The runtime's
 * `tooLarge` is wrapped to read the count of each run.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DerivedIR } from '../../generator/derive/types.ts';
import { mutate, mutationArb } from '../helpers/generate/mutate.ts';
import { ValueArbitraries } from '../helpers/generate/values.ts';
import { projectModels } from '../helpers/model.ts';

interface Counted {
  readonly size: number;
  readonly wide: number;
  readonly issues: number;
  readonly accounted: number;
}

const counts: Counted[] = [];
/**
 * How strings are counted from the start, as they are once near the limit: `exact` as the patch
 * engine's runs count them, `deferred` kept aside and read before the count is recorded, as the
 * public validators do when the count must be closed; `ranges` as every run does far from it.
 */
let strings: 'ranges' | 'exact' | 'deferred' = 'ranges';

vi.mock('../../generated/validators/runtime.js', async (original) => {
  // The run and these two are internal: the runtime's declarations leave them out.
  const runtime = await original<{
    startRun: (options: unknown, patch: boolean) => object;
    tooLarge: (run: unknown, value: unknown, limit: number) => void;
    settleDeferred: (run: unknown, within: number, past: number) => void;
  }>();
  return {
    ...runtime,
    startRun: (options: unknown, patch: boolean) => {
      const run = runtime.startRun(options, patch);
      if (strings !== 'ranges') Object.defineProperty(run, 'exactAbove', { get: () => -1, set: () => undefined });
      if (strings === 'exact') Object.defineProperty(run, 'defer', { get: () => false, set: () => undefined });
      return run;
    },
    tooLarge: (run: Counted & { issues: unknown[] }, value: unknown, limit: number) => {
      if (strings === 'deferred') runtime.settleDeferred(run, -1, Number.POSITIVE_INFINITY);
      counts.push({ size: run.size, wide: run.wide, issues: run.issues.length, accounted: run.accounted });
      runtime.tooLarge(run, value, limit);
    },
  };
});

const { validateCluster, validateClusterCreate } = await import('../../generated/validators/index.js');

const RUNS = Number(process.env.DIFFERENTIAL_RUNS ?? 2_000);

let models: DerivedIR;

beforeAll(async () => {
  models = await projectModels();
});

function bytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

describe.each([
  ['cluster', () => models.read, validateCluster, 'ranges'],
  ['create', () => models.create, validateClusterCreate, 'ranges'],
  ['cluster (strings counted exactly)', () => models.read, validateCluster, 'exact'],
  ['create (strings counted exactly)', () => models.create, validateClusterCreate, 'exact'],
  ['cluster (strings kept aside, then read)', () => models.read, validateCluster, 'deferred'],
  ['create (strings kept aside, then read)', () => models.create, validateClusterCreate, 'deferred'],
] as const)('%s bodies: the count made while checking', (_kind, model, validate, counting) => {
  beforeAll(() => {
    strings = counting;
  });

  it('brackets the JSON text of every valid body', () => {
    let valid = 0;
    fc.assert(
      fc.property(new ValueArbitraries(model(), 0).type(model().root), (value) => {
        counts.length = 0;
        const result = validate(value);
        if (!result.ok) return; // a generated value the checks refuse is not counted whole
        expect(counts).toHaveLength(1);
        const [count] = counts as [Counted];
        const exact = bytes(value);
        expect(count.size).toBeLessThanOrEqual(exact);
        expect(exact).toBeLessThanOrEqual(count.size + 5 * count.wide);
        // Strings counted exactly leave only numbers uncertain (five fifths each).
        if (strings !== 'ranges') expect(count.wide % 5).toBe(0);
        // With nothing uncertain, the count is the size itself.
        if (count.wide === 0) expect(count.size).toBe(exact);
        valid++;
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(valid).toBeGreaterThan(RUNS / 2);
  });

  it('brackets the JSON text of every invalid body whose issues all leave the count whole', () => {
    let whole = 0;
    let invalid = 0;
    fc.assert(
      fc.property(new ValueArbitraries(model(), 6).type(model().root), mutationArb, (value, mutation) => {
        const body = mutate(value, mutation);
        counts.length = 0;
        const result = validate(body);
        if (result.ok) return;
        invalid++;
        expect(counts).toHaveLength(1);
        const [count] = counts as [Counted];
        expect(count.accounted).toBeLessThanOrEqual(count.issues);
        if (count.accounted < count.issues) return; // the walk after the checks settles this one
        const exact = bytes(body);
        expect(count.size).toBeLessThanOrEqual(exact);
        // Fifths of a skipped value's bound, less the units of strings read later, may leave a
        // rounding error far below one byte: the text's size is whole, so the verdict cannot move.
        expect(exact).toBeLessThanOrEqual(count.size + 5 * count.wide + 1e-6);
        whole++;
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // Most invalid bodies are settled without the walk: unknown fields, wrong types, bad values.
    expect(whole).toBeGreaterThan(invalid / 2);
  });
});
