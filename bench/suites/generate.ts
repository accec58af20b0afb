/**
 * Generation speed.
 * - `generate.wall`: a cold `npm run generate` (a fresh process writing the whole package) against
 *   a cold `openapi-typescript` run (through `npm exec`, so both pay npm's start-up) on our OpenAPI
 *   document; `generate.wall.node` the same two without npm in front. Wall time of each process.
 * - `generate.scale`: the generator, in a fresh process after a warm-up run, on the synthetic spec
 *   at least ten times larger (bench/synthetic-spec.ts) against spec/; CPU time per field (linear
 *   growth gives a ratio of 1, below 1 when fixed costs spread over more fields).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../harness/suites.ts';
import { processes, type Suite } from '../lib.ts';
import { openApiInput } from '../openapi-input.ts';

/** A scratch folder with the OpenAPI document openapi-typescript reads, made once per bench run. */
let work: Promise<{ dir: string; input: string; source: string }> | undefined;

function workDir(): Promise<{ dir: string; input: string; source: string }> {
  work ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mk8s-bench-generate-'));
    process.once('exit', () => void rm(dir, { recursive: true, force: true }));
    const input = await openApiInput(join(REPO, 'generated'));
    await writeFile(join(dir, 'openapi.json'), input.text);
    return { dir, input: join(dir, 'openapi.json'), source: input.source };
  })();
  return work;
}

function timeProcess(command: string, args: readonly string[]): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    execFile(command, [...args], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${stderr}`));
      else resolve(performance.now() - start);
    });
  });
}

function wallEntry(name: string, withNpm: boolean) {
  const oats = join(REPO, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
  return processes({
    name,
    peer: `openapi-typescript 7.x, cold, on the package's openapi.json${withNpm ? '' : ' (node, no npm)'}`,
    unit: 'ms',
    betterIs: 'lower',
    ours: async () => {
      const out = join((await workDir()).dir, 'generated');
      return withNpm
        ? timeProcess('npm', ['run', 'generate', '--', '--out', out])
        : timeProcess(process.execPath, [join(REPO, 'bin', 'mk8s-codegen.js'), 'generate', '--out', out]);
    },
    theirs: async () => {
      const { dir, input } = await workDir();
      const args = [input, '-o', join(dir, 'oats.d.ts')];
      return withNpm
        ? timeProcess('npm', ['exec', '--offline', '--', 'openapi-typescript', ...args])
        : timeProcess(process.execPath, [oats, ...args]);
    },
  });
}

function scaleRun(size: 'small' | 'large'): Promise<number> {
  return new Promise((resolve, reject) => {
    const args = [join(REPO, 'bin', 'run-ts.js'), 'bench/generate-scale-child.ts', size];
    execFile(process.execPath, args, { cwd: REPO }, (error, stdout, stderr) => {
      if (error) reject(new Error(`generate.scale (${size}) failed: ${stderr}`));
      else resolve((JSON.parse(stdout.trim()) as { usPerField: number }).usPerField);
    });
  });
}

const suite: Suite = {
  entries: [
    wallEntry('generate.wall', true),
    wallEntry('generate.wall.node', false),
    processes({
      name: 'generate.scale',
      peer: 'the same generator on spec/ (the synthetic spec: every provider and add-on copied until ten times the fields)',
      unit: 'µs CPU/field',
      betterIs: 'lower',
      ours: () => scaleRun('large'),
      theirs: () => scaleRun('small'),
    }),
  ],
};
export default suite;
