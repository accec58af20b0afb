/**
 * The package as users get it: `npm pack` in generated/, the tarball installed into a fresh
 * project, then loaded from ESM and CommonJS on this Node, type-checked under every module
 * resolution with the oldest and newest compilers, checked by @arethetypeswrong/cli, and bundled
 * with esbuild to prove that importing one validator leaves the rest out.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Consumer, createConsumer, packedFiles, run } from '../helpers/consumer.ts';
import { json, startServer, type TestServer } from '../helpers/server.ts';
import { REPO } from '../helpers/spec.ts';

let consumer: Consumer;
let server: TestServer;

beforeAll(async () => {
  [consumer, server] = await Promise.all([createConsumer(), startServer()]);
  server.answer(json(409, { status: 409, code: 'ALREADY_EXISTS', message: 'a cluster named c1 exists' }));
}, 120_000);

afterAll(async () => {
  await Promise.all([consumer?.dispose(), server?.stop()]);
});

/** Values of the package root that the API surface names. */
const SURFACE_VALUES = [
  'ApiRequestError',
  'applyClusterPatch',
  'createClient',
  'diffClusters',
  'validateApiError',
  'validateCluster',
  'validateClusterCreate',
  'validateClusterPatch',
];

describe('the packed tarball', () => {
  it('holds the package files and nothing of the source tree', async () => {
    const files = await packedFiles(consumer);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'index.js', 'index.cjs', 'index.d.ts']));
    expect(files).toEqual(expect.arrayContaining(['index.d.cts', 'client/index.js', 'schemas/cluster.json']));
    expect(files.filter((f) => /\.ts$/.test(f) && !/\.d\.c?ts$/.test(f))).toEqual([]);
    expect(files.filter((f) => /(^|\/)(test|node_modules|\.)/.test(f))).toEqual([]);
  });

  it('declares sideEffects false, engines, exports of every data file, and registry metadata', async () => {
    const meta = JSON.parse(await readFile(join(consumer.dir, 'node_modules/@mk8s/schema/package.json'), 'utf8'));
    expect(meta).toMatchObject({ name: '@mk8s/schema', sideEffects: false, type: 'module', license: 'MIT' });
    expect(meta.engines.node).toMatch(/^>=20/);
    expect(meta.repository).toMatchObject({ type: 'git', directory: 'generated' });
    expect(typeof meta.homepage).toBe('string');
    expect(meta.exports['./schemas/cluster.json']).toBe('./schemas/cluster.json');
    expect(meta.exports['./schemas/cluster-create.json']).toBe('./schemas/cluster-create.json');
    expect(meta.exports['./schemas/error.json']).toBe('./schemas/error.json');
  });

  it('passes @arethetypeswrong/cli with no problem', async () => {
    // openapi.yaml is a data file no module resolution can type; every other entry point is checked
    const args = [consumer.tarball, '--format', 'json', '--exclude-entrypoints', './openapi.yaml'];
    const result = await run(join(REPO, 'node_modules/.bin/attw'), args, REPO);
    const report = JSON.parse(result.stdout) as { analysis: { problems: unknown[]; entrypoints: object } };
    expect(report.analysis.problems).toEqual([]);
    expect(Object.keys(report.analysis.entrypoints)).toContain('.');
    expect(result.code).toBe(0);
  }, 60_000);
});

describe('runtime consumers on this Node', () => {
  it.each(['runtime.mjs', 'runtime.cjs'])('%s loads the package, a data file, and calls the service', async (file) => {
    const result = await run(process.execPath, [file], consumer.dir, { SERVICE_URL: server.url });
    expect(result.stderr).toBe('');
    const seen = JSON.parse(result.stdout);
    expect(seen).toMatchObject({
      validEmpty: false,
      isApiRequestError: true,
      status: 409,
      code: 'ALREADY_EXISTS',
      schemaTitle: 'Cluster',
      version: JSON.parse(await readFile(join(REPO, 'generated', 'package.json'), 'utf8')).version,
    });
    expect(seen.exports).toEqual(expect.arrayContaining(SURFACE_VALUES));
  });

  it('ESM and CommonJS see the same exports', async () => {
    const [esm, cjs] = await Promise.all(
      ['runtime.mjs', 'runtime.cjs'].map((f) => run(process.execPath, [f], consumer.dir, { SERVICE_URL: server.url })),
    );
    expect(JSON.parse(cjs?.stdout ?? '').exports).toEqual(JSON.parse(esm?.stdout ?? '').exports);
  });
});

/** Each compiler, and the options it needs for `node10` resolution (`undefined`: it has none). */
const COMPILERS: readonly (readonly [name: string, bin: string, node10: object | undefined])[] = [
  ['TypeScript 5.0 (the oldest supported)', 'node_modules/ts5.0/bin/tsc', {}],
  ['TypeScript 5.x (latest)', 'node_modules/typescript/bin/tsc', {}],
  // node10 is deprecated in 6 and removed in 7; a project on 6 can still set it, with this option.
  ['TypeScript 6', 'node_modules/ts6/bin/tsc', { ignoreDeprecations: '6.0' }],
  ['TypeScript 7 (native)', 'node_modules/ts7/bin/tsc', undefined],
];

/** The consumer files, each compiled as .mts (ESM), .cts (CommonJS) and .ts (bundler, node10). */
const SOURCES = ['types', 'subpaths', 'options'];
const each = (extension: string) => SOURCES.map((source) => `${source}${extension}`);

/** Per module resolution: compiler options and the consumer files compiled (ESM and CommonJS). */
const RESOLUTIONS: Readonly<Record<string, { options: object; files: readonly string[] }>> = {
  node16: { options: { module: 'node16', moduleResolution: 'node16' }, files: [...each('.mts'), ...each('.cts')] },
  nodenext: {
    options: { module: 'nodenext', moduleResolution: 'nodenext' },
    files: [...each('.mts'), ...each('.cts')],
  },
  // With the DOM library, so the client's `fetch` and `signal` options take the platform types.
  bundler: { options: { module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'] }, files: each('.ts') },
  // Ignores `exports`: the root's types come from `types`, every subpath's from `typesVersions`.
  node10: { options: { module: 'commonjs', moduleResolution: 'node10' }, files: each('.ts') },
};

describe.each(COMPILERS)('%s type-checks a consumer', (_name, bin, node10) => {
  const compiler = bin.split('/')[1];
  const resolutions = Object.keys(RESOLUTIONS).filter((resolution) => resolution !== 'node10' || node10 !== undefined);
  beforeAll(async () => {
    for (const source of SOURCES) {
      await copyFile(join(consumer.dir, `${source}.ts`), join(consumer.dir, `${source}.mts`));
      await copyFile(join(consumer.dir, `${source}.ts`), join(consumer.dir, `${source}.cts`));
    }
    for (const resolution of resolutions) {
      const { options, files } = RESOLUTIONS[resolution] ?? { options: {}, files: [] };
      const own = resolution === 'node10' ? node10 : {};
      // The strictest settings teams use: options.ts needs exactOptionalPropertyTypes.
      const strictest = { strict: true, exactOptionalPropertyTypes: true, isolatedModules: true };
      const compilerOptions = { target: 'es2022', lib: ['es2022'], types: [], ...strictest, noEmit: true, ...options };
      const config = { compilerOptions: { ...compilerOptions, ...own, skipLibCheck: false }, files };
      await writeFile(join(consumer.dir, `tsconfig.${compiler}.${resolution}.json`), JSON.stringify(config, null, 2));
    }
  });

  it.each(resolutions)(
    'under moduleResolution %s',
    async (resolution) => {
      const config = `tsconfig.${compiler}.${resolution}.json`;
      const result = await run(process.execPath, [join(REPO, bin), '-p', config], consumer.dir);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.code).toBe(0);
    },
    60_000,
  );
});

describe('node10 resolution, which ignores exports', () => {
  it('finds for every module entry point the declarations that exports gives require', async () => {
    const root = join(consumer.dir, 'node_modules/@mk8s/schema');
    const meta = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { require: { types: string } }>;
    };
    const modules = Object.entries(meta.exports).flatMap(([subpath, target]) =>
      typeof target === 'string' ? [] : [[`@mk8s/schema${subpath.slice(1)}`, join(root, target.require.types)]],
    );
    expect(modules.length).toBeGreaterThan(2);
    await writeFile(
      join(consumer.dir, 'every-entry.ts'),
      modules.map(([specifier], i) => `export * as entry${i} from '${specifier}';\n`).join(''),
    );
    const options = { module: 'commonjs', moduleResolution: 'node10', types: [], noEmit: true, traceResolution: true };
    await writeFile(
      join(consumer.dir, 'tsconfig.trace.json'),
      JSON.stringify({ compilerOptions: options, files: ['every-entry.ts'] }),
    );
    const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', 'tsconfig.trace.json'], consumer.dir);
    const resolved = new Map(
      [...result.stdout.matchAll(/Module name '([^']+)' was successfully resolved to '([^']+)'/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    for (const [specifier, declarations] of modules) expect(resolved.get(specifier), specifier).toBe(declarations);
  }, 60_000);
});

describe('bundling with esbuild', () => {
  async function bundle(entry: string) {
    const result = await build({
      absWorkingDir: consumer.dir,
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      metafile: true,
      outfile: `out/${entry}`,
      logLevel: 'silent',
    });
    // Modules that put bytes into the output (esbuild reads more than that to resolve imports).
    const used = Object.values(result.metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path),
    );
    return { inputs: used, text: result.outputFiles[0]?.text ?? '' };
  }

  it('a file importing only validateClusterCreate leaves out the client and every other module', async () => {
    const { inputs, text } = await bundle('only-validate.mjs');
    const fromPackage = inputs.filter((p) => p.includes('@mk8s/schema/'));
    expect(fromPackage).toContain('node_modules/@mk8s/schema/validators/index.js');
    expect(fromPackage.filter((p) => !p.startsWith('node_modules/@mk8s/schema/validators/'))).toEqual([]);
    // No client code (its class and header), no patch engine, no OpenAPI document (`"openapi": "3.1.0"`).
    expect(text).not.toMatch(/createClient|ApiRequestError|Bearer |applyClusterPatch|diffClusters|"openapi"\s*:/);
  });

  it('a file importing only diffClusters takes the patch model and no validator', async () => {
    const { inputs, text } = await bundle('only-diff.mjs');
    const fromPackage = inputs.filter((p) => p.includes('@mk8s/schema/')).sort();
    // validators/runtime.js is the validators' shared runtime, not a validator: the diff's copies of
    // free-form values count their JSON bytes with it.
    expect(fromPackage).toEqual([
      'node_modules/@mk8s/schema/patch/cluster-model.js',
      'node_modules/@mk8s/schema/patch/index.js',
      'node_modules/@mk8s/schema/validators/runtime.js',
    ]);
    // No check of any form (each validator is a tree of `check<Type>` functions), no client.
    expect(text).not.toMatch(/function check[A-Z]|validateCluster|createClient|"openapi"\s*:/);
  });

  it('the whole root does take the client in (so the test above can fail)', async () => {
    const { inputs, text } = await bundle('everything.mjs');
    expect(inputs).toContain('node_modules/@mk8s/schema/client/validating.js');
    expect(text).toContain('createClient');
  });
});
