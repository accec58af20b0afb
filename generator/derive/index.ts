/**
 * Stage `derive`: the body shapes users hold, each a pure function of the IR. The read form is the
 * IR as it stands; the create form drops read-only fields and takes each field's input shape; the
 * patch form is derived from the create form, with the operator keys of `operators/`.
 */
import type { ResourceIR } from '../ir/types.ts';
import { deriveCreate } from './create.ts';
import { derivePatch } from './patch/index.ts';
import { deriveRead } from './read.ts';
import type { DerivedIR } from './types.ts';

export function deriveModels(ir: ResourceIR): DerivedIR {
  const create = deriveCreate(ir);
  return {
    ir,
    read: deriveRead(ir, ir.roots.resource),
    create,
    patch: derivePatch(create),
    error: deriveRead(ir, ir.roots.error),
  };
}
