/**
 * Coverage of the patch schema, computed independently of the derivation: walk the create schema
 * and, at every object path, work out from the rules of patch-semantics.md which operator keys the
 * patch schema must hold there — then compare with what `schemas/cluster-patch.json` holds: none
 * missing, none extra. The expectation reads only the create schema and its `x-mk8s-` annotations
 * (the schemas as the generator builds them: the published files leave the annotations out).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotatedSchemasFrom, generateFrom, REPO, readSpec } from '../helpers/spec.ts';

type Schema = { [key: string]: unknown };

async function generatedFiles(spec: ReadonlyMap<string, string>): Promise<Map<string, string>> {
  const result = await generateFrom(spec);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  return new Map(result.value.map((f) => [f.path, f.contents]));
}

function json(files: Map<string, string>, path: string): Schema {
  return JSON.parse(files.get(path) ?? 'null') as Schema;
}

/** Follows local `$ref`s (`#/$defs/X`) within one schema document. */
function resolver(doc: Schema) {
  return (node: unknown): Schema => {
    let current = node as Schema;
    while (typeof current.$ref === 'string') {
      const name = current.$ref.replace('#/$defs/', '');
      current = (doc.$defs as Record<string, Schema>)[name] as Schema;
    }
    return current;
  };
}

type Kind = 'scalar' | 'object' | 'map' | 'free-form' | 'scalar-array' | 'keyed-array' | 'unkeyed-array';

function kindOf(property: Schema, resolve: (n: unknown) => Schema): Kind {
  const node = resolve(property);
  if (node['x-mk8s-open'] === 'map') return 'map';
  if (node['x-mk8s-open'] === 'free-form') return 'free-form';
  if (node.type === 'object') return 'object';
  if (node.type !== 'array') return 'scalar';
  if (node['x-mk8s-unkeyed'] === true) return 'unkeyed-array';
  return typeof node['x-mk8s-key'] === 'string' ? 'keyed-array' : 'scalar-array';
}

/** The operator keys the rules call for in a closed object (patch-semantics.md, the operator table). */
function expectedKeys(properties: Record<string, Schema>, resolve: (n: unknown) => Schema, id?: string): string[] {
  const keys = ['$drop'];
  for (const [name, property] of Object.entries(properties)) {
    const kind = kindOf(property, resolve);
    if (kind === 'object' || kind === 'map' || kind === 'free-form') keys.push(`$replace/${name}`);
    if (kind.endsWith('array')) keys.push(`$drop/${name}`, `$append/${name}`, `$retain/${name}`);
    if (kind === 'keyed-array' || kind === 'unkeyed-array') keys.push(`$patch/${name}`);
    if (name === id && property['x-mk8s-renamable'] === true) keys.push(`$replace/${name}`);
  }
  return keys.sort();
}

function operatorKeys(patch: Schema): string[] {
  const listed = Object.keys((patch.properties ?? {}) as Schema).filter((k) => k.startsWith('$'));
  const patterns = Object.keys((patch.patternProperties ?? {}) as Schema).map((p) =>
    p.replace(/^\^/, '').replace(/\\/g, ''),
  );
  return [...listed, ...patterns.map((p) => `${p}<member>`)].sort();
}

interface Level {
  readonly path: string;
  readonly expected: string[];
  readonly actual: string[];
}

/**
 * Walks create and patch schemas side by side, recording the keys at every object path and any
 * level that is not closed, lists other plain members than the create form, or requires more than
 * its identifier.
 */
function walk(create: Schema, patch: Schema): { levels: Level[]; problems: string[] } {
  const fromCreate = resolver(create);
  const fromPatch = resolver(patch);
  const levels: Level[] = [];
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const visit = (path: string, createNode: Schema, patchNode: Schema, id?: string): void => {
    const properties = (createNode.properties ?? {}) as Record<string, Schema>;
    levels.push({ path, expected: expectedKeys(properties, fromCreate, id), actual: operatorKeys(patchNode) });
    check(patchNode.additionalProperties === false, `${path} is not closed`);
    const plain = Object.keys((patchNode.properties ?? {}) as Schema).filter((k) => !k.startsWith('$'));
    check(plain.join() === Object.keys(properties).join(), `${path}: plain members differ from the create fields`);
    const required = JSON.stringify(patchNode.required ?? []);
    check(required === JSON.stringify(id === undefined ? [] : [id]), `${path} requires ${required}`);
    for (const [name, property] of Object.entries(properties)) {
      const inPatch = ((patchNode.properties ?? {}) as Record<string, Schema>)[name] as Schema;
      const kind = kindOf(property, fromCreate);
      if (kind === 'object') visit(`${path}/${name}`, fromCreate(property), fromPatch(inPatch));
      if (kind === 'map' || kind === 'free-form') {
        const open = fromPatch(inPatch);
        levels.push({ path: `${path}/${name}`, expected: ['$drop'], actual: operatorKeys(open) });
        check(open.additionalProperties !== false, `${path}/${name} is closed`);
      }
      const element = ((patchNode.properties ?? {}) as Record<string, Schema>)[`$patch/${name}`];
      if (kind === 'keyed-array') {
        const items = fromCreate(fromCreate(property).items);
        const key = fromCreate(property)['x-mk8s-key'] as string;
        visit(`${path}/${name}[]`, items, fromPatch(element?.items), key);
      }
      if (kind === 'unkeyed-array') {
        const open = fromPatch(element?.items);
        levels.push({
          path: `${path}/${name}[]`,
          expected: ['$drop', '$replace/<member>'],
          actual: operatorKeys(open),
        });
      }
    }
  };
  visit('', create, patch);
  return { levels, problems };
}

describe('the patch schema holds exactly the operator keys the rules call for', async () => {
  const spec = await readSpec(join(REPO, 'spec'));
  const files = await generatedFiles(spec);
  const annotated = annotatedSchemasFrom(spec);
  const create = json(annotated, 'schemas/cluster-create.json');
  const patch = json(annotated, 'schemas/cluster-patch.json');
  const { levels, problems } = walk(create, patch);

  it.each(levels.map((level) => [level.path || '(top level)', level] as const))('at %s', (_path, level) => {
    expect(level.actual).toEqual(level.expected);
  });

  it('keeps closed levels closed, with the create fields as plain members and only identifiers required', () => {
    expect(problems).toEqual([]);
  });

  it('reaches every level of the resource, element patches included', () => {
    const paths = levels.map((l) => l.path);
    expect(paths).toContain('/spec/provider/vendorB/nodePools[]/taints[]');
    expect(paths).toContain('/spec/addOns/byok/config/monitoring/remoteWrite[]/write_relabel_configs[]');
    expect(paths).toContain('/spec/provider/vendorG/loadBalancer/manual/logging');
    expect(paths).toContain('/spec/addOns/registryMirror/mirrors[]');
  });

  it('states the same total in the generated reference', () => {
    const total = levels.reduce((sum, level) => sum + level.expected.length, 0);
    expect(files.get('docs/patch-body.md')).toContain(`**${total} operator keys** in all, at ${levels.length} paths`);
  });

  it('never admits null', () => {
    const text = files.get('schemas/cluster-patch.json') ?? '';
    expect(text).not.toMatch(/"null"|"nullable"/);
  });

  it('leaves out every read-only field of the resource', () => {
    const read = json(annotated, 'schemas/cluster.json');
    const readOnly = Object.entries(read.properties as Record<string, Schema>)
      .filter(([, p]) => p.readOnly === true)
      .map(([name]) => name);
    expect(readOnly).toEqual(expect.arrayContaining(['id', 'kind', 'version', 'status', 'links']));
    expect(Object.keys(patch.properties as Schema).filter((k) => readOnly.includes(k))).toEqual([]);
    expect(files.get('schemas/cluster-patch.json')).not.toContain('"readOnly"');
  });
});
