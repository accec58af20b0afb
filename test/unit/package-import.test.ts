/** The generated package loads straight from the checkout, with no build step, from ESM and CommonJS. */
import { execFileSync } from 'node:child_process';
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

  it('exports the JSON Schemas by subpath', () => {
    const out = node([
      '--input-type=module',
      '-e',
      "const s = await import('@mk8s/schema/schemas/cluster-create.json', { with: { type: 'json' } }); console.log(s.default.title);",
    ]);
    expect(out.trim()).toBe('ClusterCreate');
  });
});
