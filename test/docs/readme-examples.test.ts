/**
 * The package README cannot go stale: every TypeScript example in generated/README.md is
 * type-checked against the package and run, and what it prints must match its `// → ` comments.
 * Calls to https://api.example.com go to a stand-in service on 127.0.0.1.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pkg from '@mk8s/schema';
import { transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../helpers/consumer.ts';
import { type Example, extractExamples, missingOutput } from '../helpers/examples.ts';
import { serveClusters } from '../helpers/fake-service.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { REPO } from '../helpers/spec.ts';

const PACKAGE = '@mk8s/schema';
const KEY = 'readme-example-key';

const readme = await readFile(join(REPO, 'generated', 'README.md'), 'utf8');
const examples = extractExamples(readme, PACKAGE).filter((e) => e.language === 'ts');
const available = new Set(Object.keys(pkg));
const missingNames = (e: Example) => e.imports.filter((name) => !available.has(name));
const runnable = examples.filter((e) => missingNames(e).length === 0);
const file = (e: Example) => `${examples.indexOf(e)}-${e.section.toLowerCase().replace(/\W+/g, '-')}`;

let dir: string;
let server: TestServer;

beforeAll(async () => {
  await mkdir(join(REPO, 'test-artifacts'), { recursive: true });
  dir = await mkdtemp(join(REPO, 'test-artifacts', 'readme-'));
  server = await startServer();
  serveClusters(server, KEY);
  const preload = `const platformFetch = globalThis.fetch;
globalThis.fetch = (url, init) => platformFetch(String(url).replace('https://api.example.com', process.env.SERVICE_URL), init);
`;
  await writeFile(join(dir, 'preload.mjs'), preload);
  for (const example of runnable) {
    await writeFile(join(dir, `${file(example)}.mts`), example.code);
    const js = await transform(example.code, { loader: 'ts', format: 'esm', target: 'es2022' });
    await writeFile(join(dir, `${file(example)}.mjs`), js.code);
  }
  const compilerOptions = {
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    noEmit: true,
    types: ['node'],
    // The package's declarations are checked by the consumer tests; here only the examples.
    skipLibCheck: true,
    typeRoots: [join(REPO, 'node_modules', '@types')],
  };
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.mts'] }));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe('generated/README.md examples', () => {
  it('has an example for every section the package documents', () => {
    const sections = new Set(examples.map((e) => e.section));
    for (const section of ['Validate a body', 'Build and apply a patch', 'Diff two clusters', 'Call the service']) {
      expect(sections).toContain(section);
    }
    expect(sections).toContain('The error model');
  });

  it('every example runs: the package has every function the examples import', () => {
    expect(examples.flatMap(missingNames)).toEqual([]);
    expect(runnable).toHaveLength(examples.length);
  });

  it('the runnable examples type-check against the package', async () => {
    const result = await run(process.execPath, [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', dir], dir);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
  }, 60_000);

  it.each(runnable.map((e) => [file(e), e] as const))('%s runs and prints what it promises', async (_name, example) => {
    const result = await run(process.execPath, ['--import', './preload.mjs', `${file(example)}.mjs`], dir, {
      SERVICE_URL: server.url,
      MK8S_API_KEY: KEY,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(example.expected.length).toBeGreaterThan(0);
    expect(missingOutput(result.stdout, example.expected)).toEqual([]);
  });
});
