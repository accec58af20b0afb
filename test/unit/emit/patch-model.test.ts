/**
 * The patch engine is schema-driven: everything it knows about fields comes from the emitted
 * model (patch/cluster-model.js). Checked on the real spec, and end to end on a spec with a field
 * the engine has never seen: the generated package patches and diffs it without any engine change.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { checkSpec } from '../../../generator/check/index.ts';
import { deriveModels } from '../../../generator/derive/index.ts';
import type { DerivedIR } from '../../../generator/derive/types.ts';
import { buildPatchModel } from '../../../generator/emit/patch-model.ts';
import { buildIr } from '../../../generator/ir/build.ts';
import { loadSpec } from '../../../generator/load.ts';
import { SPEC_ROOTS } from '../../../generator/run.ts';
import { formOf, OPERATORS } from '../../../templates/runtime/patch/vocabulary.ts';
import { editJson, generateFrom, importGenerated, REPO, readSpec, storedCluster } from '../../helpers/spec.ts';

type Model = typeof clusterPatchModel;
const byName = (model: Model) => new Map(model.types.map((t) => [t.name, t]));

describe('the emitted patch model', () => {
  const types = byName(clusterPatchModel);
  const field = (type: string, name: string) => types.get(type)?.fields.find((f) => f.name === name);

  it.each([
    ['ClusterCreate', 'name', { kind: 'scalar', required: true, immutable: true }],
    ['ClusterCreate', 'tags', { kind: 'map' }],
    ['ClusterSpecCreate', 'firewall', { kind: 'keyed-array', type: 'FirewallEntry', key: 'sourceCIDR' }],
    ['VendorHNodePool', 'zones', { kind: 'scalar-array' }],
    [
      'VendorAProviderCreate',
      'networking',
      { kind: 'object', type: 'NetworkingDns', immutable: true, differsOnRead: true },
    ],
    ['RegistryMirror', 'registry', { kind: 'scalar', required: true, renamable: true }],
    ['RemoteWrite', 'tls_config', { kind: 'free-form' }],
    ['RemoteWrite', 'write_relabel_configs', { kind: 'unkeyed-array' }],
    ['VendorGLoadBalancer', 'manual', { kind: 'object', type: 'VendorGManualLoadBalancer' }],
  ])('%s.%s is %o', (type, name, want) => {
    expect(field(type, name)).toEqual({ name, ...want });
  });

  it('starts at the create form of the resource and knows its read-only fields', () => {
    expect(clusterPatchModel.root).toBe('ClusterCreate');
    expect(types.get('ClusterCreate')?.readOnly).toEqual([
      'id',
      'kind',
      'version',
      'created',
      'lastModified',
      'links',
      'alias',
      'status',
    ]);
  });

  it('names the patch form of each type as the patch model does', () => {
    const levels = new Map(clusterPatchModel.levels.map((l) => [l.name, l]));
    expect(levels.get('ClusterPatch')).toMatchObject({ kind: 'object', source: 'ClusterCreate' });
    expect(levels.get('VendorBNodePoolPatch')).toMatchObject({ kind: 'element', source: 'VendorBNodePool' });
    expect(clusterPatchModel.levels.every((l) => l.name.endsWith('Patch'))).toBe(true);
    const closed = clusterPatchModel.levels.filter((l) => l.kind === 'object' || l.kind === 'element');
    expect(closed.every((l) => types.has(l.source))).toBe(true);
  });

  it('carries the operator keys of every level and the vocabulary they come from', () => {
    const spec = clusterPatchModel.levels.find((l) => l.name === 'ClusterSpecPatch');
    expect(spec?.operators).toEqual([
      '$drop',
      '$drop/firewall',
      '$retain/firewall',
      '$patch/firewall',
      '$append/firewall',
      '$replace/provider',
      '$replace/addOns',
    ]);
    expect(clusterPatchModel.operators.map((o) => o.form)).toEqual(OPERATORS.map((o) => formOf(o)));
  });

  it('holds every type the fields refer to', () => {
    for (const type of clusterPatchModel.types) {
      for (const f of type.fields)
        if (f.type !== undefined) expect(types.has(f.type), `${type.name}.${f.name}`).toBe(true);
    }
  });
});

describe('a field the engine has never seen', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('is patched and diffed by the generated package without any engine change', async () => {
    const spec = editJson(await readSpec(join(REPO, 'spec')), 'providers/generic.json', (doc) => {
      doc.properties.edgeSites = {
        type: 'array',
        description: 'Edge sites of the cluster, each identified by its `site`.',
        items: { $ref: '#/$defs/EdgeSite' },
        'x-mk8s-key': 'site',
        maxItems: 1000,
      };
      doc.$defs = {
        EdgeSite: {
          title: 'EdgeSite',
          description: 'One edge site.',
          type: 'object',
          additionalProperties: false,
          properties: {
            site: { type: 'string', description: 'Name of the site; identifies it. Required.' },
            labels: { $ref: '../shared.json#/$defs/StringMap', description: 'Labels of the site.' },
            racks: {
              type: 'array',
              description: 'Rack numbers.',
              items: { type: 'integer' },
              uniqueItems: true,
              maxItems: 1000,
            },
          },
          required: ['site'],
        },
      };
    });
    const generated = await generateFrom(spec);
    if (!generated.ok) throw new Error(JSON.stringify(generated.diagnostics));
    const model = buildPatchModel(await derive(spec));
    expect(model.types.find((t) => t.name === 'EdgeSite')?.fields.map((f) => f.kind)).toEqual([
      'scalar',
      'map',
      'scalar-array',
    ]);

    const imported = await importGenerated(generated.value, 'mk8s-new-field-');
    dir = imported.dir;
    const pkg = imported.pkg;
    const cluster = storedCluster({
      version: '1.32.9',
      provider: { generic: { location: 'eu', edgeSites: [{ site: 'a', racks: [1] }] } },
    });
    const patch = {
      spec: {
        provider: {
          generic: {
            '$patch/edgeSites': [{ site: 'a', labels: { power: 'solar' }, '$append/racks': [2] }],
            '$append/edgeSites': [{ site: 'b' }],
          },
        },
      },
    };
    const result = pkg.applyClusterPatch(cluster as never, patch);
    expect(result).toMatchObject({
      ok: true,
      value: {
        spec: {
          provider: {
            generic: { edgeSites: [{ site: 'a', racks: [1, 2], labels: { power: 'solar' } }, { site: 'b' }] },
          },
        },
      },
    });
    if (!result.ok) return;
    expect(pkg.diffClusters(cluster as never, result.value)).toEqual(patch);
    expect(
      pkg.applyClusterPatch(cluster as never, {
        spec: { provider: { generic: { '$patch/edgeSites': [{ site: 'z' }] } } },
      }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});

/** The derived models of a spec, through the pipeline's own stages. */
async function derive(files: ReadonlyMap<string, string>): Promise<DerivedIR> {
  const raw = await loadSpec({ files, roots: SPEC_ROOTS });
  if (!raw.ok) throw new Error(JSON.stringify(raw.diagnostics));
  const checked = checkSpec(raw.value);
  if (!checked.ok) throw new Error(JSON.stringify(checked.diagnostics));
  return deriveModels(buildIr(checked.value));
}
