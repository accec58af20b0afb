/**
 * Validators against Ajv (draft 2020-12) compiling the same schema at run time with its default
 * options, on a realistic full create body (test/fixtures/create-vendor-b-full.json):
 * - `validate.create.valid`: throughput on the valid body;
 * - `validate.create.invalid`: throughput on the same body with one error deep inside: a memory
 *   limit written `128MB` instead of a Kubernetes quantity, in the last member of the byok config
 *   (`/spec/addOns/byok/config/internalDns/maxMemory`). Ajv's default stops at the first error, so
 *   its time depends on where the error is; this one sits at the end of the document, where Ajv has
 *   done nearly all its work, while ours always checks the whole body and reports every issue;
 * - `validate.coldStart`: a fresh process importing the validators module (`validators/index.js`,
 *   with its runtime) and validating once, against one importing Ajv, compiling the schema and
 *   validating once; reading the files is outside the timing for both.
 * Ours and Ajv run in alternating rounds in one run, timed in CPU time of this process, and the
 * fastest round of each is recorded: other processes on the same cores only ever slow a round down
 * (through shared caches and cores), so the fastest round is the closest to the code's own cost
 * (the reasoning of Python's `timeit`). Both sides are measured the same way.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { type BenchEntry, type BenchSuite, entry, median, round } from '../lib.ts';

const REPO = join(import.meta.dirname, '..', '..');
const BODY_PATH = join(REPO, 'test', 'fixtures', 'create-vendor-b-full.json');
const SCHEMA_PATH = join(REPO, 'generated', 'schemas', 'cluster-create.json');
/** The validators module: what a browser bundle or a server importing `validateClusterCreate` loads. */
const VALIDATORS_PATH = join(REPO, 'generated', 'validators', 'index.js');
const AJV_PATH = join(REPO, 'node_modules', 'ajv', 'dist', '2020.js');
const AJV_VERSION = (
  JSON.parse(readFileSync(join(REPO, 'node_modules', 'ajv', 'package.json'), 'utf8')) as { version: string }
).version;
const BASELINE = `ajv ${AJV_VERSION} runtime compile`;

type Validate = (value: unknown) => unknown;

const suite: BenchSuite = async () => {
  const body = JSON.parse(readFileSync(BODY_PATH, 'utf8'));
  const invalid = structuredClone(body);
  invalid.spec.addOns.byok.config.internalDns.maxMemory = '128MB';
  const { validateClusterCreate } = (await import(pathToFileURL(VALIDATORS_PATH).href)) as {
    validateClusterCreate: Validate;
  };
  const ajv = compileWithAjv(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')));
  if (validateClusterCreate(invalid) === true || ajv(invalid) !== false || ajv(body) !== true) {
    throw new Error('the benchmark bodies are not judged as expected');
  }
  const ours = (value: unknown) => validateClusterCreate(value);
  return {
    'validate.create.valid': throughput(
      () => ours(body),
      () => ajv(body),
    ),
    'validate.create.invalid': throughput(
      () => ours(invalid),
      () => ajv(invalid),
    ),
    'validate.coldStart': coldStart(),
  };
};

export default suite;

/** Ajv 2020 with default options; the x-mk8s- annotations registered as keywords without validation. */
function compileWithAjv(schema: object): Validate {
  const ajv = new Ajv2020({ logger: false });
  for (const keyword of annotationKeywords(schema)) ajv.addKeyword(keyword);
  return ajv.compile(schema);
}

function annotationKeywords(schema: unknown, found = new Set<string>()): Set<string> {
  if (typeof schema !== 'object' || schema === null) return found;
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-mk8s-')) found.add(key);
    annotationKeywords(value, found);
  }
  return found;
}

/** Operations per CPU second of both, in alternating rounds; the fastest round of each. */
function throughput(ours: () => unknown, baseline: () => unknown): BenchEntry {
  for (let i = 0; i < 5; i++) {
    cpuRate(ours, 200);
    cpuRate(baseline, 200);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 15; i++) {
    a.push(cpuRate(ours, 2000));
    b.push(cpuRate(baseline, 2000));
  }
  return entry({
    ours: Math.round(median(a)),
    baseline: Math.round(median(b)),
    baselineName: BASELINE,
    unit: 'ops/s',
    betterIs: 'higher',
  });
}

/** Calls per second of CPU time this process spent on `times` calls. */
function cpuRate(fn: () => unknown, times: number): number {
  let sink: unknown;
  const start = process.cpuUsage();
  for (let i = 0; i < times; i++) sink = fn();
  const used = process.cpuUsage(start);
  if (sink === Symbol.for('never')) console.log(sink);
  return (times * 1e6) / (used.user + used.system);
}

/** Milliseconds from the first import to the first result, in fresh processes; median of alternating runs. */
function coldStart(): BenchEntry {
  const body = JSON.stringify(BODY_PATH);
  const ours = `
    const body = JSON.parse(require('node:fs').readFileSync(${body}, 'utf8'));
    const start = performance.now();
    import(${JSON.stringify(pathToFileURL(VALIDATORS_PATH).href)}).then((m) => {
      const result = m.validateClusterCreate(body);
      if (!result.ok) throw new Error('invalid');
      console.log(performance.now() - start);
    });`;
  const baseline = `
    const fs = require('node:fs');
    const body = JSON.parse(fs.readFileSync(${body}, 'utf8'));
    const text = fs.readFileSync(${JSON.stringify(SCHEMA_PATH)}, 'utf8');
    const start = performance.now();
    import(${JSON.stringify(pathToFileURL(AJV_PATH).href)}).then((m) => {
      const Ajv = m.default.default ?? m.default;
      const ajv = new Ajv({ logger: false });
      const schema = JSON.parse(text);
      const keywords = new Set();
      (function walk(node) {
        if (typeof node !== 'object' || node === null) return;
        for (const [key, value] of Object.entries(node)) { if (key.startsWith('x-mk8s-')) keywords.add(key); walk(value); }
      })(schema);
      for (const keyword of keywords) ajv.addKeyword(keyword);
      if (!ajv.compile(schema)(body)) throw new Error('invalid');
      console.log(performance.now() - start);
    });`;
  const run = (script: string) => Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 11; i++) {
    a.push(run(ours));
    b.push(run(baseline));
  }
  return entry({
    ours: round(median(a), 2),
    baseline: round(median(b), 2),
    baselineName: 'ajv import + compile + validate',
    unit: 'ms',
    betterIs: 'lower',
  });
}
