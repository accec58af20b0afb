/**
 * The compatibility guard on specs held in memory: each base generated once and kept, each edited
 * version generated once and compared with its base's cached comparison.
 */
import { join } from 'node:path';
import type { Audience, Change } from '../../generator/compat/change.ts';
import { reportOf } from '../../generator/compat/change.ts';
import { BaseComparison } from '../../generator/compat/compare.ts';
import type { CorpusDocument } from '../../generator/compat/corpus.ts';
import { readCorpus } from '../../generator/compat/read-corpus.ts';
import { DEFAULT_CORPUS } from '../../generator/compat/run.ts';
import { type GeneratedVersion, generateVersion } from '../../generator/compat/version.ts';
import { SPEC_ROOTS } from '../../generator/run.ts';
import { emitContext, REPO, readSpec } from './spec.ts';

export type SpecFiles = ReadonlyMap<string, string>;

export const GOLDEN_SPEC = join(REPO, 'test', 'fixtures', 'small-spec');
export const MAIN_SPEC = join(REPO, 'spec');

/**
 * A create and a patch body, a cluster as read and an error body of the golden spec, standing in for
 * a repository's stored examples.
 */
export const GOLDEN_CORPUS: readonly CorpusDocument[] = [
  {
    file: 'golden/create.json',
    value: {
      name: 'small',
      tags: { team: 'a' },
      spec: {
        version: '1.31.0',
        zones: [1, 2],
        provider: { alpha: { region: 'r1', pools: [{ name: 'p', effect: 'NoSchedule' }] } },
      },
    },
  },
  { file: 'golden/patch.json', value: { spec: { provider: { alpha: { '$patch/pools': [{ name: 'p', size: 3 }] } } } } },
  {
    file: 'golden/cluster.json',
    value: {
      id: 'c-1',
      name: 'small',
      tags: { team: 'a' },
      spec: {
        version: '1.31.0',
        zones: [1, 2],
        provider: {
          alpha: {
            region: 'r1',
            networking: { podNetwork: '10.1.0.0/16' },
            pools: [{ name: 'p', size: 3, effect: 'NoSchedule' }],
          },
        },
      },
    },
  },
  { file: 'golden/error.json', value: { code: 'NOT_FOUND', details: { cluster: 'small' } } },
];

export async function generated(files: SpecFiles): Promise<GeneratedVersion> {
  const result = await generateVersion({ files }, SPEC_ROOTS, await emitContext());
  if (!result.ok) throw new Error(`the spec does not generate: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
  return result.value;
}

const comparisons = new Map<string, Promise<BaseComparison>>();

/** The comparison of a base, generated once per distinct spec. */
function comparisonOf(base: SpecFiles): Promise<BaseComparison> {
  const key = JSON.stringify([...base]);
  let comparison = comparisons.get(key);
  if (comparison === undefined) {
    comparison = generated(base).then((version) => new BaseComparison(version));
    comparisons.set(key, comparison);
  }
  return comparison;
}

export interface Compared {
  readonly verdict: string;
  readonly changes: readonly Change[];
  readonly codes: readonly string[];
  readonly breaks: readonly Audience[];
}

export async function compareFiles(
  base: SpecFiles,
  current: SpecFiles,
  corpus: readonly CorpusDocument[],
): Promise<Compared> {
  const comparison = await comparisonOf(base);
  const report = reportOf(comparison.compare(await generated(current), corpus));
  const codes = [...new Set(report.changes.map((c) => c.code))].sort();
  const broken = new Set(report.changes.flatMap((c) => c.breaks));
  const breaks = (['read', 'write', 'types'] as const).filter((a) => broken.has(a));
  return { verdict: report.verdict, changes: report.changes, codes, breaks };
}

let mainCorpus: Promise<CorpusDocument[]> | undefined;

/** The repository's own stored bodies: what `npm run check` re-validates. */
export function repositoryCorpus(): Promise<CorpusDocument[]> {
  mainCorpus ??= readCorpus(REPO, DEFAULT_CORPUS, false);
  return mainCorpus;
}

export { readSpec };
