/**
 * Stage `derive`: the body shapes users hold, each a pure function of the IR. The read form is the
 * IR as it stands; the create form drops read-only fields and takes each field's input shape; the
 * patch form is derived from the create form, with the operator keys of the vocabulary's table.
 */
import { OPERATORS, type PatchOperator } from '../../templates/runtime/patch/vocabulary.ts';
import type { ResourceIR } from '../ir/types.ts';
import { deriveCreate } from './create.ts';
import { derivePatch } from './patch/index.ts';
import { deriveRead } from './read.ts';
import type { DerivedIR } from './types.ts';

/**
 * The derived models; `operators` is the patch vocabulary's table (a test may extend it: everything
 * downstream takes the operators from here).
 */
export function deriveModels(ir: ResourceIR, operators: readonly PatchOperator[] = OPERATORS): DerivedIR {
  const create = deriveCreate(ir);
  return {
    ir,
    operators,
    read: deriveRead(ir, ir.roots.resource),
    create,
    patch: derivePatch(create, operators),
    error: deriveRead(ir, ir.roots.error),
  };
}
