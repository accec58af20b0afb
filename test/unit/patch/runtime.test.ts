/** The building blocks of the patch engine's runtime (templates/runtime/patch/), table-driven. */
import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../../templates/runtime/patch/clone.ts';
import { createPatchEngine } from '../../../templates/runtime/patch/engine.ts';
import { deepEqual } from '../../../templates/runtime/patch/equality.ts';
import { ErrorCollector, rankOf } from '../../../templates/runtime/patch/errors.ts';
import { copyWithout, own, type Path, pointer, pointerText, put } from '../../../templates/runtime/patch/json.ts';
import { compileModel } from '../../../templates/runtime/patch/model.ts';
import { OPERATORS, operatorData, PATCH_ERROR_CODES } from '../../../templates/runtime/patch/vocabulary.ts';

/** The operators of the vocabulary, as the patch model carries them. */
const operators = OPERATORS.map(operatorData);

describe('deepEqual', () => {
  it.each([
    ['equal scalars', 1, 1, true],
    ['no coercion', 1, '1', false],
    ['member order does not matter', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    ['array order matters', [1, 2], [2, 1], false],
    ['an array is not an object', [], {}, false],
    ['a missing member differs from a present one', { a: 1 }, { a: 1, b: 2 }, false],
    ['null is only null', null, {}, false],
  ])('%s', (_, a, b, want) => {
    expect(deepEqual(a, b)).toBe(want);
  });
});

describe('own members and writes', () => {
  it('never reads through the prototype', () => {
    expect(own({}, 'toString')).toBeUndefined();
    expect(own({}, '__proto__')).toBeUndefined();
    expect(own({ toString: 'x' }, 'toString')).toBe('x');
    expect(own([1], '0')).toBeUndefined();
  });

  it('writes __proto__ as an own member, never as the prototype', () => {
    const target: Record<string, unknown> = {};
    put(target, '__proto__', { polluted: true });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.hasOwn(target, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('clones deeply, own __proto__ members included, sharing nothing', () => {
    const source = JSON.parse('{"a": {"b": [1, {"c": 2}]}, "__proto__": {"x": 1}}');
    const copy = cloneJson(source);
    expect(copy).toEqual(source);
    expect(copy.a).not.toBe(source.a);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('copies without dropped members and keeps the others in order', () => {
    expect(Object.keys(copyWithout({ a: 1, b: 2, c: 3 }, new Set(['b'])))).toEqual(['a', 'c']);
  });
});

describe('JSON Pointers', () => {
  it.each([
    ['the patch itself', undefined, ''],
    ['a member', pointer(undefined, 'spec'), '/spec'],
    ['an operator key', pointer(pointer(undefined, 'spec'), '$drop/firewall'), '/spec/$drop~1firewall'],
    ['a tilde', pointer(undefined, 'a~b'), '/a~0b'],
    ['an index', pointer(pointer(undefined, '$drop'), 3), '/$drop/3'],
    ['an empty key', pointer(undefined, ''), '/'],
  ] as [string, Path | undefined, string][])('%s', (_, path, want) => {
    expect(pointerText(path)).toBe(want);
  });
});

describe('error precedence', () => {
  it('lists the codes in the contract order', () => {
    expect(PATCH_ERROR_CODES).toEqual([
      'FORBIDDEN_KEY',
      'LIMIT',
      'INVALID_PATCH',
      'CONFLICT',
      'IMMUTABLE',
      'NOT_FOUND',
      'AMBIGUOUS',
      'EXISTS',
      'INVALID_RESULT',
    ]);
    expect(rankOf('SOMETHING_ELSE')).toBe(PATCH_ERROR_CODES.length);
  });

  it('keeps the error of highest precedence, the first one on a tie', () => {
    const errors = new ErrorCollector();
    errors.report('EXISTS', pointer(undefined, 'a'), 'first exists');
    errors.report('EXISTS', pointer(undefined, 'b'), 'second exists');
    expect(errors.error).toMatchObject({ code: 'EXISTS', path: '/a' });
    errors.report('NOT_FOUND', pointer(undefined, 'c'), 'not found');
    errors.report('AMBIGUOUS', pointer(undefined, 'd'), 'ambiguous');
    expect(errors.error).toMatchObject({ code: 'NOT_FOUND', path: '/c' });
    errors.report('IMMUTABLE', undefined, 'immutable');
    expect(errors.error).toMatchObject({ code: 'IMMUTABLE', path: '' });
  });
});

describe('compileModel', () => {
  const model = compileModel({
    operators,
    maxBytes: 1_048_576,
    root: 'Root',
    types: [
      {
        name: 'Root',
        fields: [
          { name: 'items', kind: 'keyed-array', type: 'Item', key: 'id' },
          { name: 'tags', kind: 'map' },
          { name: 'zones', kind: 'scalar-array' },
        ],
        readOnly: ['id'],
      },
      {
        name: 'Item',
        fields: [
          { name: 'id', kind: 'scalar', required: true, renamable: true },
          { name: 'region', kind: 'scalar', immutable: true },
        ],
      },
    ],
    levels: [
      {
        name: 'RootPatch',
        kind: 'object',
        source: 'Root',
        operators: [
          '$drop',
          '$drop/items',
          '$retain/items',
          '$patch/items',
          '$append/items',
          '$replace/tags',
          '$drop/zones',
          '$retain/zones',
          '$append/zones',
          '$append/nowhere',
        ],
      },
      { name: 'TagsPatch', kind: 'map', source: 'Tags', operators: ['$drop'] },
      { name: 'ItemPatch', kind: 'element', source: 'Item', identifier: 'id', operators: ['$drop', '$replace/id'] },
    ],
  });

  it('links types and knows which reach an immutable field', () => {
    const items = model.root.index.items;
    expect(items?.type?.name).toBe('Item');
    expect(model.root.holdsImmutable).toBe(true);
  });

  it.each([
    ['items', 'plain'],
    ['$drop', 'drop-fields'],
    ['$drop/items', 'remove'],
    ['$retain/items', 'keep'],
    ['$patch/items', 'patch'],
    ['$append/items', 'append'],
    ['$replace/tags', 'set'],
    ['$append/zones', 'append'],
  ])('maps the key %s to the step %s', (key, step) => {
    expect(model.root.actions[key]?.step).toBe(step);
  });

  it.each([
    ['$patch/zones'],
    ['$replace/items'],
    ['$replace/zones'],
    ['$append/nowhere'],
    ['toString'],
    ['__proto__'],
    ['constructor'],
  ])('has no action for %s', (key) => {
    expect(model.root.actions[key]).toBeUndefined();
    expect(model.root.index[key]).toBeUndefined();
  });

  it('turns the renamable identifier into the rename key of its element', () => {
    expect(model.root.index.items?.type?.actions['$replace/id']?.step).toBe('set');
  });

  it('finds the operator of a key by its own key or its prefix', () => {
    expect(model.operators.of('$drop')?.name).toBe('drop');
    expect(model.operators.of('$drop/zones')?.name).toBe('drop-items');
    expect(model.operators.of('$replace/a/b')?.name).toBe('replace');
    expect(model.operators.of('$dropped')).toBeUndefined();
    expect(model.operators.byStep.remove?.key).toBe('$drop/');
  });

  it('compiles every level the validators judge', () => {
    expect([...(model.levels.RootPatch?.fields.keys() ?? [])]).toEqual(['items', 'tags', 'zones']);
    expect(model.levels.RootPatch?.readOnly?.has('id')).toBe(true);
    expect(model.levels.TagsPatch?.fields.size).toBe(0);
    expect(model.levels.ItemPatch?.identifier).toBe('id');
    expect(model.levels.toString).toBeUndefined();
  });
});

describe('IMMUTABLE in values given whole (a model with an immutable field inside array elements)', () => {
  const engine = createPatchEngine(
    {
      operators,
      maxBytes: 1_048_576,
      root: 'Root',
      types: [
        {
          name: 'Root',
          fields: [
            { name: 'site', kind: 'object', type: 'Site' },
            { name: 'note', kind: 'scalar' },
          ],
        },
        { name: 'Site', fields: [{ name: 'disks', kind: 'keyed-array', type: 'Disk', key: 'id' }] },
        {
          name: 'Disk',
          fields: [
            { name: 'id', kind: 'scalar', required: true },
            { name: 'serial', kind: 'scalar', immutable: true },
            { name: 'size', kind: 'scalar' },
          ],
        },
      ],
      levels: [
        { name: 'RootPatch', kind: 'object', source: 'Root', operators: ['$drop', '$replace/site'] },
        {
          name: 'SitePatch',
          kind: 'object',
          source: 'Site',
          operators: ['$drop', '$drop/disks', '$retain/disks', '$patch/disks', '$append/disks'],
        },
        { name: 'DiskPatch', kind: 'element', source: 'Disk', identifier: 'id', operators: ['$drop'] },
      ],
    },
    { validatePatch: () => ({ ok: true }), validateResult: () => ({ ok: true }) },
  );
  const doc = { site: { disks: [{ id: 'a', serial: 's1', size: 1 }] } };

  it.each([
    [
      'a plain array changing an element’s immutable field',
      { site: { disks: [{ id: 'a', serial: 's2' }] } },
      '/site/disks/0/serial',
    ],
    ['a plain array dropping it', { site: { disks: [{ id: 'a', size: 2 }] } }, '/site/disks/0'],
    [
      'a $replace/ value changing it',
      { '$replace/site': { disks: [{ id: 'a', serial: 's2' }] } },
      '/$replace~1site/disks/0/serial',
    ],
    [
      'an element patch changing it',
      { site: { '$patch/disks': [{ id: 'a', serial: 's2' }] } },
      '/site/$patch~1disks/0/serial',
    ],
    [
      'an element patch dropping it',
      { site: { '$patch/disks': [{ id: 'a', $drop: ['serial'] }] } },
      '/site/$patch~1disks/0/$drop/0',
    ],
  ])('%s is IMMUTABLE', (_, patch, path) => {
    expect(engine.apply(doc, patch)).toEqual({
      ok: false,
      error: { code: 'IMMUTABLE', path, message: expect.any(String) },
    });
  });

  it.each([
    ['a new element with any serial', { site: { '$append/disks': [{ id: 'b', serial: 's9' }] } }],
    ['the same serial again', { site: { disks: [{ id: 'a', serial: 's1', size: 5 }] } }],
    ['a replaced element under another identifier', { site: { disks: [{ id: 'b', serial: 's2' }] } }],
    ['an unrelated change', { note: 'x' }],
  ])('%s is fine', (_, patch) => {
    expect(engine.apply(doc, patch).ok).toBe(true);
  });
});
