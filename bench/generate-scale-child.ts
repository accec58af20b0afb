/**
 * One run of `generate.scale`, in a fresh process: the generator in process on spec/ (`small`) or
 * on the synthetic spec at least ten times larger (`large`), after one warm-up run on spec/; CPU
 * time of the timed run.
 * Prints `{"usPerField": …, "fields": …, "copies": …}`.
 * Usage: node bin/run-ts.js bench/generate-scale-child.ts small|large
 */
import { join } from 'node:path';
import { checkSpec } from '../generator/check/index.ts';
import { buildIr } from '../generator/ir/build.ts';
import { loadSpec, type SpecSource } from '../generator/load.ts';
import { generatePackage } from '../generator/pipeline.ts';
import { readTree, SPEC_ROOTS } from '../generator/run.ts';
import { scaleSpec } from './synthetic-spec.ts';

const REPO = join(import.meta.dirname, '..');
const size = process.argv[2];
if (size !== 'small' && size !== 'large') throw new Error('usage: generate-scale-child.ts small|large');

const base = await readTree(join(REPO, 'spec'), '.json');
const templates = await readTree(join(REPO, 'templates'), '');
const baseFields = await fieldCount(base);
let copies = 1;
let files: ReadonlyMap<string, string> = base;
if (size === 'large') {
  copies = 10;
  files = scaleSpec(base, copies);
  while ((await fieldCount(files)) < 10 * baseFields) files = scaleSpec(base, ++copies);
}
await generate(base); // warms the JIT on the real spec, whichever size is timed
const start = process.cpuUsage();
await generate(files);
const used = process.cpuUsage(start);
const elapsed = (used.user + used.system) / 1000; // CPU time: the machine's other work does not count
const fields = await fieldCount(files);
process.stdout.write(`${JSON.stringify({ usPerField: (elapsed * 1000) / fields, fields, copies })}\n`);

async function generate(spec: ReadonlyMap<string, string>): Promise<void> {
  const source: SpecSource = { files: spec, roots: SPEC_ROOTS };
  const result = await generatePackage(source, { templates });
  if (!result.ok) throw new Error(`the spec does not generate: ${JSON.stringify(result.diagnostics[0])}`);
}

async function fieldCount(spec: ReadonlyMap<string, string>): Promise<number> {
  const raw = await loadSpec({ files: spec, roots: SPEC_ROOTS });
  if (!raw.ok) throw new Error('the spec does not load');
  const checked = checkSpec(raw.value);
  if (!checked.ok) throw new Error(`the spec does not pass the check: ${JSON.stringify(checked.diagnostics[0])}`);
  return [...buildIr(checked.value).types.values()].reduce((n, type) => n + type.fields.length, 0);
}
