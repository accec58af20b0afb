/**
 * Named scalar types are said once: the package's declarations hold each titled scalar's pattern
 * once (on its alias), the immutability of a field once, and no "Required." on an optional patch
 * member; an operator's doc says what it does, not the field's description again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../../helpers/spec.ts';

const read = (file: string) => readFileSync(join(REPO, 'generated', file), 'utf8');
const types = read('types.d.ts');
const patchTypes = read('patch-types.d.ts');
const count = (text: string, part: string) => text.split(part).length - 1;

describe('named scalar types', () => {
  it('CidrOrAddress is one alias with its pattern; its fields name it', () => {
    const shared = JSON.parse(readFileSync(join(REPO, 'spec', 'shared.json'), 'utf8'));
    const pattern: string = shared.$defs.CidrOrAddress.pattern;
    expect(pattern.length).toBeGreaterThan(1000);
    const sharing = Object.values<{ pattern?: string }>(shared.$defs).filter((d) => d.pattern === pattern).length;
    expect(count(types, `@pattern ${pattern}\n`)).toBe(sharing);
    expect(count(patchTypes, pattern)).toBe(0);
    expect(types).toMatch(/\*\/\nexport type CidrOrAddress = string;\n/);
    expect(types).toContain('sourceCIDR: CidrOrAddress;');
  });

  it('every titled scalar pattern of the spec appears once per alias in the declarations', () => {
    const shared = JSON.parse(readFileSync(join(REPO, 'spec', 'shared.json'), 'utf8'));
    const defs = Object.entries<{ type?: string; pattern?: string }>(shared.$defs);
    for (const [name, schema] of defs) {
      if (schema.type !== 'string' || schema.pattern === undefined) continue;
      expect(types, name).toContain(`export type ${name} =`);
      const aliases = defs.filter(([, other]) => other.pattern === schema.pattern).length;
      expect(count(types + patchTypes, `@pattern ${schema.pattern}\n`), name).toBe(aliases);
    }
  });
});

describe('doc comments said once', () => {
  it('an immutable field says so once', () => {
    expect(types).not.toMatch(/Cannot be changed[^\n]*\n\s*\* Cannot change/);
    expect(patchTypes).not.toMatch(/Cannot be changed[^\n]*\n\s*\* Cannot change/);
  });

  it('no optional patch member is documented as "Required."', () => {
    const optionalRequired = patchTypes.match(/Required\.[^\n]*\n(?:\s*\*[^\n]*\n)*\s*\*\/\n\s*"?[\w$/]+"?\?:/g) ?? [];
    expect(optionalRequired).toEqual([]);
    expect(types).toContain('Required.');
  });

  it('the firewall description is on the field, not repeated under each operator', () => {
    const description = "Address ranges allowed to reach the cluster's Kubernetes API.";
    const inPatch = count(patchTypes, description);
    expect(inPatch).toBeGreaterThan(0);
    expect(inPatch).toBe(count(patchTypes, 'firewall?: FirewallEntry[];'));
  });
});
