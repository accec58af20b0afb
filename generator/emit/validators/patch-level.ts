/** A patch type as the runtime's `PatchLevel` data: fields and their kinds, identifier, operator keys. */
import type { PatchType } from '../../derive/patch/types.ts';
import type { DerivedModel } from '../../derive/types.ts';
import type { ConstantPool } from './constants.ts';

export function patchLevel(
  type: PatchType,
  create: DerivedModel,
  readOnly: readonly string[],
  pool: ConstantPool,
): string {
  const source = create.types.get(type.source);
  const fields = (source?.fields ?? []).map((field) => {
    const shape = field.shape;
    if (shape.kind !== 'keyed-array') return [field.name, { kind: shape.kind }] as const;
    const renamable = create.types.get(shape.items)?.fields.find((f) => f.name === shape.key)?.renamable === true;
    return [field.name, { kind: shape.kind, key: shape.key, ...(renamable ? { renamable } : {}) }] as const;
  });
  const members = [
    `name: ${JSON.stringify(type.source)}`,
    `kind: ${JSON.stringify(type.kind)}`,
    `fields: new Map(${JSON.stringify(fields)})`,
    ...(type.identifier === undefined ? [] : [`identifier: ${JSON.stringify(type.identifier)}`]),
    `operators: new Set(${JSON.stringify(type.operators.map((m) => m.key))})`,
    ...(readOnly.length === 0 ? [] : [`readOnly: new Set(${JSON.stringify(readOnly)})`]),
  ];
  return pool.use('LEVEL', `{ ${members.join(', ')} }`);
}
