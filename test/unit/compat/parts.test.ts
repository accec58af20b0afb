/** The compatibility guard's small parts: pattern relations, the version check, the verdict, paths, formats. */
import { describe, expect, it } from 'vitest';
import { type Change, reportOf, verdictOf } from '../../../generator/compat/change.ts';
import { compareCorpus, objectsOf } from '../../../generator/compat/corpus.ts';
import { formatReport } from '../../../generator/compat/format/index.ts';
import { checkVersion } from '../../../generator/compat/release.ts';
import { patternRelation } from '../../../generator/compat/wire/patterns.ts';
import { describePath } from '../../../generator/compat/wire/schema.ts';

describe('patternRelation', () => {
  it.each([
    ['the same pattern', '^[a-z]+$', '^[a-z]+$', 'equal'],
    ['the same language written otherwise', '^[a-z][a-z]*$', '^[a-z]+$', 'equal'],
    ['more characters allowed', '^[a-z]+$', '^[a-z0-9]+$', 'wider'],
    ['fewer characters allowed', '^[a-z0-9]+$', '^[a-z]+$', 'narrower'],
    ['a minimum length added', '^[a-z]+$', '^[a-z]{3,}$', 'narrower'],
    ['the end anchor dropped', '^[a-z]+$', '^[a-z]+', 'wider'],
    ['unrelated languages', '^[a-z]+$', '^[0-9]+$', 'unknown'],
    ['overlapping languages', '^[a-m]+$', '^[h-z]+$', 'unknown'],
    ['a lookahead the automata cannot take', '^(?!x)[a-z]+$', '^[a-z]+$', 'unknown'],
  ] as const)('%s', (_, before, after, want) => {
    expect(patternRelation(before, after)).toBe(want);
  });
});

describe('checkVersion', () => {
  it.each([
    ['major with the major part risen', 'major', '1.4.0', '2.0.0', true],
    ['major from 0.x to 1.0.0', 'major', '0.9.1', '1.0.0', true],
    ['major with a minor bump only', 'major', '1.4.0', '1.5.0', false],
    ['major with the version unchanged', 'major', '0.1.0', '0.1.0', false],
    ['major with the base version unknown', 'major', undefined, '2.0.0', false],
    ['minor with the version unchanged', 'minor', '1.0.0', '1.0.0', true],
    ['patch', 'patch', '1.0.0', '1.0.0', true],
    ['none', 'none', undefined, undefined, true],
  ] as const)('%s', (_, verdict, base, current, ok) => {
    expect(checkVersion(verdict, { base, current }).ok).toBe(ok);
  });
});

const change = (severity: Change['severity'], code = 'X', path = '/p'): Change => ({
  code,
  path,
  severity,
  breaks: severity === 'breaking' ? ['write'] : [],
  message: `${code} happened`,
});

describe('the verdict', () => {
  it.each([
    ['no change', [], 'none'],
    ['docs only', [change('docs')], 'patch'],
    ['a compatible change', [change('docs'), change('compatible')], 'minor'],
    ['a warning', [change('warning')], 'minor'],
    ['a breaking change among others', [change('docs'), change('breaking'), change('warning')], 'major'],
  ] as const)('%s', (_, changes, want) => {
    expect(verdictOf(changes)).toBe(want);
  });

  it('orders the report most serious first, then by path', () => {
    const report = reportOf([change('docs', 'A', '/a'), change('breaking', 'B', '/z'), change('breaking', 'C', '/b')]);
    expect(report.changes.map((c) => c.code)).toEqual(['C', 'B', 'A']);
  });
});

describe('describePath', () => {
  it.each([
    ['/properties/name/pattern', 'Cluster.name'],
    ['/$defs/Pool/properties/size/maximum', 'Pool.size'],
    ['/$defs/AlphaProvider/properties/pools/items/properties/name', 'AlphaProvider.pools[].name'],
    ['/properties/tags/additionalProperties/type', 'Cluster.tags{}'],
    ['/$defs/A~1B/properties/c', 'A/B.c'],
  ])('%s reads as %s', (path, want) => {
    expect(describePath(path, 'Cluster')).toBe(want);
  });
});

describe('objectsOf', () => {
  it('lists every object of a document with its pointer, outermost first', () => {
    const doc = { a: [{ b: 1 }, 2, { 'c/d': {} }], e: null };
    expect(objectsOf(doc).map((o) => o.pointer)).toEqual(['', '/a/0', '/a/2', '/a/2/c~1d']);
  });
});

describe('the report formats', () => {
  const report = reportOf([
    change('breaking', 'FIELD_REMOVED', '/$defs/Pool/properties/size'),
    change('docs', 'DESCRIPTION_CHANGED'),
  ]);
  const input = {
    report,
    versions: { base: '1.0.0', current: '2.0.0' },
    check: checkVersion('major', { base: '1.0.0', current: '2.0.0' }),
    compared: 'a → b',
  };

  it('text: a headline, a line per change with its audiences, and the version note', () => {
    const text = formatReport('text', input);
    expect(text.split('\n')[0]).toBe('compat a → b (1.0.0 → 2.0.0): major, 2 changes');
    expect(text).toContain('breaking   FIELD_REMOVED /$defs/Pool/properties/size [breaks write]');
    expect(text).toContain('1.0.0 → 2.0.0 is one.');
  });

  it('markdown: a changelog section grouped by severity', () => {
    const markdown = formatReport('markdown', input);
    expect(markdown).toMatch(/^## 2\.0\.0 \(since 1\.0\.0\)\n\nCompatibility verdict: \*\*major\*\*/);
    expect(markdown.indexOf('### Breaking changes')).toBeLessThan(markdown.indexOf('### Documentation'));
    expect(markdown).toContain(
      '- FIELD\\_REMOVED happened (breaks write) — `FIELD_REMOVED` at `/$defs/Pool/properties/size`',
    );
  });

  it('markdown: warnings say what they mean for readers that check clusters with an earlier package', () => {
    const warned = {
      ...input,
      report: reportOf([change('warning', 'FIELD_ADDED_OPTIONAL', '/$defs/Pool/properties/zone')]),
    };
    const markdown = formatReport('markdown', warned);
    const section = markdown.slice(markdown.indexOf('### Changes readers should know of'));
    expect(section.split('\n')[2]).toMatch(
      /^The service may return clusters that an earlier version of the package refuses/,
    );
    expect(section).toContain('`UNKNOWN_FIELD`');
    expect(formatReport('markdown', input)).not.toContain('earlier version of the package refuses');
  });

  it('json: exactly the verdict and the changes', () => {
    expect(JSON.parse(formatReport('json', input))).toEqual({ verdict: 'major', changes: report.changes });
  });

  it.each([
    [3, '3 stored bodies were re-checked.'],
    [1, '1 stored body was re-checked.'],
    [0, 'No stored bodies were re-checked: name your cluster files with --corpus.'],
  ])('%i stored bodies re-checked: said in every format, an added field in JSON', (corpus, sentence) => {
    const json = JSON.parse(formatReport('json', { ...input, corpus }));
    expect(json).toEqual({ verdict: 'major', changes: report.changes, storedBodiesRechecked: corpus });
    expect(Object.keys(json)).toEqual(['verdict', 'changes', 'storedBodiesRechecked']);
    expect(formatReport('text', { ...input, corpus })).toContain(`\n${sentence}\n`);
    const markdown = formatReport('markdown', { ...input, corpus });
    expect(markdown.endsWith(`\n\n${sentence}\n`)).toBe(true);
    expect(formatReport('markdown', input)).not.toContain('re-checked');
  });
});

describe('the root of the spec or of a body', () => {
  const input = {
    report: reportOf([change('breaking', 'FIELD_ADDED_REQUIRED', '')]),
    versions: { base: '1.0.0', current: '2.0.0' },
    check: checkVersion('major', { base: '1.0.0', current: '2.0.0' }),
    compared: 'a → b',
  };

  it('reads (root) in text and markdown, never "/" (the member named "" in RFC 6901)', () => {
    const text = formatReport('text', input);
    expect(text).toContain('breaking   FIELD_ADDED_REQUIRED (root) [breaks write]');
    expect(formatReport('markdown', input)).toContain('— `FIELD_ADDED_REQUIRED` at `(root)`');
    for (const format of ['text', 'markdown'] as const) expect(formatReport(format, input)).not.toMatch(/[ `]\/[ `]/);
    expect(JSON.parse(formatReport('json', input)).changes[0].path).toBe('');
  });

  it('reads (root) in a refused body whose first issue is at its root', () => {
    const accept = () => ({ ok: true }) as const;
    const refuse = () => ({ ok: false, errors: [{ path: '', code: 'REQUIRED', message: 'needs zone' }] }) as const;
    const [refusal] = compareCorpus({
      documents: [{ file: 'create.json', value: { name: 'a' } }],
      old: { create: accept, patch: refuse, read: refuse, error: refuse },
      current: { create: refuse, patch: refuse, read: refuse, error: refuse },
      locate: () => '',
    });
    expect(refusal?.message).toBe(
      'create.json: a create body the old version accepts is refused by the new one: (root): needs zone [REQUIRED]',
    );
  });
});

describe('stored bodies of every form', () => {
  const accept = () => ({ ok: true }) as const;
  const refuse = () => ({ ok: false, errors: [{ path: '/phase', code: 'ENUM', message: 'not a phase' }] }) as const;
  const refusals = (kind: 'create' | 'patch' | 'read' | 'error') => {
    const validators = { create: refuse, patch: refuse, read: refuse, error: refuse };
    return compareCorpus({
      documents: [{ file: 'stored.json', value: { id: 'a' } }],
      old: { ...validators, [kind]: accept },
      current: validators,
      locate: (form) => `/${form}`,
    });
  };

  it.each([
    ['a create body', 'create', 'BODY_REFUSED', 'write'],
    ['a patch body', 'patch', 'BODY_REFUSED', 'write'],
    ['a cluster as read', 'read', 'READ_BODY_REFUSED', 'read'],
    ['an error body', 'error', 'READ_BODY_REFUSED', 'read'],
  ] as const)('%s the new version refuses breaks its audience', (called, kind, code, audience) => {
    expect(refusals(kind)).toEqual([
      {
        code,
        path: `/${kind}`,
        severity: 'breaking',
        breaks: [audience],
        message: `stored.json: ${called} the old version accepts is refused by the new one: /phase: not a phase [ENUM]`,
      },
    ]);
  });
});

describe('stored copies refused for the same reason', () => {
  const accept = () => ({ ok: true }) as const;
  const refuse = (path: string, message: string) => () =>
    ({ ok: false, errors: [{ path, code: 'ENUM', message }] }) as const;
  const onlyCreate = { patch: refuse('', 'no'), read: refuse('', 'no'), error: refuse('', 'no') };
  const refusals = (documents: { file: string; value: unknown }[]) =>
    compareCorpus({
      documents,
      old: { ...onlyCreate, create: (value) => ('id' in (value as object) ? accept() : refuse('', 'no')()) },
      current: {
        ...onlyCreate,
        create: (value) =>
          (value as { id: string }).id === 'odd' ? refuse('/size', 'too big')() : refuse('/phase', 'not a phase')(),
      },
      locate: (_, path) => `/spec${path}`,
    });
  const copies = (n: number) => Array.from({ length: n }, (_, i) => ({ file: `c${i}.json`, value: { id: 'a' } }));

  it('are one change that names how many and the first three places', () => {
    const changes = refusals([...copies(200), { file: 'odd.json', value: { id: 'odd' } }]);
    expect(changes.map((c) => c.message)).toEqual([
      'c0.json, c1.json, c2.json and 197 more: 200 create bodies the old version accepts are refused by the new one: /phase: not a phase [ENUM]',
      'odd.json: a create body the old version accepts is refused by the new one: /size: too big [ENUM]',
    ]);
    expect(changes.map((c) => [c.code, c.path, c.severity, c.breaks])).toEqual([
      ['BODY_REFUSED', '/spec/phase', 'breaking', ['write']],
      ['BODY_REFUSED', '/spec/size', 'breaking', ['write']],
    ]);
  });

  it('name every place when there are three or fewer, with the pointer of a body inside a file', () => {
    const [change, ...rest] = refusals([
      { file: 'a.json', value: { id: 'a' } },
      { file: 'b.json', value: { examples: [{ id: 'a' }] } },
    ]);
    expect(rest).toEqual([]);
    expect(change?.message).toBe(
      'a.json, b.json#/examples/0: 2 create bodies the old version accepts are refused by the new one: /phase: not a phase [ENUM]',
    );
  });
});

describe('the types analysis in a worker thread', () => {
  it('runs in the worker and gives what the same analysis gives on this thread', { timeout: 120_000 }, async () => {
    const { TypesWorker } = await import('../../../generator/compat/types/remote.ts');
    const { TypesComparison } = await import('../../../generator/compat/types/index.ts');
    const { generated, GOLDEN_SPEC, readSpec } = await import('../../helpers/compat.ts');
    const { applyEdit } = await import('./edit-table.ts');
    const spec = await readSpec(GOLDEN_SPEC);
    const base = await generated(spec);
    const current = await generated(
      applyEdit(spec, (d) => {
        d('cluster.json').$defs.Pool.properties.effect.enum.push('PreferNoSchedule');
      }),
    );
    const roles = { read: ['Pool'], write: [] };
    const worker = new TypesWorker();
    try {
      worker.setBase(base.files);
      const changes = await worker.compare(current.files, roles);
      expect(worker.ranIn).toBe('worker');
      expect(changes).toEqual(new TypesComparison(base.files).compare(current.files, roles));
      expect(changes.map((c) => `${c.code} ${c.path}`)).toEqual(['EXPORT_WIDENED Pool']);
    } finally {
      await worker.close();
    }
  });
});
