/**
 * One package, two builds in one process: an application that imports `@mk8s/schema` (ESM) and a
 * library that requires it (CommonJS) each load their own copy of the client. An error thrown by
 * either copy is `instanceof` the other's class, for every class the package exports, and
 * `responseOf` of either copy knows the clusters the other's client returned. The same holds for two
 * copies that a bundler put in one file.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import * as esm from '@mk8s/schema';
import * as esmLean from '@mk8s/schema/client';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullResource } from '../helpers/bodies.ts';
import { json, startServer, type TestServer } from '../helpers/server.ts';
import { REPO } from '../helpers/spec.ts';

const require = createRequire(join(REPO, 'generated', 'index.js'));
const cjs = require('@mk8s/schema') as typeof esm;
const cjsLean = require('@mk8s/schema/client') as typeof esmLean;

const KEY = 'mk8s-test-key-dual-build';
const ERROR: esm.ApiError = { status: 404, code: 'NOT_FOUND', message: 'no such cluster' };
const ISSUES = [{ path: '/name', code: 'MIN_LENGTH', message: 'too short' }];

/** One instance of each class the package exports, as the given build makes it. */
function instances(build: typeof esm): Record<string, object> {
  return {
    ApiRequestError: new build.ApiRequestError({
      status: 404,
      body: ERROR,
      operation: 'getCluster',
      method: 'GET',
      path: '/org/acme/mk8s/gone',
    }),
    RequestValidationError: new build.RequestValidationError('createCluster', ISSUES),
  };
}

/** The classes among the exports of a build: every exported function with a prototype of its own making. */
function exportedClasses(build: object): string[] {
  return Object.entries(build)
    .filter(([, value]) => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value)))
    .map(([name]) => name)
    .sort();
}

const BUILDS = { ESM: esm, CommonJS: cjs } as const;
const PAIRS = [
  ['CommonJS', 'ESM'],
  ['ESM', 'CommonJS'],
] as const;

describe('the ESM and CommonJS builds loaded together', () => {
  it('are two copies (so what follows is not trivially true)', () => {
    expect(cjs.ApiRequestError).not.toBe(esm.ApiRequestError);
    expect(cjs.responseOf).not.toBe(esm.responseOf);
  });

  it('every exported class has an instance in the table below', () => {
    expect(exportedClasses(esm)).toEqual(Object.keys(instances(esm)).sort());
    expect(exportedClasses(cjs)).toEqual(Object.keys(instances(cjs)).sort());
  });

  it.each(PAIRS)('an error made by the %s build is instanceof the class of the %s build', (maker, checker) => {
    const made = instances(BUILDS[maker]);
    for (const [name, error] of Object.entries(made)) {
      const checked = BUILDS[checker][name as keyof typeof instances] as unknown as new () => object;
      expect(error instanceof checked, name).toBe(true);
      expect(error instanceof Error, name).toBe(true);
    }
    // and only of its own class
    expect(made.ApiRequestError instanceof BUILDS[checker].RequestValidationError).toBe(false);
    expect(made.RequestValidationError instanceof BUILDS[checker].ApiRequestError).toBe(false);
  });

  it('the lean client entry (@mk8s/schema/client) shares the identity both ways too', () => {
    const fromLean = instances(cjsLean as unknown as typeof esm);
    expect(fromLean.ApiRequestError instanceof esm.ApiRequestError).toBe(true);
    expect(instances(esm).RequestValidationError instanceof cjsLean.RequestValidationError).toBe(true);
    expect(instances(esmLean as unknown as typeof esm).ApiRequestError instanceof cjs.ApiRequestError).toBe(true);
  });

  it.each([
    ['ESM root', esm],
    ['CommonJS root', cjs],
    ['ESM @mk8s/schema/client', esmLean],
    ['CommonJS @mk8s/schema/client', cjsLean],
  ] as const)('every class of the %s is named as it is exported, and so are its errors', (_entry, build) => {
    const made = instances(build as unknown as typeof esm);
    for (const name of exportedClasses(build)) {
      const error = made[name] as Error;
      expect((build as unknown as Record<string, { name: string }>)[name]?.name).toBe(name);
      expect([error.constructor.name, error.name]).toEqual([name, name]);
      expect(inspect(error).startsWith(`${name}: `), inspect(error)).toBe(true);
    }
    expect(exportedClasses(build)).toEqual(Object.keys(made).sort());
  });

  it('values that are not errors of the package are not instances, whatever their name or shape', () => {
    const lookalike = Object.assign(new Error('x'), { name: 'ApiRequestError', status: 404, body: ERROR });
    for (const build of Object.values(BUILDS)) {
      for (const value of [lookalike, new Error('x'), {}, null, undefined, 'ApiRequestError', 404]) {
        expect(value instanceof build.ApiRequestError).toBe(false);
        expect(value instanceof build.RequestValidationError).toBe(false);
      }
    }
  });

  it('subclasses keep plain instanceof: a subclass instance is an instance of either build, not the other way', () => {
    class NotFound extends esm.ApiRequestError {}
    const mine = new NotFound({ status: 404, body: ERROR, operation: 'getCluster', method: 'GET', path: '/x' });
    expect(mine instanceof NotFound).toBe(true);
    expect(mine instanceof esm.ApiRequestError).toBe(true);
    expect(mine instanceof cjs.ApiRequestError).toBe(true);
    expect(instances(esm).ApiRequestError instanceof NotFound).toBe(false);
    expect(instances(cjs).ApiRequestError instanceof NotFound).toBe(false);
  });

  it('the brand is invisible: every enumerable member is one the error had, and a copy carries no brand', () => {
    for (const error of Object.values(instances(cjs))) {
      const enumerable = Reflect.ownKeys(error).filter(
        (key) => Object.getOwnPropertyDescriptor(error, key)?.enumerable,
      );
      expect(enumerable.every((key) => typeof key === 'string')).toBe(true);
      expect(Object.getOwnPropertySymbols({ ...error })).toEqual([]);
      expect({ ...error } instanceof esm.ApiRequestError).toBe(false);
    }
  });
});

describe('responseOf across the two builds', () => {
  let server: TestServer;
  const cluster = fullResource() as esm.Cluster;
  beforeAll(async () => {
    server = await startServer();
    server.answer(json(200, cluster, { etag: '"4"' }));
  });
  afterAll(() => server?.stop());

  const clients = {
    ESM: () => esm.createClient({ baseUrl: server.url, apiKey: KEY }),
    CommonJS: () => cjs.createClient({ baseUrl: server.url, apiKey: KEY }),
  };

  it.each(PAIRS)('a cluster from the %s client is known to responseOf of the %s build', async (maker, reader) => {
    const got = await clients[maker]().getCluster('acme', 'prod');
    expect(BUILDS[reader].responseOf(got)).toEqual({ status: 200, etag: '"4"' });
    expect((reader === 'ESM' ? cjsLean : esmLean).responseOf(got)).toEqual({ status: 200, etag: '"4"' });
  });

  it('the cluster stays plain JSON: its text, its structured clone and its own keys are unchanged', async () => {
    const got = await clients.CommonJS().getCluster('acme', 'prod');
    expect(JSON.stringify(got)).toBe(JSON.stringify(cluster));
    expect(structuredClone(got)).toEqual(cluster);
    expect(Reflect.ownKeys(got)).toEqual(Object.keys(cluster));
    expect(esm.responseOf(structuredClone(got))).toBeUndefined();
    expect(esm.responseOf({ ...got })).toBeUndefined();
  });
});

describe('two copies in one bundle', () => {
  let dir: string;
  let server: TestServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mk8s-bundle-'));
    server = await startServer();
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), dir === undefined ? undefined : rm(dir, { recursive: true, force: true })]);
  });

  it('an application importing the package and a library requiring it catch each other’s errors', {
    timeout: 120_000,
  }, async () => {
    // The library's CommonJS `require` keeps the CommonJS build: esbuild bundles both copies.
    const entry = `
      import { ApiRequestError, RequestValidationError, responseOf } from '@mk8s/schema';
      const library = require('@mk8s/schema');
      export async function check(baseUrl) {
        const client = library.createClient({ baseUrl, apiKey: ${JSON.stringify(KEY)} });
        const error = await client.getCluster('acme', 'gone').catch((e) => e);
        const invalid = await client.createCluster('acme', { name: '' }).catch((e) => e);
        return {
          copies: library.ApiRequestError !== ApiRequestError,
          apiRequestError: error instanceof ApiRequestError,
          requestValidationError: invalid instanceof RequestValidationError,
          known: responseOf(await client.getCluster('acme', 'prod')) !== undefined,
        };
      }`;
    const result = await build({
      stdin: { contents: entry, resolveDir: REPO, loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      logLevel: 'silent',
    });
    const file = join(dir, 'bundle.mjs');
    await writeFile(file, result.outputFiles[0]?.text ?? '');
    const { check } = (await import(pathToFileURL(file).href)) as {
      check: (baseUrl: string) => Promise<Record<string, boolean>>;
    };
    let calls = 0;
    server.answer((request, response) => {
      calls++;
      (request.url.endsWith('/gone') ? json(404, ERROR) : json(200, fullResource()))(request, response);
    });
    expect(await check(server.url)).toEqual({
      copies: true,
      apiRequestError: true,
      requestValidationError: true,
      known: true,
    });
    expect(calls).toBe(2);
  });
});
