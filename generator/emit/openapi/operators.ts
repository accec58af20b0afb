/**
 * The patch operator vocabulary as the OpenAPI document carries it: rows of the operator table
 * in `info.description`, and the `x-mk8s-patch-operators` extension for tools. Both come from
 * the vocabulary's table of operators, in the order the operators apply.
 */
import { formOf, type PatchOperator } from '../../../templates/runtime/patch/vocabulary.ts';
import type { PatchLevelKind } from '../../derive/patch/types.ts';
import type { FieldKind } from '../../ir/types.ts';
import type { OperatorView } from './description.ts';

const LEVEL_WORDS: Readonly<Record<PatchLevelKind, string>> = {
  object: 'objects',
  element: 'element patches',
  map: 'maps',
  'free-form': 'free-form objects',
  'unkeyed-element': 'element patches of arrays without identifier',
};

const KIND_WORDS: Readonly<Record<FieldKind, string>> = {
  scalar: 'scalars',
  object: 'objects',
  map: 'maps',
  'free-form': 'free-form objects',
  'scalar-array': 'arrays of scalars',
  'keyed-array': 'arrays of objects with an identifier',
  'unkeyed-array': 'arrays of objects without identifier',
};

export function operatorViews(operators: readonly PatchOperator[]): OperatorView[] {
  return operators.map((operator) => ({
    name: operator.name,
    key: formOf(operator),
    value: operator.summary,
    appliesTo:
      operator.fieldKinds.length === 0
        ? `the object it stands in: ${words(operator.levels, LEVEL_WORDS)}`
        : `fields that are ${words(operator.fieldKinds, KIND_WORDS)}; in ${words(operator.levels, LEVEL_WORDS)}`,
  }));
}

/** `x-mk8s-patch-operators`: one entry per operator, in the order they apply inside an object. */
export function operatorExtension(operators: readonly PatchOperator[]): Record<string, unknown>[] {
  return operators.map((operator) => ({
    name: operator.name,
    key: formOf(operator),
    summary: operator.summary,
    levels: [...operator.levels],
    fieldKinds: [...operator.fieldKinds],
  }));
}

function words<K extends string>(keys: readonly K[], table: Readonly<Record<K, string>>): string {
  return keys.map((key) => table[key]).join(', ');
}
