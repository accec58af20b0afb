/**
 * The bench harness's own logic: choosing entries, turning samples into a result (median, min,
 * max, goal), merging results files, the in-process measurement, and the no-validation baseline's
 * merge patch.
 */
import { describe, expect, it } from 'vitest';
import { chosen, parseArgs } from '../../bench/harness/args.ts';
import { type EntryResult, mergeResults, summarize } from '../../bench/harness/results.ts';
import { measurePair } from '../../bench/measure.ts';
import { mergePatch } from '../../bench/peers/no-validation-rules.ts';
import { warmUp } from '../../bench/warm-up.ts';

const META = { suite: 'validate', peer: 'a peer', unit: 'ops/s', betterIs: 'higher', method: 'm' } as const;

describe('bench arguments', () => {
  it.each([
    ['no filter takes everything', [], 'validate.realistic.ajv', true],
    ['a suite name', ['validate'], 'validate.realistic.ajv', true],
    ['an entry prefix', ['validate.realistic'], 'validate.realistic.ajv', true],
    ['a whole entry name', ['validate.realistic.ajv'], 'validate.realistic.ajv', true],
    ['a prefix stops at a dot', ['validate.real'], 'validate.realistic.ajv', false],
    ['another suite', ['server'], 'validate.realistic.ajv', false],
  ] as const)('%s', (_name, filters, entry, want) => {
    expect(chosen('validate', entry, filters)).toBe(want);
  });

  it('takes a filter that names an entry as that entry alone, not as a prefix', () => {
    const entries = new Set(['server.patch', 'server.patch.durable', 'server.patch.durable.spread']);
    expect(chosen('server', 'server.patch', ['server.patch'], entries)).toBe(true);
    expect(chosen('server-durable', 'server.patch.durable', ['server.patch'], entries)).toBe(false);
    expect(chosen('server-durable', 'server.patch.durable.spread', ['server.patch.durable'], entries)).toBe(false);
    expect(chosen('server-durable', 'server.patch.durable.spread', ['server-durable'], entries)).toBe(true);
  });

  it('reads filters, --samples and --list, and refuses the rest', () => {
    expect(parseArgs(['validate', '--samples', '7', '--list'])).toEqual({
      filters: ['validate'],
      samples: 7,
      list: true,
    });
    expect(() => parseArgs(['--samples', '0'])).toThrow('--samples');
    expect(() => parseArgs(['--fast'])).toThrow('unknown option --fast');
  });
});

describe('summarize', () => {
  it('gives the median, min and max of the ratio and the median of each side', () => {
    const samples = [
      { ours: 300, peer: 100, ratio: 3 },
      { ours: 200, peer: 100, ratio: 2 },
      { ours: 500, peer: 200, ratio: 2.5 },
      { ours: 100, peer: 100, ratio: 1 },
      { ours: 420, peer: 105, ratio: 4 },
    ];
    const result = summarize(samples, { ...META, goal: { atLeast: 3 } });
    expect(result).toMatchObject({ ratio: 2.5, ratioMin: 1, ratioMax: 4, ours: 300, theirs: 100, samples: 5 });
    expect(result.ratios).toEqual([3, 2, 2.5, 1, 4]);
    expect(result).toMatchObject({ goal: '>= 3', goalMet: false });
  });

  it('judges an at-most goal on the median', () => {
    const samples = [0.8, 0.9, 1.2].map((ratio) => ({ ours: ratio, peer: 1, ratio }));
    expect(summarize(samples, { ...META, goal: { atMost: 1 } })).toMatchObject({ goal: '<= 1', goalMet: true });
    expect(summarize(samples, META)).not.toHaveProperty('goal');
  });

  it('judges a bound on ours (issue 15\'s "under 2 s") on the median of ours, whatever the ratio', () => {
    const samples = [1900, 2100, 1800].map((ours) => ({ ours, peer: 100, ratio: ours / 100 }));
    const under = summarize(samples, { ...META, goal: { oursAtMost: 2000 } });
    expect(under).toMatchObject({ ours: 1900, goal: `ours <= 2000 ${META.unit}`, goalMet: true });
    expect(summarize(samples, { ...META, goal: { oursAtMost: 1850 } })).toMatchObject({ goalMet: false });
  });
});

describe('mergeResults', () => {
  const result = (suite: string): EntryResult => summarize([{ ours: 1, peer: 1, ratio: 1 }], { ...META, suite });

  it('replaces what was measured, keeps other suites, drops entries a run suite no longer defines', () => {
    const previous = { 'a.old': result('a'), 'a.kept': result('a'), 'b.other': result('b') };
    const measured = new Map([['a.new', result('a')]]);
    const merged = mergeResults(previous, measured, new Set(['a.new', 'a.kept', 'b.other']), new Set(['a']));
    expect(Object.keys(merged)).toEqual(['a.kept', 'a.new', 'b.other']);
  });
});

describe('measurePair', () => {
  const work = (n: number) => () => {
    let x = 0;
    for (let i = 0; i < n; i++) x += Math.sqrt(i);
    return x;
  };

  it('finds the side doing twice the work about half as fast', () => {
    const reading = measurePair(
      { ours: work(40_000), theirs: work(20_000) },
      { warmupMs: 20, warmupSlices: 2, warmupMaxMs: 200, rounds: 5, roundMs: 15 },
    );
    expect(reading.ratio).toBeGreaterThan(0.3);
    expect(reading.ratio).toBeLessThan(0.8);
    expect(reading.peer).toBeGreaterThan(reading.ours);
  });
});

describe('the warm-up', () => {
  /**
   * A side that runs `rates[n]` calls per ms in its n-th slice (the last rate from then on), `ms` per
   * slice as asked; its first `compiling` slices take twice their wall time in CPU (a compiler thread busy).
   */
  const scripted = (rates: readonly number[], compiling = 0) => {
    let slice = 0;
    return (ms: number) => {
      const n = slice++;
      return { calls: (rates[Math.min(n, rates.length - 1)] ?? 1) * ms, ms, wallMs: n < compiling ? ms / 2 : ms };
    };
  };
  const options = { minMs: 100, minSlices: 2, maxMs: 4000, sliceMs: 40 };

  it('waits for a side that gets faster late, then for as long again', () => {
    const slowThenFast = [...Array.from({ length: 20 }, () => 5), 50];
    const steady = [50];
    const warm = warmUp([scripted(slowThenFast, 20), scripted(steady)], options);
    expect(warm.settled).toBe(true);
    // The fast code arrived in slice 21 (840 ms): settled only once as much time again has passed quietly.
    expect(warm.spent[0]).toBeGreaterThanOrEqual(2 * 21 * 40);
    expect(warm.spent[0]).toBeLessThan(2 * 21 * 40 + 3 * 40);
    expect(warm.spent[1]).toBe(warm.spent[0]);
  });

  it('takes a plateau without a busy helper thread as settled once it has lasted as long as what came before', () => {
    const plateau = [...Array.from({ length: 20 }, () => 5), 50];
    const warm = warmUp([scripted(plateau), scripted([50])], options);
    expect(warm.settled).toBe(true);
    expect(warm.spent[0]).toBe(7 * 40);
  });

  it('does not count slower slices (a garbage collection) as progress, nor gains within 3%', () => {
    const noisy = [50, 20, 51, 49, 30, 50, 51, 50, 50, 50, 50, 50, 50, 50];
    const warm = warmUp([scripted(noisy), scripted([50])], options);
    expect(warm.settled).toBe(true);
    expect(warm.spent[0]).toBe(7 * 40);
  });

  it('gives up at maxMs, unsettled, when a side keeps getting faster', () => {
    const rates = Array.from({ length: 200 }, (_, i) => 10 * 1.05 ** i);
    const warm = warmUp([scripted([50]), scripted(rates)], { ...options, maxMs: 1000 });
    expect(warm.settled).toBe(false);
    expect(warm.spent[1]).toBeGreaterThanOrEqual(1000);
    expect(warm.spent[1]).toBeLessThan(1000 + 40);
  });

  it('runs the minimum only, and reports nothing settled, when maxMs is not above it', () => {
    const warm = warmUp([scripted([50]), scripted([10, 20, 40, 80])], { ...options, maxMs: 0 });
    expect(warm.settled).toBeUndefined();
    expect(warm.spent).toEqual([120, 120]);
  });
});

describe('the baseline server merge patch (RFC 7386)', () => {
  it.each([
    ['sets and replaces members', { a: 'b' }, { a: 'c' }, { a: 'c' }],
    ['adds members', { a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    ['removes a member given null', { a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    ['sets arrays whole', { a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    ['merges nested objects', { a: { b: 'c', d: 'e' } }, { a: { d: 'f' } }, { a: { b: 'c', d: 'f' } }],
    ['replaces a non-object target', { a: 'b' }, { a: { c: 'd' } }, { a: { c: 'd' } }],
  ])('%s', (_name, target, patch, want) => {
    const before = structuredClone(target);
    expect(mergePatch(target, patch)).toEqual(want);
    expect(target).toEqual(before);
  });

  it('keeps a member named __proto__ a member', () => {
    const merged = mergePatch({}, JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
