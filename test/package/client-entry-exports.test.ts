/**
 * What the installed package's entries hand out at run time is what their declarations (and the
 * API surface) name: `@mk8s/schema/client` exports no internal helper a JavaScript caller could
 * come to rely on, in ESM and in CommonJS.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Consumer, createConsumer, run } from '../helpers/consumer.ts';

let consumer: Consumer;

beforeAll(async () => {
  consumer = await createConsumer();
}, 120_000);

afterAll(async () => {
  await consumer?.dispose();
});

/** The documented values of `@mk8s/schema/client`. */
const CLIENT_VALUES = ['ApiRequestError', 'RequestValidationError', 'createClient', 'responseOf'];

/** The names a module of the installed package exports at run time, loaded by a fresh Node. */
async function runtimeExports(specifier: string, how: 'import' | 'require'): Promise<string[]> {
  const load =
    how === 'import'
      ? `import(${JSON.stringify(specifier)})`
      : `Promise.resolve(require(${JSON.stringify(specifier)}))`;
  const script = `${load}.then((m) => console.log(JSON.stringify(Object.keys(m).filter((k) => k !== 'default' && k !== '__esModule').sort())))`;
  const result = await run(process.execPath, ['-e', script], consumer.dir);
  if (result.code !== 0) throw new Error(`${how} ${specifier} failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as string[];
}

/** The value names (not types) that a declaration file exports, as TypeScript reads it. */
function declaredValues(file: string): string[] {
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (module === undefined) throw new Error(`${file} is not a module`);
  return checker
    .getExportsOfModule(module)
    .filter(
      (s) => ((s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s).flags & ts.SymbolFlags.Value) !== 0,
    )
    .map((s) => s.name)
    .sort();
}

describe('@mk8s/schema/client at run time', () => {
  it.each(['import', 'require'] as const)('%s: exactly the documented values, no clientWith', async (how) => {
    expect(await runtimeExports('@mk8s/schema/client', how)).toEqual(CLIENT_VALUES);
  });

  it.each(['import', 'require'] as const)('%s: the module both entries share is no entry point', async (how) => {
    await expect(runtimeExports('@mk8s/schema/client/shared.js', how)).rejects.toThrow(/ERR_PACKAGE_PATH_NOT_EXPORTED/);
  });

  it('its declarations name the same values', () => {
    const dir = join(consumer.dir, 'node_modules', '@mk8s', 'schema', 'client');
    expect(declaredValues(join(dir, 'index.d.ts'))).toEqual(CLIENT_VALUES);
    expect(declaredValues(join(dir, 'index.d.cts'))).toEqual(CLIENT_VALUES);
  });
});
