/** The read form: every field as the service returns it. */
import type { FieldShape, ResourceIR } from '../ir/types.ts';
import type { DerivedModel, DerivedType } from './types.ts';
import { referencedTypes } from './walk.ts';

export function deriveRead(ir: ResourceIR, root: string): DerivedModel {
  const types = new Map<string, DerivedType>();
  for (const name of referencedTypes(ir, root, (field) => [field.shape])) {
    const type = ir.types.get(name);
    if (type === undefined) continue;
    types.set(name, {
      name,
      description: type.description,
      choice: type.choice,
      source: name,
      fields: type.fields.map(({ input: _input, ...field }) => ({ ...field, shape: field.shape as FieldShape })),
    });
  }
  const bounded = root === ir.roots.resource && ir.maxBytes !== undefined;
  return { form: 'read', root, types, aliases: new Map(), ...(bounded ? { maxBytes: ir.maxBytes } : {}) };
}
