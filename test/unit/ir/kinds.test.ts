/** The IR decides each field's kind once; these are the kinds the small spec of test/fixtures/ exercises. */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSpec } from '../../../generator/check/index.ts';
import { buildIr } from '../../../generator/ir/build.ts';
import type { Field, ResourceIR } from '../../../generator/ir/types.ts';
import { loadSpec } from '../../../generator/load.ts';
import { SPEC_ROOTS } from '../../../generator/run.ts';
import { REPO, readSpec } from '../../helpers/spec.ts';

let ir: ResourceIR;
beforeAll(async () => {
  const raw = await loadSpec({
    files: await readSpec(join(REPO, 'test', 'fixtures', 'small-spec')),
    roots: SPEC_ROOTS,
  });
  if (!raw.ok) throw new Error('small spec does not load');
  const checked = checkSpec(raw.value);
  if (!checked.ok) throw new Error('small spec does not check');
  ir = buildIr(checked.value);
});

function field(type: string, name: string): Field {
  const found = ir.types.get(type)?.fields.find((f) => f.name === name);
  if (found === undefined) throw new Error(`no field ${type}.${name}`);
  return found;
}

describe('field kinds', () => {
  it.each([
    ['scalar', { given: ['Cluster', 'name'], want: { kind: 'scalar', types: ['string'] } }],
    ['object', { given: ['Cluster', 'spec'], want: { kind: 'object', type: 'ClusterSpec' } }],
    ['map', { given: ['Cluster', 'tags'], want: { kind: 'map', maxProperties: 50 } }],
    ['free-form', { given: ['ClusterSpec', 'extra'], want: { kind: 'free-form', name: 'FreeFormObject' } }],
    ['scalar array', { given: ['ClusterSpec', 'zones'], want: { kind: 'scalar-array', maxItems: 3 } }],
    ['keyed array', { given: ['AlphaProvider', 'pools'], want: { kind: 'keyed-array', items: 'Pool', key: 'name' } }],
    ['unkeyed array', { given: ['ClusterSpec', 'rules'], want: { kind: 'unkeyed-array' } }],
  ] as const)('%s', (_name, { given, want }) => {
    expect(field(given[0], given[1]).shape).toMatchObject(want);
  });

  it('keeps annotations on the field: read-only, immutable, input shape, default', () => {
    expect(field('Cluster', 'id').readOnly).toBe(true);
    expect(field('AlphaProvider', 'region').immutable).toBe(true);
    expect(field('AlphaProvider', 'networking').input).toEqual({ kind: 'object', type: 'NetworkingDns' });
    expect(field('Pool', 'size').default).toBe(1);
  });

  it('marks exactly-one objects as choices', () => {
    expect(ir.types.get('Provider')?.choice).toBe(true);
    expect(ir.types.get('AlphaProvider')?.choice).toBe(false);
  });

  it('carries scalar constraints and open catalogues', () => {
    expect(field('Cluster', 'name').shape).toMatchObject({ constraints: { pattern: '^[a-z]+$', maxLength: 63 } });
    expect(field('ClusterSpec', 'version').shape).toMatchObject({ constraints: { knownValues: ['1.30.0', '1.31.0'] } });
    expect(field('Pool', 'effect').shape).toMatchObject({ constraints: { enum: ['NoSchedule', 'NoExecute'] } });
  });

  it('lists types in the order a reader meets them', () => {
    expect([...ir.types.keys()]).toEqual([
      'Cluster',
      'ClusterSpec',
      'Provider',
      'AlphaProvider',
      'NetworkingFull',
      'NetworkingDns',
      'Pool',
      'Empty',
      'ApiError',
    ]);
  });
});
