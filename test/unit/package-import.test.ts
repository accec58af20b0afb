/** The generated package loads straight from the checkout, with no build step, from ESM and CommonJS. */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/spec.ts';

function node(args: string[]): string {
  return execFileSync(process.execPath, args, { cwd: REPO, encoding: 'utf8' });
}

describe('@mk8s/schema from the checkout', () => {
  it('imports as ESM', () => {
    const out = node(['--input-type=module', '-e', "const m = await import('@mk8s/schema'); console.log(typeof m);"]);
    expect(out.trim()).toBe('object');
  });

  it('requires as CommonJS', () => {
    const out = node(['-e', "console.log(typeof require('@mk8s/schema'))"]);
    expect(out.trim()).toBe('object');
  });

  it('exports the checks a server makes once (patch and created record) from ESM and CommonJS, declared', async () => {
    const names = ['prepareClusterPatch', 'applyToStoredCluster', 'validateCreatedCluster'];
    const esm = node([
      '--input-type=module',
      '-e',
      `const m = await import('@mk8s/schema'); console.log(${JSON.stringify(names)}.map((n) => typeof m[n]).join())`,
    ]);
    const cjs = node([
      '-e',
      `const m = require('@mk8s/schema'); console.log(${JSON.stringify(names)}.map((n) => typeof m[n]).join())`,
    ]);
    expect(esm.trim()).toBe('function,function,function');
    expect(cjs.trim()).toBe('function,function,function');
    for (const file of ['index.d.ts', 'index.d.cts']) {
      const declarations = await readFile(join(REPO, 'generated', file), 'utf8');
      for (const name of names) expect(declarations).toMatch(new RegExp(`\\b${name}\\b`));
    }
    const patchDeclarations = await readFile(join(REPO, 'generated/patch/index.d.ts'), 'utf8');
    expect(patchDeclarations).toMatch(
      /export declare function validateCreatedCluster\(record: unknown, body: ClusterCreate, recordBytes\?: number\): ValidationResult<Cluster>;/,
    );
    expect(patchDeclarations).toContain('It assumes `body` passed `validateClusterCreate`');
  });

  it('exports the JSON Schemas by subpath', () => {
    const out = node([
      '--input-type=module',
      '-e',
      "const s = await import('@mk8s/schema/schemas/cluster-create.json', { with: { type: 'json' } }); console.log(s.default.title);",
    ]);
    expect(out.trim()).toBe('ClusterCreate');
  });
});
