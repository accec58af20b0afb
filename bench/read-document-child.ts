/**
 * One sample of an `openapi.read.<tool>` entry (bench/suites/openapi-read.ts), in a fresh process:
 * loads one tool of the interoperability matrix and whatever it needs before it reads (the module,
 * a browser and the tool's page with its bundle) without timing it, then times the tool reading one
 * document: our OpenAPI document (`ours`; for the JSON Schema tools, every file of `schemas/`) or
 * the one-operation document of bench/fixtures/small-openapi.json (`small`, the tool's floor).
 * Prints `{"ms": N, "cpuMs": N}` as its last line: wall milliseconds from handing the tool the
 * document's path to its result (a lint report, generated files, compiled validators, the patch
 * operation on screen), and for the tools that run in this process their CPU milliseconds (every
 * thread), for the docs tools the CPU time of every Chromium process (from /proc): figures a
 * busy machine moves less than the wall time.
 *
 *   node bin/run-ts.js bench/read-document-child.ts TOOL ours|small
 *
 * `MK8S_READ_PACKAGE=DIR` reads `ours` from another folder laid out as the package (`openapi.json`,
 * `schemas/`), to compare a variant of the document with the same harness.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test/helpers/chromium.ts';
import { DOCS_TOOLS, keepOnLoopback, serveDocsTools } from '../test/helpers/docs-tools.ts';
import { REPO } from './harness/suites.ts';

const require = createRequire(import.meta.url);

/** The package whose document is `ours`: `generated/`, or another folder of the same layout (MK8S_READ_PACKAGE). */
const PACKAGE = process.env.MK8S_READ_PACKAGE ?? join(REPO, 'generated');

const DOCUMENTS = {
  ours: join(PACKAGE, 'openapi.json'),
  small: join(REPO, 'bench', 'fixtures', 'small-openapi.json'),
} as const;
type Which = keyof typeof DOCUMENTS;

/** The JSON Schemas a JSON Schema tool reads: the package's files, or the small document's two schemas. */
function jsonSchemas(which: Which): unknown[] {
  if (which === 'ours') {
    const dir = join(PACKAGE, 'schemas');
    return readdirSync(dir)
      .sort()
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
  }
  const schemas = JSON.parse(readFileSync(DOCUMENTS.small, 'utf8')).components.schemas as Record<string, object>;
  return Object.values(schemas).map((schema) => ({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...schema,
  }));
}

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mk8s-read-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The CPU time of the last reading (every thread of the process), printed beside the wall time. */
let cpuMs: number | undefined;

/** Times `read` once, after `load` (not timed) has run. */
async function timed<T>(load: () => Promise<T> | T, read: (loaded: T) => Promise<unknown> | unknown): Promise<number> {
  const loaded = await load();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await read(loaded);
  const wall = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  cpuMs = (user + system) / 1000;
  return wall;
}

/** Each tool: what it loads before reading (not timed), and its reading of the document (timed). */
const READERS: Readonly<Record<string, (which: Which) => Promise<number>>> = {
  spectral: (which) =>
    timed(
      () => {
        const { Spectral, Document } = require('@stoplight/spectral-core');
        const Parsers = require('@stoplight/spectral-parsers');
        const { oas } = require('@stoplight/spectral-rulesets');
        const spectral = new Spectral();
        spectral.setRuleset({ extends: [[oas, 'recommended']] });
        return { spectral, Document, Parsers };
      },
      ({ spectral, Document, Parsers }) =>
        spectral.run(new Document(readFileSync(DOCUMENTS[which], 'utf8'), Parsers.Json, DOCUMENTS[which])),
    ),
  redocly: (which) =>
    timed(
      async () => {
        const core = require('@redocly/openapi-core');
        return { core, config: await core.loadConfig({ configPath: join(REPO, 'redocly.yaml') }) };
      },
      ({ core, config }) => core.lint({ ref: DOCUMENTS[which], config }),
    ),
  ajv: (which) =>
    timed(
      async () => (await import('ajv/dist/2020.js')).Ajv2020,
      (Ajv2020) => {
        for (const schema of jsonSchemas(which)) new Ajv2020().compile(schema as object);
      },
    ),
  schemasafe: (which) =>
    timed(
      async () => (await import('@exodus/schemasafe')).validator,
      (validator) => {
        for (const schema of jsonSchemas(which)) validator(schema as never);
      },
    ),
  'openapi-typescript': (which) =>
    timed(
      async () => await import('openapi-typescript'),
      async ({ default: openapiTS, astToString }) => astToString(await openapiTS(pathToFileURL(DOCUMENTS[which]))),
    ),
  orval: (which) =>
    timed(
      async () => (await import('orval')).generate,
      (generate) =>
        generate({
          input: { target: DOCUMENTS[which] },
          output: { target: join(scratch(), 'api.ts'), client: 'fetch', mode: 'single', prettier: false },
        }),
    ),
  'hey-api': (which) =>
    timed(
      async () => (await import('@hey-api/openapi-ts')).createClient,
      (createClient) =>
        createClient({
          input: DOCUMENTS[which],
          output: scratch(),
          plugins: ['@hey-api/client-fetch'],
          logs: { level: 'silent' },
        }),
    ),
};

/**
 * The CPU milliseconds Chromium has used so far, every process of it (user + system of each
 * process this one started, and theirs, read from /proc): the renderer's work and its helpers'.
 */
function browserCpuMs(): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command's closing parenthesis: state, ppid, …, utime (14th field), stime (15th).
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while the table was read.
    }
  }
  let total = 0;
  const visit = (pid: number): void => {
    for (const child of children.get(pid) ?? []) {
      total += ticks.get(child) ?? 0;
      visit(child);
    }
  };
  visit(process.pid);
  return (total * 1000) / CLOCK_TICKS;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100;

/** A docs tool in Chromium: the page and the tool's bundle load first; timed is the rendering. */
async function render(name: string, which: Which): Promise<number> {
  const tool = DOCS_TOOLS.find((t) => t.name === name);
  if (tool === undefined) throw new Error(`no tool ${name}`);
  const server = await serveDocsTools(DOCUMENTS[which]);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const tab = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await keepOnLoopback(tab, server.base, tool);
    await tab.goto(`${server.base}/${name}.html?later`, { waitUntil: 'load' });
    const before = browserCpuMs();
    const started = performance.now();
    await tab.evaluate('renderDocument()');
    await tab.locator(tool.ready).first().waitFor({ timeout: 120_000 });
    const wall = performance.now() - started;
    cpuMs = browserCpuMs() - before;
    return wall;
  } finally {
    await browser.close();
    await server.close();
  }
}

const [name = '', which] = process.argv.slice(2);
if (which !== 'ours' && which !== 'small') throw new Error('usage: read-document-child.ts TOOL ours|small');
const reader = READERS[name];
const ms = reader !== undefined ? await reader(which) : await render(name, which);
process.stdout.write(`\n${JSON.stringify({ ms, cpuMs })}\n`);
process.exit(0);
