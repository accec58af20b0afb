/**
 * The patch vocabulary, in one place: the kinds of field and of patch level, the patch error codes,
 * the limits of rule 14 (these written in kinds.ts, re-exported here), and the ordered table of
 * operators. The generator takes from here the patch
 * schema, the types, the validators' patch checks and the docs; it emits the table into the patch
 * model, where the engine and the validators' runtime read it. Adding an operator is adding one entry
 * to `OPERATORS`, built from the steps, values and conflict groups below.
 * @see ../../../docs/patch-semantics.md
 */
import type { FieldKind, LevelKind } from './kinds.js';

export {
  COPY_BUDGET,
  FIELD_KINDS,
  type FieldKind,
  isArrayKind,
  type LevelKind,
  PATCH_ALONE_CODES,
  PATCH_ERROR_CODES,
  PATCH_LIMITS,
  type PatchErrorCode,
  type PatchLimits,
} from './kinds.js';

/**
 * What an operator's value is:
 * - `field-names`: names of fields of the object it stands in (keys, in a map or free-form object);
 * - `whole-value`: one complete value of its field, in create shape;
 * - `selectors`: entries naming elements of its array (identifiers, values, whole elements);
 * - `elements`: complete elements of its array, in create shape;
 * - `element-patches`: patches of elements of its array.
 */
export type OperatorValue = 'field-names' | 'whole-value' | 'selectors' | 'elements' | 'element-patches';

/**
 * What the engine does with an operator (rule 6 gives the order of the steps inside an object):
 * `drop-fields`, then `set`, then the plain fields, then for each array `remove` or `keep`, then
 * `patch`, then `append`.
 */
export type OperatorStep = 'drop-fields' | 'set' | 'remove' | 'keep' | 'patch' | 'append';

/**
 * The mode of rule 4 an operator counts as, in the order of rule 6 (`plain` is a plain value): a
 * field takes one mode only. The `array` operators of one field go together, under rule 5.
 */
export const CONFLICT_GROUPS = ['drop', 'set', 'plain', 'array'] as const;

export type ConflictGroup = (typeof CONFLICT_GROUPS)[number];

/**
 * An operator's docs line for each kind of target: field kinds for an operator on fields (`field`
 * for any of them), level kinds for one acting on its own level, `rename` and `any-member` for those
 * targets. `{field}`, `{key}` (a keyed array's identifier) and `{identifier}` (an element's) are
 * filled in.
 */
export type OperatorDocs = { readonly [target in FieldKind | LevelKind | 'field' | 'rename' | 'any-member']?: string };

export interface PatchOperator {
  /** Its name in the patch schema (`x-mk8s-operator`) and the OpenAPI document. */
  readonly name: string;
  /** `$drop`, or the prefix of its `<prefix><field>` keys (`$append/`). */
  readonly key: string;
  /** The levels it may stand in. */
  readonly levels: readonly LevelKind[];
  /** The kinds of the fields it acts on; none: it acts on the level it stands in. */
  readonly fieldKinds: readonly FieldKind[];
  /** In an element patch, it also renames the element when its identifier is `x-mk8s-renamable`. */
  readonly renames?: boolean;
  /** In an element patch of an unkeyed array, it sets any member (`$replace/<member>`). */
  readonly anyMember?: boolean;
  readonly value: OperatorValue;
  readonly step: OperatorStep;
  readonly group: ConflictGroup;
  /** What it does, one line, for the operator tables of the docs. */
  readonly summary: string;
  readonly docs: OperatorDocs;
}

/** The operators, in the order they apply inside one object (rule 6). */
export const OPERATORS: readonly PatchOperator[] = [
  {
    name: 'drop',
    key: '$drop',
    levels: ['object', 'element', 'map', 'free-form', 'unkeyed-element'],
    fieldKinds: [],
    value: 'field-names',
    step: 'drop-fields',
    group: 'drop',
    summary: 'field names of this object (keys, for a map or free-form object) to remove',
    docs: {
      object: 'Removes the listed fields (absent fields: no change).',
      element:
        'Removes the listed fields from the element (never its identifier {identifier}; absent fields: no change).',
      map: 'Removes the listed keys (absent keys: no change).',
      'free-form': 'Removes the listed keys (absent keys: no change).',
      'unkeyed-element': 'Removes the listed members from the selected element.',
    },
  },
  {
    name: 'replace',
    key: '$replace/',
    levels: ['object', 'element', 'unkeyed-element'],
    fieldKinds: ['object', 'map', 'free-form'],
    renames: true,
    anyMember: true,
    value: 'whole-value',
    step: 'set',
    group: 'set',
    summary:
      'a complete value (create shape) for an object, map or free-form field; renames a renamable identifier; sets any member of a selected unkeyed element',
    docs: {
      field: 'Sets {field} to this complete value, replacing it whole.',
      rename: 'Renames the element: its new {field}, unique in the array.',
      'any-member': 'Sets the member named after the slash in the selected element to this value (any JSON but null).',
    },
  },
  {
    name: 'drop-items',
    key: '$drop/',
    levels: ['object', 'element'],
    fieldKinds: ['scalar-array', 'keyed-array', 'unkeyed-array'],
    value: 'selectors',
    step: 'remove',
    group: 'array',
    summary: 'identifiers (object arrays), values (scalar arrays) or whole elements (unkeyed arrays) to remove',
    docs: {
      'scalar-array': 'Removes the listed values of {field} (absent ones: no change).',
      'keyed-array': 'Removes the elements of {field} whose {key} is listed (absent ones: no change).',
      'unkeyed-array': 'Removes the elements of {field} equal to a listed one (absent ones: no change).',
    },
  },
  {
    name: 'retain',
    key: '$retain/',
    levels: ['object', 'element'],
    fieldKinds: ['scalar-array', 'keyed-array', 'unkeyed-array'],
    value: 'selectors',
    step: 'keep',
    group: 'array',
    summary: 'the elements to keep, named as for `$drop/<field>`; every other element is removed',
    docs: {
      'scalar-array': 'Keeps only the listed values of {field}, in their order, and removes every other element.',
      'keyed-array':
        'Keeps only the elements of {field} whose {key} is listed, in their order, and removes every other element.',
      'unkeyed-array':
        'Keeps only the elements of {field} equal to a listed one, in their order, and removes every other element.',
    },
  },
  {
    name: 'patch',
    key: '$patch/',
    levels: ['object', 'element'],
    fieldKinds: ['keyed-array', 'unkeyed-array'],
    value: 'element-patches',
    step: 'patch',
    group: 'array',
    summary:
      'element patches: each names one element (its identifier, or by example in an unkeyed array) and changes it',
    docs: {
      'keyed-array': 'Changes elements of {field} in place, each named by its {key} (a missing element is NOT_FOUND).',
      'unkeyed-array':
        'Changes elements of {field} in place, each selected by example: its plain members must equal exactly one element.',
    },
  },
  {
    name: 'append',
    key: '$append/',
    levels: ['object', 'element'],
    fieldKinds: ['scalar-array', 'keyed-array', 'unkeyed-array'],
    value: 'elements',
    step: 'append',
    group: 'array',
    summary: 'complete elements (create shape) to add at the end of the array',
    docs: {
      'scalar-array': 'Adds these values at the end of {field} (values already present: no change).',
      'keyed-array':
        'Adds these complete elements at the end of {field} (one equal to an existing element: no change; same {key}, different content: EXISTS).',
      'unkeyed-array': 'Adds these complete elements at the end of {field}.',
    },
  },
];

/** How an operator's key is written in docs: `$drop`, `$append/<field>`. */
export function formOf(operator: Pick<PatchOperator, 'key' | 'fieldKinds'>, placeholder = '<field>'): string {
  return operator.fieldKinds.length === 0 ? operator.key : operator.key + placeholder;
}

/** The part of an operator the runtime needs, as the patch model carries it. */
export interface OperatorData {
  readonly name: string;
  readonly key: string;
  /** How the key is written in messages (`$append/<field>`). */
  readonly form: string;
  readonly value: OperatorValue;
  readonly step: OperatorStep;
  readonly group: ConflictGroup;
  readonly renames?: boolean;
  readonly anyMember?: boolean;
}

export function operatorData(operator: PatchOperator): OperatorData {
  const { name, key, value, step, group, renames, anyMember } = operator;
  return {
    name,
    key,
    form: formOf(operator),
    value,
    step,
    group,
    ...(renames === true ? { renames } : {}),
    ...(anyMember === true ? { anyMember } : {}),
  };
}
