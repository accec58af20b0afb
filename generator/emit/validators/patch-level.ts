/** A patch type as the runtime's `PatchLevel` data: fields and their kinds, identifier, operator keys. */
import type { PatchType } from '../../derive/patch/types.ts';
import type { DerivedModel } from '../../derive/types.ts';
import { _, type Code, join } from '../code.ts';
import type { ConstantPool } from './constants.ts';

export function patchLevel(
  type: PatchType,
  create: DerivedModel,
  readOnly: readonly string[],
  pool: ConstantPool,
): Code {
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
    _`name: ${type.source}`,
    _`kind: ${type.kind}`,
    _`fields: new Map(${fields.map((f) => [f.name, f.shape.kind])})`,
    ...(Object.keys(keys).length === 0 ? [] : [_`keys: ${keys}`]),
    ...(renamable.length === 0 ? [] : [_`renamable: ${renamable}`]),
    ...(type.identifier === undefined ? [] : [_`identifier: ${type.identifier}`]),
    _`operators: new Set(${type.operators.map((m) => m.key)})`,
    ...(readOnly.length === 0 ? [] : [_`readOnly: new Set(${readOnly})`]),
  ];
  return pool.use('LEVEL', _`{ ${join(members, _`, `)} }`, type.name);
}
