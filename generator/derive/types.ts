/** The derived models: the resource as read, the create body, the patch body and the error body. */
import type { PatchOperator } from '../../templates/runtime/patch/vocabulary.ts';
import type { Field, FieldShape, ResourceIR } from '../ir/types.ts';
import type { PatchModel } from './patch/types.ts';

export type Form = 'read' | 'create';

export interface DerivedField extends Omit<Field, 'input'> {
  readonly shape: FieldShape;
}

export interface DerivedType {
  readonly name: string;
  readonly description: string;
  readonly fields: readonly DerivedField[];
  readonly choice: boolean;
  /** The IR type this one is a form of. */
  readonly source: string;
}

export interface DerivedModel {
  readonly form: Form;
  /** Name of the root type (`Cluster`, `ClusterCreate`). */
  readonly root: string;
  /** Every named type reachable from the root in this form, in the order a reader meets them. */
  readonly types: ReadonlyMap<string, DerivedType>;
  /** Form names that are the same type as another (`TaintCreate` → `Taint`). */
  readonly aliases: ReadonlyMap<string, string>;
  /** The most bytes a body of this form may take as JSON text (the resource's `maxBytes`), if bounded. */
  readonly maxBytes?: number;
}

export interface DerivedIR {
  readonly ir: ResourceIR;
  /** The patch operators, in the order they apply: the vocabulary's table. */
  readonly operators: readonly PatchOperator[];
  readonly read: DerivedModel;
  readonly create: DerivedModel;
  /** The patch body: every level with its plain members and operator keys. */
  readonly patch: PatchModel;
  readonly error: DerivedModel;
}
