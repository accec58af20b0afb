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
  const fields = create.types.get(type.source)?.fields ?? [];
  const keys: Record<string, string> = {};
  const renamable: string[] = [];
  for (const { name, shape } of fields) {
    if (shape.kind !== 'keyed-array') continue;
    keys[name] = shape.key;
    if (create.types.get(shape.items)?.fields.find((f) => f.name === shape.key)?.renamable === true)
      renamable.push(name);
  }
  const members = [
    `name: ${JSON.stringify(type.source)}`,
    `kind: ${JSON.stringify(type.kind)}`,
    `fields: new Map(${JSON.stringify(fields.map((f) => [f.name, f.shape.kind]))})`,
    ...(Object.keys(keys).length === 0 ? [] : [`keys: ${JSON.stringify(keys)}`]),
    ...(renamable.length === 0 ? [] : [`renamable: ${JSON.stringify(renamable)}`]),
    ...(type.identifier === undefined ? [] : [`identifier: ${JSON.stringify(type.identifier)}`]),
    `operators: new Set(${JSON.stringify(type.operators.map((m) => m.key))})`,
    ...(readOnly.length === 0 ? [] : [`readOnly: new Set(${JSON.stringify(readOnly)})`]),
  ];
  return pool.use('LEVEL', `{ ${members.join(', ')} }`);
}
