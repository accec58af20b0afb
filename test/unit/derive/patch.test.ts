/**
 * The patch derivation, one field kind at a time: given a create type with one field of that kind,
 * the patch type holds the expected plain member and exactly the expected operator keys and values.
 */
import { describe, expect, it } from 'vitest';
import { countOperatorKeys, derivePatch, patchPaths } from '../../../generator/derive/patch/index.ts';
import type { PatchModel, PatchType, PatchValue } from '../../../generator/derive/patch/types.ts';
import type { DerivedField, DerivedModel, DerivedType } from '../../../generator/derive/types.ts';
import type { FieldShape, FreeFormShape, ScalarShape } from '../../../generator/ir/types.ts';
import { formOf, OPERATORS } from '../../../templates/runtime/patch/vocabulary.ts';

const key: ScalarShape = { kind: 'scalar', types: ['string'], constraints: { minLength: 1, pattern: '^(?!\\$)' } };
const text: ScalarShape = { kind: 'scalar', types: ['string'], constraints: { pattern: '^[a-z]+$' } };
const zone: ScalarShape = { kind: 'scalar', types: ['integer'], constraints: { minimum: 1 } };
const free: FreeFormShape = {
  kind: 'free-form',
  name: 'FreeFormObject',
  valueName: 'FreeFormValue',
  description: 'Any object.',
  valueDescription: 'Any value.',
  keys: key,
};

function field(name: string, shape: FieldShape, extra: Partial<DerivedField> = {}): DerivedField {
  return {
    name,
    description: `The ${name}.`,
    required: false,
    readOnly: false,
    immutable: false,
    renamable: false,
    shape,
    ...extra,
  };
}

function type(name: string, fields: DerivedField[], extra: Partial<DerivedType> = {}): DerivedType {
  return { name, description: `A ${name}.`, fields, choice: false, source: name, ...extra };
}

/** A create model whose root `Root` holds `fields`, with `Child` and `Item` types beside it. */
function createModel(fields: DerivedField[], others: DerivedType[] = []): DerivedModel {
  const types = [
    type('Root', fields),
    type('Child', [field('size', zone)]),
    type('Item', [field('name', text, { required: true }), field('count', zone)]),
    ...others,
  ];
  return { form: 'create', root: 'Root', types: new Map(types.map((t) => [t.name, t])), aliases: new Map() };
}

function patchOf(model: PatchModel, name: string): PatchType {
  const found = model.types.get(name);
  if (found === undefined) throw new Error(`no patch type ${name}`);
  return found;
}

const typeOnly = (shape: ScalarShape): PatchValue => ({
  kind: 'create',
  shape: { kind: 'scalar', types: shape.types, constraints: {} },
});
const list = (items: PatchValue, listKey?: string): PatchValue =>
  listKey === undefined ? { kind: 'list', items } : { kind: 'list', items, key: listKey };
const create = (shape: FieldShape): PatchValue => ({ kind: 'create', shape });
const drop = (...names: string[]): [string, PatchValue] => ['$drop', list({ kind: 'names', names })];

const mapShape: FieldShape = { kind: 'map', name: 'StringMap', keys: key, values: text, maxProperties: 10 };
const keyed: FieldShape = { kind: 'keyed-array', items: 'Item', key: 'name', maxItems: 5 };
const unkeyed: FieldShape = { kind: 'unkeyed-array', items: free };

const cases: [string, { given: FieldShape; plain: PatchValue; operators: [string, PatchValue][] }][] = [
  ['scalar', { given: text, plain: create(text), operators: [drop('f')] }],
  [
    'object',
    {
      given: { kind: 'object', type: 'Child' },
      plain: { kind: 'patch', type: 'ChildPatch' },
      operators: [drop('f'), ['$replace/f', create({ kind: 'object', type: 'Child' })]],
    },
  ],
  [
    'map',
    {
      given: mapShape,
      plain: { kind: 'patch', type: 'StringMapPatch' },
      operators: [drop('f'), ['$replace/f', create(mapShape)]],
    },
  ],
  [
    'free-form',
    {
      given: free,
      plain: { kind: 'patch', type: 'FreeFormObjectPatch' },
      operators: [drop('f'), ['$replace/f', create(free)]],
    },
  ],
  [
    'scalar-array (integers, like zones)',
    {
      given: { kind: 'scalar-array', items: zone, maxItems: 3 },
      plain: create({ kind: 'scalar-array', items: zone, maxItems: 3 }),
      operators: [
        drop('f'),
        ['$drop/f', list(typeOnly(zone))],
        ['$retain/f', list(typeOnly(zone))],
        ['$append/f', list(create(zone))],
      ],
    },
  ],
  [
    'keyed-array',
    {
      given: keyed,
      plain: create(keyed),
      operators: [
        drop('f'),
        ['$drop/f', list(typeOnly(text))],
        ['$retain/f', list(typeOnly(text))],
        ['$patch/f', list({ kind: 'patch', type: 'ItemPatch' }, 'name')],
        ['$append/f', list(create({ kind: 'object', type: 'Item' }), 'name')],
      ],
    },
  ],
  [
    'unkeyed-array',
    {
      given: unkeyed,
      plain: create(unkeyed),
      operators: [
        drop('f'),
        ['$drop/f', list(create(free))],
        ['$retain/f', list(create(free))],
        ['$patch/f', list({ kind: 'patch', type: 'FPatch' })],
        ['$append/f', list(create(free))],
      ],
    },
  ],
];

describe('derivePatch: one field of each kind', () => {
  it.each(cases)('%s', (_name, { given, plain, operators }) => {
    const model = derivePatch(createModel([field('f', given)]));
    const root = patchOf(model, 'RootPatch');
    expect(model.root).toBe('RootPatch');
    expect(root.fields).toEqual([
      { name: 'f', description: 'The f.', required: false, immutable: false, kind: given.kind, value: plain },
    ]);
    expect(root.operators.map((m) => [m.key, m.value])).toEqual(operators);
    for (const member of root.operators) {
      expect(member.doc).not.toBe('');
      expect(member.target).toEqual(member.key === '$drop' ? { kind: 'object' } : { kind: 'field', field: 'f' });
    }
  });
});

describe('derivePatch: element patches', () => {
  it('makes the identifier of a keyed element a required selector checked for its type only', () => {
    const item = patchOf(derivePatch(createModel([field('items', keyed)])), 'ItemPatch');
    expect(item).toMatchObject({ kind: 'element', identifier: 'name', source: 'Item' });
    expect(item.fields.map((f) => [f.name, f.required, f.value])).toEqual([
      ['name', true, typeOnly(text)],
      ['count', false, create(zone)],
    ]);
    // The selector cannot be dropped: $drop lists every other field only.
    expect(item.operators.map((m) => [m.key, m.value])).toEqual([drop('count')]);
  });

  it('offers $replace/<identifier> with the full identifier shape when the identifier is renamable', () => {
    const mirror = type('Mirror', [field('registry', text, { required: true, renamable: true })]);
    const shape: FieldShape = { kind: 'keyed-array', items: 'Mirror', key: 'registry' };
    const patch = patchOf(derivePatch(createModel([field('mirrors', shape)], [mirror])), 'MirrorPatch');
    expect(patch.operators.map((m) => [m.key, m.value])).toEqual([drop(), ['$replace/registry', create(text)]]);
  });

  it('selects unkeyed elements by example and changes them with $drop and $replace/<member>', () => {
    const model = derivePatch(createModel([field('write_relabel_configs', unkeyed)]));
    const patch = patchOf(model, 'WriteRelabelConfigPatch');
    const json: PatchValue = { kind: 'json', of: free };
    expect(patch).toMatchObject({ kind: 'unkeyed-element', selectorRequired: true, open: { keys: key, value: json } });
    expect(patch.operators.map((m) => [m.key, m.target.kind, m.value])).toEqual([
      ['$drop', 'object', list(create(key))],
      ['$replace/', 'any-member', json],
    ]);
  });

  it('names the element patch <Name>ElementPatch when the type is also a nested object', () => {
    const fields = [field('one', { kind: 'object', type: 'Item' }), field('many', keyed)];
    const model = derivePatch(createModel(fields));
    expect(patchOf(model, 'ItemPatch').kind).toBe('object');
    expect(patchOf(model, 'ItemElementPatch').kind).toBe('element');
  });
});

describe('derivePatch: open levels and order', () => {
  it.each([
    ['map', mapShape, 'StringMapPatch', create(text)],
    ['free-form', free, 'FreeFormObjectPatch', { kind: 'json-patch', of: free } as PatchValue],
  ])('a %s patch takes any key and $drop of keys', (_name, shape, patchName, value) => {
    const patch = patchOf(derivePatch(createModel([field('f', shape)])), patchName);
    expect(patch.open).toEqual({ keys: key, value });
    expect(patch.selectorRequired).toBe(false);
    expect(patch.operators.map((m) => [m.key, m.value])).toEqual([['$drop', list(create(key))]]);
  });

  it('lists $drop first, then the keys of each field in field order, operators in their order', () => {
    const fields = [field('b', keyed), field('a', { kind: 'object', type: 'Child' }), field('c', mapShape)];
    const root = patchOf(derivePatch(createModel(fields)), 'RootPatch');
    expect(root.operators.map((m) => m.key)).toEqual([
      '$drop',
      '$drop/b',
      '$retain/b',
      '$patch/b',
      '$append/b',
      '$replace/a',
      '$replace/c',
    ]);
  });

  it('keeps the operators in the order they apply inside an object', () => {
    expect(OPERATORS.map((o) => formOf(o))).toEqual([
      '$drop',
      '$replace/<field>',
      '$drop/<field>',
      '$retain/<field>',
      '$patch/<field>',
      '$append/<field>',
    ]);
  });

  it('walks every path and counts a type met at two paths at each', () => {
    const fields = [field('one', keyed), field('two', keyed), field('child', { kind: 'object', type: 'Child' })];
    const paths = patchPaths(derivePatch(createModel(fields)));
    expect(paths.map((p) => p.segments.join('.'))).toEqual(['', 'child', 'one[]', 'two[]']);
    // Root: $drop + 4 + 4 + $replace/child; Child: $drop; each Item element patch: $drop.
    expect(countOperatorKeys(paths)).toBe(10 + 1 + 1 + 1);
  });

  it('gives an object without fields a $drop that must stay empty', () => {
    const fields = [field('dashboard', { kind: 'object', type: 'Empty' })];
    const model = derivePatch(createModel(fields, [type('Empty', [])]));
    expect(patchOf(model, 'EmptyPatch').operators.map((m) => [m.key, m.value])).toEqual([drop()]);
  });
});
