/**
 * The packed package under resolvers that ignore `exports`: Parcel's default resolver, webpack with
 * `exportsFields: []`, older tools on Node's legacy lookup (a subpath is a file or a folder's
 * `index`), and TypeScript's `node10` resolution (`typesVersions`). Each must find at
 * `@mk8s/schema/client` the client without validators, and TypeScript must refuse a path that
 * `exports` does not have instead of letting it fail at run time.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Consumer, createConsumer, run } from '../helpers/consumer.ts';
import { REPO } from '../helpers/spec.ts';

let consumer: Consumer;
/** A project whose copy of the package has no `exports`, as a resolver that ignores it sees the package. */
let legacy: string;

interface Manifest {
  readonly exports: Record<string, string | { require: { types: string } }>;
  readonly typesVersions: Record<string, Record<string, string[]>>;
}

beforeAll(async () => {
  consumer = await createConsumer();
  legacy = join(consumer.dir, 'legacy');
  const copy = join(legacy, 'node_modules/@mk8s/schema');
  await cp(join(consumer.dir, 'node_modules/@mk8s/schema'), copy, { recursive: true });
  const { exports: _, ...manifest } = JSON.parse(await readFile(join(copy, 'package.json'), 'utf8'));
  await writeFile(join(copy, 'package.json'), JSON.stringify(manifest));
  await writeFile(join(legacy, 'package.json'), JSON.stringify({ name: 'legacy', private: true, type: 'module' }));
}, 120_000);

afterAll(async () => {
  await consumer?.dispose();
});

const LEAN_REFUSAL = /no validators/;

/** Whether the client module `module` (its namespace) is the lean one: it refuses `validate: true`. */
function refusesValidation(module: { createClient: (options: object) => unknown }): boolean {
  try {
    module.createClient({ baseUrl: 'https://api.example.com', apiKey: 'key-1234', validate: true });
    return false;
  } catch (error) {
    return LEAN_REFUSAL.test(String(error));
  }
}

describe('@mk8s/schema/client without exports', () => {
  it("Node's legacy lookup finds the client without validators in the folder's index", async () => {
    const resolved = createRequire(join(legacy, 'x.js')).resolve('@mk8s/schema/client');
    expect(resolved).toBe(join(legacy, 'node_modules/@mk8s/schema/client/index.js'));
    expect(refusesValidation(await import(pathToFileURL(resolved).href))).toBe(true);
  });

  it.each([
    ['an ESM import', "import { createClient } from '@mk8s/schema/client';", 'esm'],
    ['a CommonJS require', "const { createClient } = require('@mk8s/schema/client');", 'cjs'],
  ] as const)('a bundle of %s holds the client without validators', async (_name, line, format) => {
    const entry = join(legacy, `entry-${format}.${format === 'esm' ? 'mjs' : 'cjs'}`);
    const probe = `${line}\ntry { createClient({ baseUrl: 'https://api.example.com', apiKey: 'key-1234', validate: true }); console.log('accepted'); } catch (e) { console.log(e.message); }\n`;
    await writeFile(entry, probe);
    const outfile = join(legacy, `out-${format}.${format === 'esm' ? 'mjs' : 'cjs'}`);
    const result = await build({
      absWorkingDir: legacy,
      entryPoints: [entry],
      bundle: true,
      format,
      platform: 'node',
      outfile,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).filter((p) => p.includes('@mk8s/schema/'));
    expect(inputs).toContain('node_modules/@mk8s/schema/client/index.js');
    expect(inputs.filter((p) => p.includes('/validators/'))).toEqual([]);
    const ran = await run(process.execPath, [outfile], legacy);
    expect(ran.stdout).toMatch(LEAN_REFUSAL);
  });
});

describe('TypeScript node10 resolution (typesVersions)', () => {
  async function compile(name: string, source: string): Promise<string> {
    await writeFile(join(consumer.dir, `${name}.ts`), source);
    const options = {
      module: 'commonjs',
      moduleResolution: 'node10',
      resolveJsonModule: true,
      target: 'es2022',
      lib: ['es2022'],
      esModuleInterop: true,
      types: [],
      noEmit: true,
    };
    await writeFile(
      join(consumer.dir, `tsconfig.${name}.json`),
      JSON.stringify({ compilerOptions: options, files: [`${name}.ts`] }),
    );
    const tsc = join(REPO, 'node_modules/typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', `tsconfig.${name}.json`], consumer.dir);
    return result.stdout + result.stderr;
  }

  it('maps exactly the paths of exports, and nothing else', async () => {
    const meta = JSON.parse(
      await readFile(join(consumer.dir, 'node_modules/@mk8s/schema/package.json'), 'utf8'),
    ) as Manifest;
    const paths = meta.typesVersions['*'] ?? {};
    const subpaths = Object.keys(meta.exports)
      .filter((p) => p !== '.')
      .map((p) => p.slice(2));
    expect(Object.keys(paths).sort()).toEqual([...subpaths, 'index.d.cts', '*'].sort());
    expect(paths['*']).toEqual([]);
  });

  it('resolves the root, every module subpath and every data file of exports', async () => {
    const meta = JSON.parse(
      await readFile(join(consumer.dir, 'node_modules/@mk8s/schema/package.json'), 'utf8'),
    ) as Manifest;
    const specifiers = Object.keys(meta.exports)
      .filter((p) => !p.endsWith('.yaml'))
      .map((p) => `@mk8s/schema${p.slice(1)}`);
    const source = specifiers.map((s, i) => `import * as entry${i} from '${s}';\nexport { entry${i} };\n`).join('');
    expect(await compile('exported', source)).toBe('');
  }, 60_000);

  it('refuses every path that exports does not have', async () => {
    const specifiers = [
      '@mk8s/schema/patch',
      '@mk8s/schema/client/index',
      '@mk8s/schema/client/validating',
      '@mk8s/schema/validators',
      '@mk8s/schema/validators/create.js',
    ];
    const source = specifiers.map((s, i) => `import * as entry${i} from '${s}';\nexport { entry${i} };\n`).join('');
    const output = await compile('unexported', source);
    for (const specifier of specifiers) expect(output).toContain(`Cannot find module '${specifier}'`);
    expect(output.match(/error TS/g)?.length).toBe(specifiers.length);
  }, 60_000);
});
