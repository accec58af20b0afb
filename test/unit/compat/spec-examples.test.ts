/** Examples compared in the spec: where each schema's examples are found, and how a change reads. */
import { describe, expect, it } from 'vitest';
import { compareExamples, specExamples } from '../../../generator/compat/spec-examples.ts';
import { loadSpec } from '../../../generator/load.ts';

type Doc = Record<string, unknown>;

function examplesOf(cluster: Doc, shared: Doc = { $defs: {} }) {
  const files = new Map([
    ['cluster.json', JSON.stringify(cluster)],
    ['shared.json', JSON.stringify(shared)],
  ]);
  const raw = loadSpec({ files, roots: ['cluster.json'] });
  if (!raw.ok) throw new Error(JSON.stringify(raw.diagnostics));
  return specExamples(raw.value, 'Cluster');
}

const text = (extra: Doc = {}) => ({ type: 'string', description: 'Text.', ...extra });

function cluster(name: Doc, poolSize: Doc, poolExamples?: unknown[]): Doc {
  return {
    title: 'Cluster',
    type: 'object',
    properties: { name, pool: { $ref: '#/$defs/Pool', description: 'The pool.' } },
    $defs: {
      Pool: {
        title: 'Pool',
        type: 'object',
        ...(poolExamples === undefined ? {} : { examples: poolExamples }),
        properties: { size: poolSize, zones: { type: 'array', items: { type: 'integer' } } },
      },
    },
  };
}

describe('specExamples', () => {
  it('finds every schema at its spec path, the resource at the root and a named type by its title', () => {
    const shared = { $defs: { Moved: { title: 'Duration', type: 'string', examples: ['10m'] } } };
    const found = examplesOf(cluster(text({ examples: ['prod'] }), { type: 'integer' }, [{ size: 1 }]), shared);
    expect(found.get('/properties/name')).toEqual(['prod']);
    expect(found.get('/$defs/Pool')).toEqual([{ size: 1 }]);
    expect(found.has('/$defs/Pool/properties/size')).toBe(true);
    expect(found.get('/$defs/Pool/properties/size')).toBeUndefined();
    expect(found.has('/$defs/Pool/properties/zones/items')).toBe(true);
    expect(found.get('/$defs/Duration')).toEqual(['10m']);
    expect(found.has('/$defs/Moved')).toBe(false);
  });
});

describe('compareExamples', () => {
  const before = examplesOf(cluster(text({ examples: ['prod'] }), { type: 'integer', examples: [3] }));

  it('reports examples added, removed and changed, each at its spec path as a docs change', () => {
    const after = examplesOf(cluster(text(), { type: 'integer', examples: [5] }, [{ size: 2 }]));
    expect(compareExamples(before, after, 'Cluster')).toEqual([
      {
        code: 'EXAMPLES_CHANGED',
        path: '/properties/name/examples',
        severity: 'docs',
        breaks: [],
        message: 'Cluster.name: examples removed (were ["prod"])',
      },
      {
        code: 'EXAMPLES_CHANGED',
        path: '/$defs/Pool/examples',
        severity: 'docs',
        breaks: [],
        message: 'Pool: examples added ([{"size":2}])',
      },
      {
        code: 'EXAMPLES_CHANGED',
        path: '/$defs/Pool/properties/size/examples',
        severity: 'docs',
        breaks: [],
        message: 'Pool.size: examples [3] → [5]',
      },
    ]);
  });

  it('leaves a schema found in one version only to the codes of what was added or removed', () => {
    const withField = cluster(text({ examples: ['prod'] }), { type: 'integer', examples: [3] });
    const pool = (withField.$defs as Record<string, Doc>).Pool as Doc;
    (pool.properties as Record<string, Doc>).zone = text({ examples: ['a'] });
    expect(compareExamples(before, examplesOf(withField), 'Cluster')).toEqual([]);
  });
});
