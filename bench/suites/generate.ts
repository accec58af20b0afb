/**
 * Generation speed.
 * - `generate.wall`: a cold `mk8s-codegen generate` of the installed tool (packed, installed with
 *   production dependencies only, run with node: a fresh process writing the whole package of spec/)
 *   against a cold `openapi-typescript` (run with node) on the package's OpenAPI document. Wall time of
 *   each process.
 * - `generate.scale`: the generator, in a fresh process after a warm-up run, on the synthetic spec
 *   at least ten times larger (bench/synthetic-spec.ts) against spec/; CPU time per field (linear
 *   growth gives a ratio of 1, below 1 when fixed costs spread over more fields).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../harness/suites.ts';
import { installedTool } from '../installed.ts';
import { processes, type Suite } from '../lib.ts';
import { openApiInput } from '../openapi-input.ts';
import { timeProcess } from '../process-time.ts';

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

const wallEntry = processes({
  name: 'generate.wall',
  peer: "openapi-typescript 7.x, cold, on the package's openapi.json (both run with node, ours installed from the tarball)",
  unit: 'ms',
  betterIs: 'lower',
  goal: { atMost: 1.5 },
  ours: async () => {
    const tool = await installedTool();
    const out = join((await workDir()).dir, 'generated');
    // A run whose output is already in step writes nothing: start each timed run without one.
    await rm(out, { recursive: true, force: true });
    return timeProcess(process.execPath, [tool.bin, 'generate', '--spec', join(REPO, 'spec'), '--out', out], REPO);
  },
  theirs: async () => {
    const { dir, input } = await workDir();
    const oats = join(REPO, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
    return timeProcess(process.execPath, [oats, input, '-o', join(dir, 'oats.d.ts')], REPO);
  },
});

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
  prepare: async () => void (await installedTool()),
  entries: [
    wallEntry,
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
