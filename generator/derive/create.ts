/**
 * The create form: read-only fields removed, input shapes (`networking`) in place of read shapes.
 * A type keeps its name when nothing in it changes and becomes `<Name>Create` when anything does,
 * directly or in a type it contains.
 */
import type { Field, FieldShape, ObjectType, ResourceIR } from '../ir/types.ts';
import type { DerivedModel, DerivedType } from './types.ts';
import { referencedTypes, typeNameOf } from './walk.ts';

const SUFFIX = 'Create';

export function deriveCreate(ir: ResourceIR): DerivedModel {
  const changes = changedTypes(ir);
  const rename = (name: string) => (changes.has(name) ? name + SUFFIX : name);
  const types = new Map<string, DerivedType>();
  const aliases = new Map<string, string>();
  const inputFields = (type: ObjectType) => type.fields.filter((field) => !field.readOnly);
  const reachable = referencedTypes(ir, ir.roots.resource, (field) => (field.readOnly ? [] : [inputShape(field)]));
  for (const source of reachable) {
    const type = ir.types.get(source);
    if (type === undefined) continue;
    const name = rename(source);
    if (name === source) aliases.set(source + SUFFIX, source);
    types.set(name, {
      name,
      description: type.description,
      choice: type.choice,
      source,
      fields: inputFields(type).map(({ input, ...field }) => ({
        ...field,
        shape: renameShape(input ?? field.shape, rename),
      })),
    });
  }
  const root = rename(ir.roots.resource);
  return { form: 'create', root, types, aliases, ...(ir.maxBytes === undefined ? {} : { maxBytes: ir.maxBytes }) };
}

function inputShape(field: Field): FieldShape {
  return field.input ?? field.shape;
}

function renameShape(shape: FieldShape, rename: (name: string) => string): FieldShape {
  if (shape.kind === 'object') return { ...shape, type: rename(shape.type) };
  if (shape.kind === 'keyed-array') return { ...shape, items: rename(shape.items) };
  return shape;
}

/** Types whose create form differs from their read form. */
function changedTypes(ir: ResourceIR): ReadonlySet<string> {
  const memo = new Map<string, boolean>();
  const changed = (name: string): boolean => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    memo.set(name, false); // a type that reaches itself changes only through its other fields
    const fields = ir.types.get(name)?.fields ?? [];
    const result = fields.some((field) => {
      if (field.readOnly || field.input !== undefined) return true;
      const next = typeNameOf(field.shape);
      return next !== undefined && changed(next);
    });
    memo.set(name, result);
    return result;
  };
  return new Set([...ir.types.keys()].filter(changed));
}
