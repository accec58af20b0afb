/**
 * The data the patch engine interprets: for every type of the create (input) form, its fields with
 * kind, identifier, and the `required` / `immutable` / `renamable` flags, plus the read-only fields it
 * keeps untouched. Built from the derived models only, so a field added to spec/ reaches the engine
 * without any change to it.
 */

import type { ModelField, ModelType, PatchModelData } from '../../templates/runtime/patch/model.ts';
import type { DerivedField, DerivedIR, DerivedType } from '../derive/types.ts';

export function buildPatchModel(derived: DerivedIR): PatchModelData {
  const { create, read } = derived;
  const patchNames = new Map<string, string>();
  for (const patch of derived.patch.types.values()) {
    if ((patch.kind === 'object' || patch.kind === 'element') && !patchNames.has(patch.source)) {
      patchNames.set(patch.source, patch.name);
    }
  }
  const types = [...create.types.values()].map((type) =>
    modelType(type, read.types.get(type.source), patchNames.get(type.name) ?? ''),
  );
  return { root: create.root, types };
}

function modelType(type: DerivedType, readForm: DerivedType | undefined, patch: string): ModelType {
  const readOnly = (readForm?.fields ?? []).filter((f) => f.readOnly).map((f) => f.name);
  return {
    name: type.name,
    patch,
    fields: type.fields.map(modelField),
    ...(readOnly.length > 0 ? { readOnly } : {}),
  };
}

function modelField(field: DerivedField): ModelField {
  const { shape } = field;
  const flags = {
    ...(field.required ? { required: true } : {}),
    ...(field.immutable ? { immutable: true } : {}),
    ...(field.renamable ? { renamable: true } : {}),
  };
  switch (shape.kind) {
    case 'object':
      return { name: field.name, kind: shape.kind, type: shape.type, ...flags };
    case 'keyed-array':
      return { name: field.name, kind: shape.kind, type: shape.items, key: shape.key, ...flags };
    default:
      return { name: field.name, kind: shape.kind, ...flags };
  }
}
