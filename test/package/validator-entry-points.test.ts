/**
 * An entry point per body kind (`@mk8s/schema/validators/create`, …): each exports its validator
 * alone, judges every body as the root's validator does (issues and all), resolves from ESM and
 * CommonJS through the `exports` map, and loads only what its kind needs — the create, read and error
 * modules never the patch model, nor checks of another form.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateApiError, validateCluster, validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { edited, fullCreateBody, fullResource, vendorB } from '../helpers/bodies.ts';
import { REPO } from '../helpers/spec.ts';

const GENERATED = join(REPO, 'generated');
const require = createRequire(join(GENERATED, 'index.js'));

const create = fullCreateBody();
const BODIES: Record<string, unknown[]> = {
  cluster: [fullResource(), edited(fullResource(), (b) => vendorB(b).nodePools.push({ name: 7 })), null],
  create: [create, edited(create, (b) => Object.assign(b, { descripton: 'x', name: '' })), [1]],
  patch: [{ description: 'x' }, { spec: { versoin: 1, $drop: ['name'] } }, 'x'],
  error: [{ status: 400, code: 'X', message: 'm' }, { status: '400' }, {}],
};
const NAMES = {
  cluster: 'validateCluster',
  create: 'validateClusterCreate',
  patch: 'validateClusterPatch',
  error: 'validateApiError',
} as const;
const ROOT: Record<string, (value: unknown) => unknown> = {
  validateCluster,
  validateClusterCreate,
  validateClusterPatch,
  validateApiError,
};
type Kind = keyof typeof NAMES;
const KINDS = Object.keys(NAMES) as Kind[];
const plain = (result: unknown) => JSON.parse(JSON.stringify(result));

describe.each(KINDS)('@mk8s/schema/validators/%s', (kind) => {
  const name = NAMES[kind];

  it('exports its validator alone, from ESM and CommonJS, judging as the root does', async () => {
    const esm = await import(`@mk8s/schema/validators/${kind}`);
    const cjs = require(`@mk8s/schema/validators/${kind}`);
    expect(Object.keys(esm)).toEqual([name]);
    expect(Object.keys(cjs)).toEqual([name]);
    const ours = ROOT[name] as (value: unknown) => unknown;
    for (const body of BODIES[kind] ?? []) {
      expect(plain(esm[name](body))).toEqual(plain(ours(body)));
      expect(plain(cjs[name](body))).toEqual(plain(ours(body)));
    }
    expect(BODIES[kind]?.map((b) => (esm[name](b) as { ok: boolean }).ok)).toEqual([true, false, false]);
  });

  it('is a copy of the root validator, not the same function, as the package README says', async () => {
    const esm = await import(`@mk8s/schema/validators/${kind}`);
    expect(esm[name]).not.toBe(ROOT[name]);
    const readme = readFileSync(join(GENERATED, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain('It is a copy, not the same function');
    expect(readme).toContain('import each validator from one place');
    expect(readme).not.toMatch(/exports the same function as the root/);
  });

  it('holds only the checks of its kind', () => {
    const text = readFileSync(join(GENERATED, 'validators', `${kind}.js`), 'utf8');
    expect(text.includes('cluster-model.js')).toBe(kind === 'patch');
    expect(text.includes('function checkClusterPatch(')).toBe(kind === 'patch');
    expect(text.includes('function checkClusterCreate(')).toBe(kind === 'create' || kind === 'patch');
    expect(text.includes('function checkCluster(')).toBe(kind === 'cluster');
    expect(text.length).toBeLessThan(readFileSync(join(GENERATED, 'validators', 'index.js'), 'utf8').length);
  });
});

it('every validator module imports its pattern matchers from one module of the package, ESM and CommonJS', async () => {
  const text = (file: string) => readFileSync(join(GENERATED, 'validators', file), 'utf8');
  const automata = (file: string) => text(file).match(/-state automaton of /g)?.length ?? 0;
  for (const module of ['index', ...KINDS]) {
    expect(automata(`${module}.js`), module).toBe(0);
    expect(automata(`${module}.cjs`), module).toBe(0);
    const uses = text(`${module}.js`).includes('MATCH_');
    expect(text(`${module}.js`).includes("from './matchers.js'"), module).toBe(uses);
    expect(text(`${module}.cjs`).includes('require("./matchers.cjs")'), module).toBe(uses);
  }
  expect(automata('matchers.js')).toBeGreaterThan(0);
  expect(automata('matchers.cjs')).toBe(automata('matchers.js'));
  // One module a module system, whichever entry points load it.
  const esm = await import(pathToFileURL(join(GENERATED, 'validators', 'matchers.js')).href);
  expect(esm.MATCH_CidrOrAddress).toBeTypeOf('function');
  require('@mk8s/schema/validators/create');
  require('@mk8s/schema/validators/cluster');
  const loaded = Object.keys(require.cache).filter((path) => path.endsWith('matchers.cjs'));
  expect(loaded).toEqual([join(GENERATED, 'validators', 'matchers.cjs')]);
});

it('in CommonJS, every validator module reads the runtime and matchers once, at load, not at each call', () => {
  // A named import becomes `(0, import_runtime.push)(…)` in esbuild's CommonJS: a getter of the
  // required module at every call, which made the CJS validators half as fast as the ESM ones.
  const text = (file: string) => readFileSync(join(GENERATED, 'validators', file), 'utf8');
  for (const module of ['index', ...KINDS]) {
    const cjs = text(`${module}.cjs`);
    expect(cjs.match(/\(0, import_\w+\.\w+\)/g) ?? [], module).toEqual([]);
    expect(cjs.match(/\b(?:RUNTIME|MATCHERS)\.\w+/g)?.length ?? 0, module).toBe(
      cjs.match(/^var \w+ = (?:RUNTIME|MATCHERS)\.\w+;$/gm)?.length ?? 0,
    );
  }
});

it('the exports map names each entry point in both module systems, types first', () => {
  const pkg = JSON.parse(readFileSync(join(GENERATED, 'package.json'), 'utf8'));
  for (const kind of KINDS) {
    expect(pkg.exports[`./validators/${kind}`]).toEqual({
      import: { types: `./validators/${kind}.d.ts`, default: `./validators/${kind}.js` },
      require: { types: `./validators/${kind}.d.cts`, default: `./validators/${kind}.cjs` },
    });
  }
});
