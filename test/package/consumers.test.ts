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

const COMPILERS: readonly (readonly [name: string, bin: string])[] = [
  ['TypeScript 5.0 (the oldest supported)', 'node_modules/ts5.0/bin/tsc'],
  ['TypeScript 5.x (latest)', 'node_modules/typescript/bin/tsc'],
  ['TypeScript 6', 'node_modules/ts6/bin/tsc'],
  ['TypeScript 7 (native)', 'node_modules/ts7/bin/tsc'],
];

/** Per module resolution: compiler options and the consumer files compiled (ESM and CommonJS). */
const RESOLUTIONS: Readonly<Record<string, { options: object; files: readonly string[] }>> = {
  node16: { options: { module: 'node16', moduleResolution: 'node16' }, files: ['types.mts', 'types.cts'] },
  nodenext: { options: { module: 'nodenext', moduleResolution: 'nodenext' }, files: ['types.mts', 'types.cts'] },
  // With the DOM library, so the client's `fetch` and `signal` options take the platform types.
  bundler: { options: { module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'] }, files: ['types.ts'] },
};

describe.each(COMPILERS)('%s type-checks a consumer', (_name, bin) => {
  beforeAll(async () => {
    await copyFile(join(consumer.dir, 'types.ts'), join(consumer.dir, 'types.mts'));
    await copyFile(join(consumer.dir, 'types.ts'), join(consumer.dir, 'types.cts'));
    for (const [resolution, { options, files }] of Object.entries(RESOLUTIONS)) {
      const compilerOptions = { target: 'es2022', lib: ['es2022'], types: [], strict: true, noEmit: true, ...options };
      const config = { compilerOptions: { ...compilerOptions, skipLibCheck: false }, files };
      await writeFile(join(consumer.dir, `tsconfig.${resolution}.json`), JSON.stringify(config, null, 2));
    }
  });

  it.each(Object.keys(RESOLUTIONS))(
    'under moduleResolution %s',
    async (resolution) => {
      const result = await run(process.execPath, [join(REPO, bin), '-p', `tsconfig.${resolution}.json`], consumer.dir);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.code).toBe(0);
    },
    60_000,
  );
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

  it('the whole root does take the client in (so the test above can fail)', async () => {
    const { inputs, text } = await bundle('everything.mjs');
    expect(inputs).toContain('node_modules/@mk8s/schema/client/index.js');
    expect(text).toContain('createClient');
  });
});
