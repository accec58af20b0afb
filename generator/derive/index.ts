/**
 * Stage `derive`: the body shapes users hold, each a pure function of the IR. The read form is the
 * IR as it stands; the create form drops read-only fields and takes each field's input shape.
 */
import type { ResourceIR } from '../ir/types.ts';
import { deriveCreate } from './create.ts';
import { deriveRead } from './read.ts';
import type { DerivedIR } from './types.ts';

export function deriveModels(ir: ResourceIR): DerivedIR {
  return {
    ir,
    read: deriveRead(ir, ir.roots.resource),
    create: deriveCreate(ir),
    error: deriveRead(ir, ir.roots.error),
  };
}
