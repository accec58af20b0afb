/**
 * Members a create type does not take but the service shows on read: its source's read-only fields,
 * and the read-shape members an input shape lacks (the full `networking` of providers that take only
 * `dnsForwarder`). Validators refuse them as `READ_ONLY` (or leave them out in strip mode); the patch
 * model lists them as members a patch never names.
 */
import type { ResourceIR } from '../ir/types.ts';
import type { DerivedModel } from './types.ts';
import { typeNameOf } from './walk.ts';

/** For each create type, the read-only members it refuses. */
export function readOnlyMembers(ir: ResourceIR, create: DerivedModel): Map<string, string[]> {
  const found = new Map<string, Set<string>>();
  const add = (type: string, names: readonly string[]) => {
    if (names.length === 0) return;
    const set = found.get(type) ?? new Set<string>();
    for (const name of names) set.add(name);
    found.set(type, set);
  };
  for (const [name, type] of create.types) {
    const source = ir.types.get(type.source);
    add(name, source?.fields.filter((f) => f.readOnly).map((f) => f.name) ?? []);
  }
  for (const source of ir.types.values()) {
    for (const field of source.fields) {
      const input = field.input === undefined ? undefined : typeNameOf(field.input);
      const read = typeNameOf(field.shape);
      if (input === undefined || read === undefined || !create.types.has(input)) continue;
      const taken = new Set(ir.types.get(input)?.fields.map((f) => f.name));
      add(
        input,
        ir.types
          .get(read)
          ?.fields.filter((f) => !taken.has(f.name))
          .map((f) => f.name) ?? [],
      );
    }
  }
  return new Map([...found].map(([name, set]) => [name, [...set]]));
}
