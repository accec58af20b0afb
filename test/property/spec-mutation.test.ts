/**
 * The rule of the spec check, as a property: a spec either fails the check with diagnostics, or
 * yields a package that imports (ESM and CommonJS), type-checks and passes its smoke test. 240
 * random edits of the small golden spec (test/property/spec-mutation/edits.ts), from a fixed seed:
 * each is generated in memory; the packages that come out are written to a temporary folder and
 * verified together, one child process importing them all and one native TypeScript program
 * checking all their declarations, so the test stays bounded on a busy machine.
 *
 * A failure names the case number and its edits (plain JSON): `editSpec(base, edits)` reproduces it.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../generator/diagnostics.ts';
import type { EmittedFile } from '../../generator/emit/file.ts';
import { generate } from '../../generator/run.ts';
import { writeAllOrNothing } from '../../generator/write.ts';
import { run } from '../helpers/consumer.ts';
import { REPO, readSpec } from '../helpers/spec.ts';
import { type Edit, editSpec, editsArb } from './spec-mutation/edits.ts';

// Fixed, so every run checks the same cases; set them to explore others (and to reproduce a report).
const SEED = Number(process.env.MK8S_MUTATION_SEED ?? 20_240_712);
const RUNS = Number(process.env.MK8S_MUTATION_RUNS ?? 240);
const TSC = join(REPO, 'node_modules', 'ts7', 'bin', 'tsc');

let work: string | undefined;
afterAll(async () => {
  if (work !== undefined) await rm(work, { recursive: true, force: true });
});

interface Built {
  readonly index: number;
  readonly edits: readonly Edit[];
  readonly dir: string;
}

function describeCase(index: number, edits: readonly Edit[], problem: string): string {
  return `case ${index} (seed ${SEED}), edits ${JSON.stringify(edits)}: ${problem}`;
}

function fingerprint(files: readonly EmittedFile[]): string {
  const hash = createHash('sha256');
  for (const f of files) hash.update(`${f.path}\0${f.contents}\0`);
  return hash.digest('hex');
}

/** Every package's declarations in one program of the native compiler; problems by package folder. */
async function typeCheck(root: string, built: readonly Built[]): Promise<Map<string, string[]>> {
  const files = built.flatMap((b) => [`${b.dir}/index.d.ts`, `${b.dir}/index.d.cts`]);
  const compilerOptions = {
    module: 'nodenext',
    target: 'es2022',
    lib: ['es2022'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: false,
  };
  await writeFile(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
  const result = await run(process.execPath, [TSC, '-p', 'tsconfig.json', '--pretty', 'false'], root);
  const problems = new Map<string, string[]>();
  for (const line of `${result.stdout}${result.stderr}`.split('\n').filter((l) => l.trim() !== '')) {
    const dir = /^(pkg-\d+)\//.exec(line)?.[1] ?? '(no package)';
    problems.set(dir, [...(problems.get(dir) ?? []), line]);
  }
  if (result.code !== 0 && problems.size === 0) problems.set('(no package)', [`tsc exited ${result.code}`]);
  return problems;
}

async function smoke(root: string, built: readonly Built[]): Promise<Map<string, string[]>> {
  await writeFile(join(root, 'dirs.json'), JSON.stringify(built.map((b) => join(root, b.dir))));
  const script = join(import.meta.dirname, 'spec-mutation', 'smoke.mjs');
  const result = await run(process.execPath, [script, join(root, 'dirs.json')], root);
  const problems = new Map<string, string[]>();
  const lines = result.stdout.split('\n').filter((l) => l.startsWith('{'));
  for (const line of lines) {
    const report = JSON.parse(line) as { dir: string; problems: string[] };
    if (report.problems.length > 0) problems.set(report.dir.slice(root.length + 1), report.problems);
  }
  if (lines.length !== built.length)
    problems.set('(smoke)', [`${lines.length} reports for ${built.length}`, result.stderr]);
  return problems;
}

interface Outcome {
  readonly failures: string[];
  readonly built: Built[];
  readonly rejected: number;
}

/** Generates every case in memory; writes each distinct package under `root`. */
async function generateCases(base: ReadonlyMap<string, string>, root: string): Promise<Outcome> {
  const outcome: Outcome = { failures: [], built: [], rejected: 0 };
  let rejected = 0;
  const seen = new Set<string>();
  for (const [index, edits] of fc.sample(editsArb, { seed: SEED, numRuns: RUNS }).entries()) {
    let result: Awaited<ReturnType<typeof generate>>;
    try {
      result = await generate({ spec: editSpec(base, edits) });
    } catch (error) {
      outcome.failures.push(describeCase(index, edits, `generation threw ${(error as Error).stack ?? String(error)}`));
      continue;
    }
    if (result.diagnostics.length > 0) {
      rejected++;
      const odd = result.diagnostics.filter(
        (d) => !DIAGNOSTIC_CODES.includes(d.code) || !/^(\/|$)/.test(d.pointer) || d.message === '' || d.file === '',
      );
      if (odd.length > 0)
        outcome.failures.push(describeCase(index, edits, `malformed diagnostics ${JSON.stringify(odd)}`));
      continue;
    }
    const key = fingerprint(result.files);
    if (seen.has(key)) continue;
    seen.add(key);
    await writeAllOrNothing(join(root, `pkg-${index}`), result.files);
    outcome.built.push({ index, edits, dir: `pkg-${index}` });
  }
  return { ...outcome, rejected };
}

/** Type-checks and smoke-tests the written packages together; one failure line per package. */
async function verify(root: string, built: readonly Built[]): Promise<string[]> {
  const [types, smoked] = await Promise.all([typeCheck(root, built), smoke(root, built)]);
  const failures: string[] = [];
  for (const [problems, what] of [
    [types, 'does not type-check'],
    [smoked, 'fails its smoke test'],
  ] as const) {
    for (const [dir, lines] of problems) {
      const b = built.find((x) => x.dir === dir);
      failures.push(describeCase(b?.index ?? -1, b?.edits ?? [], `${what}:\n  ${lines.slice(0, 5).join('\n  ')}`));
    }
  }
  return failures;
}

describe('spec mutations', () => {
  it(`each of ${RUNS} random edits fails the check with diagnostics or yields a package that imports, type-checks and passes its smoke test`, async () => {
    const base = await readSpec(join(REPO, 'test', 'fixtures', 'small-spec'));
    work = await mkdtemp(join(tmpdir(), 'mk8s-mutation-'));
    const { failures, built, rejected } = await generateCases(base, work);
    failures.push(...(await verify(work, built)));
    expect(failures).toEqual([]);
    console.info(`spec mutations: ${rejected} rejected with diagnostics, ${built.length} distinct packages verified`);
    // Both outcomes must be common, or the edits are not testing the rule.
    expect(rejected).toBeGreaterThan(RUNS / 5);
    expect(built.length).toBeGreaterThan(RUNS / 10);
  }, 300_000);
});
