/**
 * fast-check arbitraries of patch bodies, built from the patch model: at each level a few of its
 * members (plain fields, operator keys; keys of maps and free-form objects), valued as the model says.
 * Patches may target a field twice (CONFLICT) or drop a required field: the validators must judge
 * those too.
 */
import fc from 'fast-check';
import type { PatchModel, PatchType, PatchValue } from '../../../generator/derive/patch/types.ts';
import type { FreeFormShape } from '../../../generator/ir/types.ts';
import type { Arb, ValueArbitraries } from './values.ts';

export class PatchArbitraries {
  private readonly types = new Map<string, Arb>();
  private readonly nested = new Map<string, Arb>();

  constructor(
    private readonly model: PatchModel,
    private readonly values: ValueArbitraries,
  ) {}

  root(): Arb {
    return this.type(this.model.root);
  }

  type(name: string): Arb {
    const known = this.types.get(name);
    if (known !== undefined) return known;
    const type = this.model.types.get(name);
    if (type === undefined) throw new Error(`no patch type ${name}`);
    // Registered first through a lazy wrapper: element patches may meet their type again below.
    this.types.set(
      name,
      fc.constant(null).chain(() => made),
    );
    const made = type.open === undefined ? this.closed(type) : this.open(type);
    this.types.set(name, made);
    return made;
  }

  private closed(type: PatchType): Arb {
    const members = new Map<string, () => Arb>([
      ...type.fields.map((f) => [f.name, () => this.value(f.value)] as const),
      ...type.operators
        .filter((m) => m.target.kind !== 'any-member')
        .map((m) => [m.key, () => this.value(m.value)] as const),
    ]);
    const identifier = type.identifier;
    const optional = [...members.keys()].filter((k) => k !== identifier);
    return fc.subarray(optional, { maxLength: Math.min(3, optional.length) }).chain((names) => {
      const chosen = identifier === undefined ? names : [identifier, ...names];
      return fc.record(Object.fromEntries(chosen.map((k) => [k, (members.get(k) as () => Arb)()])));
    });
  }

  private open(type: PatchType): Arb {
    const open = type.open;
    if (open === undefined) throw new Error(`${type.name} is not open`);
    const key = this.values.key(open.keys);
    const plain = fc.dictionary(key, this.value(open.value), { minKeys: type.selectorRequired ? 1 : 0, maxKeys: 3 });
    const drop = fc.option(fc.uniqueArray(key, { maxLength: 2 }), { nil: undefined });
    const replace = type.operators.some((m) => m.target.kind === 'any-member')
      ? fc.dictionary(key, this.value(open.value), { maxKeys: 2 })
      : fc.constant({});
    return fc.record({ plain, drop, replace }).map(({ plain, drop, replace }) => ({
      ...plain,
      ...(drop === undefined ? {} : { $drop: drop }),
      ...Object.fromEntries(Object.entries(replace).map(([k, v]) => [`$replace/${k}`, v])),
    }));
  }

  /**
   * A member of a free-form object in a patch: a literal value, or a nested patch (rule 11) whose
   * plain object members are nested patches again, with `$drop` and `$replace/<key>` beside them.
   * Keys may repeat across modes (CONFLICT): the validators judge those too.
   */
  private freeFormPatch(shape: FreeFormShape): Arb {
    const known = this.nested.get(shape.name);
    if (known !== undefined) return known;
    const literal = this.values.freeForm(shape).value;
    const key = this.values.key(shape.keys);
    const { patch } = fc.letrec((tie) => ({
      patch: fc.oneof(
        { depthSize: 'small', maxDepth: 3 },
        literal,
        fc
          .record({
            plain: fc.dictionary(key, tie('patch'), { maxKeys: 3 }),
            drop: fc.option(fc.uniqueArray(key, { maxLength: 2 }), { nil: undefined }),
            replace: fc.dictionary(key, literal, { maxKeys: 2 }),
          })
          .map(({ plain, drop, replace }) => ({
            ...plain,
            ...(drop === undefined ? {} : { $drop: drop }),
            ...Object.fromEntries(Object.entries(replace).map(([k, v]) => [`$replace/${k}`, v])),
          })),
      ),
    }));
    this.nested.set(shape.name, patch);
    return patch;
  }

  private value(value: PatchValue): Arb {
    switch (value.kind) {
      case 'create':
        return this.values.shape(value.shape);
      case 'patch':
        return this.type(value.type);
      case 'json':
        return this.values.freeForm(value.of).value;
      case 'json-patch':
        return this.freeFormPatch(value.of);
      case 'names':
        return value.names.length === 0 ? fc.constant('none') : fc.constantFrom(...value.names);
      case 'list': {
        const items = value.items;
        if (items.kind === 'names' && items.names.length === 0) return fc.constant([]);
        const item = this.value(items);
        const key = value.key;
        return key === undefined
          ? fc.uniqueArray(item, { maxLength: 3, selector: (e) => JSON.stringify(e) })
          : fc.uniqueArray(item, { maxLength: 2, selector: (e) => (e as Record<string, unknown>)[key] });
      }
    }
  }
}
