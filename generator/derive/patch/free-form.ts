/**
 * Free-form values in a patch (patch-semantics rule 11): the names of their patch forms, the
 * free-form shapes a patch merges into, and the operator keys their nested patches take.
 */
import type { OperatorStep, PatchOperator } from '../../../templates/runtime/patch/vocabulary.ts';
import type { FreeFormShape } from '../../ir/types.ts';
import type { PatchModel } from './types.ts';

/** The name of the patch form of a free-form shape's values: `FreeFormValue` → `FreeFormPatchValue`. */
export function patchValueName(of: FreeFormShape): string {
  return of.valueName.endsWith('Value')
    ? `${of.valueName.slice(0, -'Value'.length)}PatchValue`
    : `${of.valueName}Patch`;
}

/** The name of the nested patch object of a free-form shape's patch values (`FreeFormPatchObject`). */
export function patchObjectName(of: FreeFormShape): string {
  return patchValueName(of).replace(/Value$/, 'Object');
}

/** The free-form shapes whose values a patch takes as nested patches (`json-patch` members). */
export function patchedFreeForms(patch: PatchModel): FreeFormShape[] {
  const found = new Map<string, FreeFormShape>();
  for (const type of patch.types.values()) {
    if (type.open?.value.kind === 'json-patch') found.set(type.open.value.of.name, type.open.value.of);
  }
  return [...found.values()];
}

/** The key of the operator of `step` (`$drop`, `$replace/`): a nested patch's operators. */
export function operatorKey(operators: readonly PatchOperator[], step: OperatorStep): string {
  const operator = operators.find((o) => o.step === step);
  if (operator === undefined) throw new Error(`the vocabulary has no operator of step ${step}`);
  return operator.key;
}
