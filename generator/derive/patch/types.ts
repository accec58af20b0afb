/**
 * The patch body as a model: one named patch type per level a patch can reach, each holding its
 * plain members (the create fields, all optional, objects as nested patches) and, separately, its
 * operator members (`$drop`, `$append/securityGroupIds`, …). Emitters and validators iterate
 * `operators` generically; nothing downstream needs to know the operator table.
 */
import type { LevelKind } from '../../../templates/runtime/patch/vocabulary.ts';
import type { FieldKind, FieldShape, FreeFormShape, ScalarShape } from '../../ir/types.ts';

/**
 * What a patch member or operator key holds.
 * - `create`: a complete literal value in create shape (object shapes name create types).
 * - `patch`: a nested patch, by the name of its `PatchType`.
 * - `list`: a JSON array of distinct items; `key` names the member that must be unique among
 *   them when the items are objects identified by it (`$append/nodePools`, `$patch/taints`).
 * - `names`: one of these field names (the entries of a closed object's `$drop`).
 * - `json`: any JSON value but `null`, as in a free-form object (`FreeFormValue`), taken whole.
 * - `json-patch`: a member of a free-form object in a patch (`FreeFormPatchValue`): any JSON value
 *   but `null`, where a plain object is a nested patch of the member (`$drop`, `$replace/<key>`).
 */
export type PatchValue =
  | { readonly kind: 'create'; readonly shape: FieldShape }
  | { readonly kind: 'patch'; readonly type: string }
  | { readonly kind: 'list'; readonly items: PatchValue; readonly key?: string }
  | { readonly kind: 'names'; readonly names: readonly string[] }
  | { readonly kind: 'json'; readonly of: FreeFormShape }
  | { readonly kind: 'json-patch'; readonly of: FreeFormShape };

/**
 * What an operator key acts on: the object it stands in (`$drop`), one field of it
 * (`$append/<field>`), or any member of an open element (`$replace/<member>` in an element patch
 * of an unkeyed array, where the members are not listed).
 */
export type OperatorTarget =
  | { readonly kind: 'object' }
  | { readonly kind: 'field'; readonly field: string }
  | { readonly kind: 'any-member' };

/** One operator key of a patch type, as a first-class member. */
export interface OperatorMember {
  /**
   * The key as written in a patch: `$drop`, `$append/securityGroupIds`. For an `any-member` target,
   * the prefix every such key starts with (`$replace/`).
   */
  readonly key: string;
  /** The operator's name in the vocabulary's table. */
  readonly operator: string;
  readonly target: OperatorTarget;
  readonly value: PatchValue;
  /** Description of the target (the field's description, or the patch type's). */
  readonly description: string;
  /** The operator's docs line for this target. */
  readonly doc: string;
}

/** A plain member of a patch type: a field of the object, in patch form. */
export interface PatchField {
  readonly name: string;
  readonly description: string;
  /** Only the identifier of an element patch of a keyed array is required. */
  readonly required: boolean;
  readonly immutable: boolean;
  /** The kind of the field in the create form, for consumers that switch on it. */
  readonly kind: FieldKind;
  readonly value: PatchValue;
}

/** The kinds of patch level (the vocabulary's). */
export type PatchLevelKind = LevelKind;

export interface PatchType {
  readonly name: string;
  readonly kind: PatchLevelKind;
  readonly description: string;
  /** The create-form type (or map / free-form name) this patches. */
  readonly source: string;
  /** The create type is an exactly-one choice: the patched result must still hold exactly one member. */
  readonly choice: boolean;
  /** Plain members of a closed level (`object`, `element`), in field order. */
  readonly fields: readonly PatchField[];
  /** `element`: the identifier field, a selector. */
  readonly identifier?: string;
  /** Open levels (`map`, `free-form`, `unkeyed-element`): any other key and its value. */
  readonly open?: { readonly keys: ScalarShape; readonly value: PatchValue };
  /** `unkeyed-element`: at least one plain member must be given (the selector). */
  readonly selectorRequired: boolean;
  /** Operator members: `$drop` first, then per target field in field order, operators in their order. */
  readonly operators: readonly OperatorMember[];
}

export interface PatchModel {
  readonly form: 'patch';
  /** Name of the root type (`ClusterPatch`). */
  readonly root: string;
  /** Every patch type reachable from the root, in the order a reader meets them. */
  readonly types: ReadonlyMap<string, PatchType>;
  /**
   * The most bytes the result of a patch may take as JSON text (the resource's `x-mk8s-max-bytes`,
   * carried by the create model), if bounded: the patch engine refuses a patch whose result passes it.
   */
  readonly maxBytes?: number;
}
