/**
 * One way to ship runtime code: esbuild bundles each runtime entry from its real imports, read from
 * the templates in memory; imports of modules the generator emits stay imports. No list of runtime
 * files exists in the generator: a module the runtime imports is shipped because it is imported.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { _ } from '../../../generator/emit/code.ts';
import { bundleRuntime, emitModule, runtimeDeclarations } from '../../../generator/emit/module.ts';
import { emitContext, generateFrom, REPO, readSpec } from '../../helpers/spec.ts';

const templates = new Map([
  [
    'runtime/area/index.ts',
    "import { helper } from './helper.js';\nimport { validate } from '../validators/index.js';\nexport const answer: number = helper(validate);\n",
  ],
  [
    'runtime/area/helper.ts',
    'export function helper(x: unknown): number {\n  return x === undefined ? 0 : 42;\n}\nexport function unused(): number {\n  return 1;\n}\n',
  ],
  ['runtime/area/bare.ts', "import { x } from 'left-pad';\nexport const y: unknown = x;\n"],
  ['runtime/area/outside.ts', "import { x } from '../../x.js';\nexport const y: unknown = x;\n"],
  ['openapi/document.json', '{}'],
]);

describe('bundleRuntime', () => {
  it('takes in the modules the entry imports from the templates, and only the code it uses', async () => {
    const { files, exports } = await bundleRuntime(templates, 'area/index', 'A test bundle.');
    expect(files.map((f) => f.path)).toEqual(['area/index.js', 'area/index.cjs']);
    const [esm, cjs] = files.map((f) => f.contents);
    expect(esm).toMatch(/^\/\/ generated from spec\/ — do not edit\n\/\/ A test bundle\.\n/);
    expect(esm).toContain('function helper(');
    expect(esm).not.toContain('function unused(');
    expect(exports).toEqual(['answer']);
    expect(cjs).toContain("'use strict';");
  });

  it('keeps an import of a module the generator emits, relative to the bundle, in its CommonJS form too', async () => {
    const { files } = await bundleRuntime(templates, 'area/index', 'A test bundle.');
    const [esm, cjs] = files.map((f) => f.contents);
    expect(esm).toContain('from "../validators/index.js"');
    expect(cjs).toContain('require("../validators/index.cjs")');
  });

  it.each([
    ['a package outside the runtime', 'area/bare', /the package has no dependencies/],
    ['a file outside the package', 'area/outside', /outside the package/],
    ['a missing entry', 'area/none', /templates\/runtime\/area\/none\.ts is missing/],
  ])('refuses %s', async (_what, entry, message) => {
    await expect(bundleRuntime(templates, entry, 'A test bundle.')).rejects.toThrow(message);
  });

  it('reads nothing but the templates it is given', async () => {
    const { files } = await bundleRuntime(
      new Map([['runtime/patch/index.ts', 'export const only: number = 1;\n']]),
      'patch/index',
      'Not the real engine.',
    );
    expect(files[0]?.contents).toContain('var only = 1;');
    expect(files[0]?.contents).not.toContain('createPatchEngine');
  });
});

describe('generated modules', () => {
  it('are written as ESM and converted to CommonJS by the same tool', async () => {
    const files = await emitModule({
      path: 'x/index',
      purpose: 'A generated module.',
      esm: _`import { a } from '../y.js';\nexport const b = a;\n`,
      dts: _`export declare const b: number;\n`,
    });
    expect(files.map((f) => f.path)).toEqual(['x/index.js', 'x/index.cjs', 'x/index.d.ts', 'x/index.d.cts']);
    expect(files[1]?.contents).toContain('require("../y.cjs")');
  });
});

describe('the runtime in the package', () => {
  it('ships one JavaScript module per entry and the declarations of every runtime source', async () => {
    const result = await generateFrom(await readSpec(join(REPO, 'spec')));
    if (!result.ok) throw new Error('the project spec does not generate');
    const paths = new Set(result.value.map((f) => f.path));
    const { templates: real } = await emitContext();
    const sources = [...real.keys()].filter((p) => p.startsWith('runtime/') && p.endsWith('.ts'));
    for (const source of sources) {
      const module = source.slice('runtime/'.length, -'.ts'.length);
      expect(paths.has(`${module}.d.ts`), module).toBe(true);
      expect(paths.has(`${module}.d.cts`), module).toBe(true);
    }
    const shipped = [...paths].filter(
      (p) => p.endsWith('.js') && sources.includes(`runtime/${p.replace(/\.js$/, '.ts')}`),
    );
    expect(shipped.sort()).toEqual([
      'client/index.js',
      'client/shared.js',
      'client/validating.js',
      'patch/index.js',
      'validators/runtime.js',
    ]);
    expect(runtimeDeclarations(real).length).toBe(2 * sources.length);
  });
});
