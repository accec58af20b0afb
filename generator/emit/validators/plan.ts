/**
 * What the validators check, as data computed from the derived models: every named type once (the
 * read, create and error forms share a type when its shape is the same), the members each create
 * type refuses as read-only, the free-form shapes, and the ordered pairs of bounds.
 */

import { readOnlyMembers } from '../../derive/read-only.ts';
import type { DerivedIR, DerivedModel, DerivedType } from '../../derive/types.ts';
import { freeFormsIn, uniqueTypes } from '../../derive/walk.ts';
import type { FreeFormShape } from '../../ir/types.ts';
import { type OrderedPair, orderedPairs } from './pairs.ts';

export interface CheckedType {
  readonly type: DerivedType;
  /**
   * Members the type does not take but the service shows on read: its source's read-only fields,
   * and the read-shape members an input shape lacks (the full `networking` of providers that take
   * only `dnsForwarder`). Reported as `READ_ONLY`, or left out in strip mode.
   */
  readonly readOnly: readonly string[];
  readonly pairs: readonly OrderedPair[];
}

export interface ValidatorPlan {
  readonly types: readonly CheckedType[];
  readonly freeForms: readonly FreeFormShape[];
  readonly roots: { readonly cluster: string; readonly create: string; readonly error: string };
}

/** The checks of the types of `models` (every form by default: one module validating every body). */
export function planValidators(
  derived: DerivedIR,
  models: readonly DerivedModel[] = [derived.read, derived.create, derived.error],
): ValidatorPlan {
  const readOnly = readOnlyMembers(derived.ir, derived.create);
  const types = uniqueTypes(models).map((type) => ({
    type,
    readOnly: readOnly.get(type.name) ?? [],
    pairs: orderedPairs(type),
  }));
  return {
    types,
    freeForms: freeFormsIn(types.map((t) => t.type)),
    roots: { cluster: derived.read.root, create: derived.create.root, error: derived.error.root },
  };
}
