/**
 * The patch operators as the derive stage reads them: each entry of the vocabulary's table
 * (templates/runtime/patch/vocabulary.ts) becomes members of the patch levels where it stands.
 * @see ../../../docs/decisions.md (Patch bodies)
 */
import type { LevelKind } from '../../../templates/runtime/patch/vocabulary.ts';
import type { KeyedArrayShape, ScalarShape } from '../../ir/types.ts';
import type { PatchValue } from '../patch/types.ts';
import type { DerivedField } from '../types.ts';

/** One patch level as an operator sees it. */
export interface OperatorLevel {
  readonly kind: LevelKind;
  /** What the level is, for the description of its operator members. */
  readonly description: string;
  /** Create-form fields of a closed level (`object`, `element`); empty for open levels. */
  readonly fields: readonly DerivedField[];
  /** `element`: the identifier field. */
  readonly identifier?: DerivedField;
  /** Open levels: the keys and the value of a member. */
  readonly open?: { readonly keys: ScalarShape; readonly value: PatchValue };
}

/** What operators may ask about other types while building their values. */
export interface OperatorContext {
  /** The identifier field of a keyed array's element (create form). */
  readonly identifierOf: (shape: KeyedArrayShape) => DerivedField;
  /** Name of the element patch type of an object array field. */
  readonly elementPatchOf: (field: DerivedField) => string;
}
