// The smoke test of generated packages, run in a child process over many at once: each package
// directory named in the JSON file argv[2] is loaded from ESM and from CommonJS (same exports), its
// data files parse, its validators answer hostile values without throwing, and its patch engine
// and client start. Prints one JSON line per package: { dir, problems }.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const dirs = JSON.parse(await readFile(process.argv[2], 'utf8'));

const deep = (depth) => (depth === 0 ? {} : { a: deep(depth - 1) });
const HOSTILE = [
  undefined,
  null,
  {},
  [],
  'x',
  0,
  JSON.parse('{"__proto__": {"polluted": 1}}'),
  deep(200),
  { $drop: 'x' },
];

async function smoke(dir) {
  const problems = [];
  const attempt = async (what, fn) => {
    try {
      await fn();
    } catch (error) {
      problems.push(`${what}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    }
  };
  let esm = {};
  let cjs = {};
  await attempt('import index.js', async () => {
    esm = await import(pathToFileURL(join(dir, 'index.js')).href);
  });
  await attempt('require index.cjs', () => {
    cjs = require(join(dir, 'index.cjs'));
  });
  const names = Object.keys(esm).sort();
  if (JSON.stringify(names) !== JSON.stringify(Object.keys(cjs).sort())) problems.push('ESM and CJS exports differ');
  for (const file of (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.json'))) {
    await attempt(`parse ${file}`, async () => JSON.parse(await readFile(join(dir, file), 'utf8')));
  }
  for (const name of names.filter((n) => n.startsWith('validate'))) {
    for (const value of HOSTILE) {
      await attempt(`${name}(${JSON.stringify(value)?.slice(0, 40)})`, () => {
        const result = esm[name](value);
        const shapeOk =
          typeof result?.ok === 'boolean' &&
          (result.ok || result.errors.every((e) => typeof e.path === 'string' && typeof e.message === 'string'));
        if (!shapeOk) throw new Error(`answered ${JSON.stringify(result)?.slice(0, 200)}`);
      });
    }
  }
  if (typeof esm.applyClusterPatch === 'function') {
    for (const [cluster, patch] of [
      [{}, {}],
      [null, null],
      [{}, { $drop: ['x'] }],
      [{ spec: {} }, deep(50)],
    ]) {
      await attempt('applyClusterPatch', () => {
        if (typeof esm.applyClusterPatch(cluster, patch)?.ok !== 'boolean') throw new Error('no result');
      });
    }
  }
  if (typeof esm.createClient === 'function') {
    await attempt('createClient', () => esm.createClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'key' }));
  }
  if (names.length === 0) problems.push('the package exports nothing');
  return problems;
}

for (const dir of dirs) console.log(JSON.stringify({ dir, problems: await smoke(dir) }));
