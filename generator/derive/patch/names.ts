/**
 * Names of patch types: `<Name>Patch` after the create type's source name (`VendorBNodePoolPatch`),
 * the map or free-form schema's title (`StringMapPatch`), or, for the element patch of an unkeyed
 * array, the array field's name in the singular (`write_relabel_configs` → `WriteRelabelConfigPatch`).
 */

const SUFFIX = 'Patch';

/** Hands out each name to one identity; a second identity asking for a taken name gets `undefined`. */
export class PatchNames {
  private readonly owners = new Map<string, string>();

  claim(name: string, identity: string): string | undefined {
    const owner = this.owners.get(name);
    if (owner === undefined) this.owners.set(name, identity);
    return owner === undefined || owner === identity ? name : undefined;
  }

  /** The first of `candidates` that is free for `identity`. */
  claimFirst(candidates: readonly string[], identity: string): string {
    for (const candidate of candidates) {
      const name = this.claim(candidate, identity);
      if (name !== undefined) return name;
    }
    throw new Error(`no free patch type name for ${identity} among ${candidates.join(', ')}`);
  }
}

export function patchName(base: string): string {
  return base + SUFFIX;
}

/** `write_relabel_configs` → `WriteRelabelConfig`. */
export function singularPascal(fieldName: string): string {
  const pascal = fieldName
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return pascal.endsWith('s') && !pascal.endsWith('ss') ? pascal.slice(0, -1) : pascal;
}
