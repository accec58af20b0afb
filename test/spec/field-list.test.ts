/**
 * Every field of the service description is in the schema, and nothing else is. The fixture
 * `test/fixtures/description-fields.txt` was written by hand from the description, independently of
 * spec/; this test walks the resolved model and compares the two lists.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSpec } from '../../generator/check/index.ts';
import { buildIr } from '../../generator/ir/build.ts';
import type { ResourceIR } from '../../generator/ir/types.ts';
import { loadSpec } from '../../generator/load.ts';
import { SPEC_ROOTS } from '../../generator/run.ts';
import { REPO, readSpec } from '../helpers/spec.ts';

async function projectIr(): Promise<ResourceIR> {
  const raw = await loadSpec({ files: await readSpec(join(REPO, 'spec')), roots: SPEC_ROOTS });
  if (!raw.ok) throw new Error(JSON.stringify(raw.diagnostics));
  const checked = checkSpec(raw.value);
  if (!checked.ok) throw new Error(JSON.stringify(checked.diagnostics));
  return buildIr(checked.value);
}

/** Field paths in the fixture's notation: dots, `[]` for elements, intermediate paths included. */
function fieldPaths(ir: ResourceIR, typeName: string, prefix: string): string[] {
  const type = ir.types.get(typeName);
  if (type === undefined) throw new Error(`no type ${typeName}`);
  return type.fields.flatMap((field) => {
    const path = `${prefix}.${field.name}`;
    const shape = field.shape;
    if (shape.kind === 'object') return [path, ...fieldPaths(ir, shape.type, path)];
    if (shape.kind === 'keyed-array') return [path, ...fieldPaths(ir, shape.items, `${path}[]`)];
    return [path];
  });
}

describe('the schema holds exactly the fields of the description', async () => {
  const ir = await projectIr();
  // The members of `ApiError.details` are what the service sends (service-facts.md names the issues
  // with their JSON Pointers; the description names `details` only): test/server/error-details.test.ts
  // holds them to the reference server's answers.
  const actual = new Set([
    ...fieldPaths(ir, ir.roots.resource, 'Cluster'),
    ...fieldPaths(ir, ir.roots.error, 'ApiError').filter((path) => !path.startsWith('ApiError.details.')),
  ]);
  const fixture = await readFile(join(REPO, 'test', 'fixtures', 'description-fields.txt'), 'utf8');
  const expected = new Set(fixture.split('\n').filter((line) => line.trim() !== ''));

  it('has no field of the description missing', () => {
    expect([...expected].filter((p) => !actual.has(p))).toEqual([]);
  });

  it('has no field the description does not name', () => {
    expect([...actual].filter((p) => !expected.has(p))).toEqual([]);
  });

  it('covers the whole description (sanity check on the fixture itself)', () => {
    expect(expected.size).toBeGreaterThan(600);
    expect(expected).toContain('Cluster.spec.provider.vendorG.loadBalancer.manual.logging.nodePort');
  });
});
