/**
 * `editor/cluster-file.json`, the editors' schema: reachable through the package's `exports`, the
 * create body's rules (Ajv agrees with the validators on the examples), the editor annotations
 * everywhere they apply, and snippets that insert valid bodies.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { validateClusterCreate } from '../../../generated/index.js';
import type { DerivedModel, DerivedType } from '../../../generator/derive/types.ts';
import { editorSchema } from '../../../generator/emit/editor-schema.ts';
import { fullCreateBody } from '../../helpers/bodies.ts';
import { REPO } from '../../helpers/spec.ts';

type Schema = Record<string, unknown>;

const schema = JSON.parse(readFileSync(join(REPO, 'generated', 'editor', 'cluster-file.json'), 'utf8')) as Schema;
const defs = schema.$defs as Record<string, Schema>;

function nodes(value: unknown, found: Schema[] = []): Schema[] {
  if (Array.isArray(value)) for (const v of value) nodes(v, found);
  else if (typeof value === 'object' && value !== null) {
    found.push(value as Schema);
    for (const [key, member] of Object.entries(value))
      if (key !== 'defaultSnippets' && key !== 'examples') nodes(member, found);
  }
  return found;
}

function propertiesOf(name: string): Record<string, Schema> {
  return (defs[name]?.properties ?? {}) as Record<string, Schema>;
}

/** A snippet body as inserted: each `${n:value}` placeholder replaced by its value. */
function inserted(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body).replace(/\$\{\d+:([^}]*)\}/g, '$1'));
}

// regression: a patch file's hovers showed `\`nodePools\`` escaped, its schema having no markdownDescription
describe.each([
  ['cluster-patch.json', 'patch'],
  ['cluster.json', 'read'],
])("editor/%s, the editors' schema of %s files", (file, _kind) => {
  const editor = JSON.parse(readFileSync(join(REPO, 'generated', 'editor', file), 'utf8')) as Schema;
  const published = JSON.parse(readFileSync(join(REPO, 'generated', 'schemas', file), 'utf8')) as Schema;

  it('is in the exports map, with its own $id', () => {
    const require = createRequire(join(REPO, 'package.json'));
    expect(require.resolve(`@mk8s/schema/editor/${file}`)).toBe(join(REPO, 'generated', 'editor', file));
    expect(editor.$id).toBe(String(schema.$id).replace('cluster-file.json', file));
  });

  it('is the published schema with a Markdown description beside every description, and nothing else', () => {
    const described = nodes(editor).filter((n) => typeof n.description === 'string');
    expect(described.length).toBeGreaterThan(100);
    for (const node of described) expect(node.markdownDescription).toBe(node.description);
    const withoutMarkdown = JSON.parse(
      JSON.stringify(editor, (key, value) => (key === 'markdownDescription' ? undefined : value)),
    );
    expect(withoutMarkdown).toEqual({ ...published, $id: editor.$id });
  });
});

describe('editor/cluster-file.json', () => {
  it('is in the exports map and has an $id where the published package serves it', () => {
    const require = createRequire(join(REPO, 'package.json'));
    expect(require.resolve('@mk8s/schema/editor/cluster-file.json')).toBe(
      join(REPO, 'generated', 'editor', 'cluster-file.json'),
    );
    const { version } = JSON.parse(readFileSync(join(REPO, 'templates', 'package', 'meta.json'), 'utf8'));
    expect(schema.$id).toBe(`https://unpkg.com/@mk8s/schema@${version}/editor/cluster-file.json`);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('judges bodies as the validators do (Ajv, with the editor keywords allowed)', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false, logger: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    const example = (name: string) => JSON.parse(readFileSync(join(REPO, 'docs', 'examples', name), 'utf8'));
    for (const body of [example('create.json'), fullCreateBody()]) expect(validate(body)).toBe(true);
    expect(validate(example('create-typo.json'))).toBe(false);
    expect(validate(example('cluster.json'))).toBe(false); // read-only members are not part of a create body
  });

  it('carries no generator annotations, and a Markdown description beside every description', () => {
    const all = nodes(schema);
    expect(all.flatMap((n) => Object.keys(n)).filter((k) => k.startsWith('x-mk8s-'))).toEqual([]);
    const described = all.filter((n) => typeof n.description === 'string');
    expect(described.length).toBeGreaterThan(300);
    for (const node of described) expect(node.markdownDescription).toBe(node.description);
  });

  it('suggests the known Kubernetes versions, and examples of named string types, without enforcing them', () => {
    const version = propertiesOf('ClusterSpecCreate').version;
    expect(version?.examples).toEqual(expect.arrayContaining(['1.31.5', '1.36.5']));
    expect(version?.enum).toBeUndefined();
    const firewall = propertiesOf('FirewallEntry').sourceCIDR;
    expect(firewall?.examples).toEqual(expect.arrayContaining(['0.0.0.0/0', '203.0.113.0/24']));
    expect(firewall?.patternErrorMessage).toBe('Not a valid CidrOrAddress, such as "0.0.0.0/0" or "203.0.113.0/24".');
  });

  it('has snippets that insert valid bodies: the create body, and in it each provider', () => {
    const [root] = schema.defaultSnippets as { label: string; body: unknown }[];
    const body = inserted(root?.body) as { spec: { provider: unknown } };
    expect(validateClusterCreate(body)).toMatchObject({ ok: true });
    const providers = defs.ProviderCreate?.defaultSnippets as { label: string; body: unknown }[];
    expect(providers.map((s) => s.label)).toEqual(Object.keys(defs.ProviderCreate?.properties as object));
    for (const snippet of providers) {
      const result = validateClusterCreate({ ...body, spec: { ...body.spec, provider: inserted(snippet.body) } });
      expect(result, snippet.label).toMatchObject({ ok: true });
    }
  });

  it('ends a snippet where a type holds itself through required members (a spec may have $ref cycles)', () => {
    const node: DerivedType = {
      name: 'Node',
      description: 'A node of a tree.',
      source: 'Node',
      choice: false,
      fields: [
        {
          name: 'id',
          description: 'Its name.',
          required: true,
          readOnly: false,
          immutable: false,
          renamable: false,
          shape: { kind: 'scalar', types: ['string'], constraints: {} },
        },
        {
          name: 'child',
          description: 'Its child.',
          required: true,
          readOnly: false,
          immutable: false,
          renamable: false,
          shape: { kind: 'object', type: 'Node' },
        },
      ],
    };
    const model: DerivedModel = { form: 'create', root: 'Node', types: new Map([['Node', node]]), aliases: new Map() };
    const editor = editorSchema(model, 'https://example.com/node.json');
    expect(editor.defaultSnippets).toEqual([{ label: 'Node: required members', body: { id: `\${1:id}`, child: {} } }]);
  });
});
