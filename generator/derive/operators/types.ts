/**
 * The patch-operator vocabulary as data: one module per operator says where it may stand, which
 * field kinds it targets, what its value is and how it is documented; `index.ts` lists them in order.
 * @see ../../../docs/decisions.md (Patch bodies)
 */
import type { FieldKind, KeyedArrayShape, ScalarShape } from '../../ir/types.ts';
import type { OperatorMember, OperatorName, PatchLevelKind, PatchValue } from '../patch/types.ts';
import type { DerivedField } from '../types.ts';

/** One patch level as an operator sees it. */
export interface OperatorLevel {
  readonly kind: PatchLevelKind;
  /** What the level is, for docs lines (`this object`, `this map`). */
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

export interface PatchOperator {
  readonly name: OperatorName;
  /** `$drop`, or the prefix of the `<prefix><field>` keys (`$append/`). */
  readonly key: string;
  /** How the key is written in docs (`$append/<field>`). */
  readonly form: string;
  /** What it does, one line, for the operator table of the docs. */
  readonly summary: string;
  /** Levels it may stand in. */
  readonly levels: readonly PatchLevelKind[];
  /** Field kinds it targets; empty when it acts on the object it stands in. */
  readonly fieldKinds: readonly FieldKind[];
  /** Its members at one level, in field order. */
  readonly membersAt: (level: OperatorLevel, context: OperatorContext) => OperatorMember[];
}
