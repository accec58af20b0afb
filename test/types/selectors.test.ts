/**
 * The selectors of the patch types name the scalar they are, as an editor's hover shows them: the
 * entries of `$drop/firewall` and `$retain/firewall` are `CidrOrAddress[]` and the identifier of
 * `FirewallEntryPatch` is `CidrOrAddress`, not `string` (both are checked for their JSON type only,
 * rule 3, so the alias is a name, not a narrower type). Read from the declarations the package
 * ships, through TypeScript's parser.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/spec.ts';

const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
const FILE = join(REPO, 'generated', 'patch-types.d.ts');
const source = ts.createSourceFile(FILE, readFileSync(FILE, 'utf8'), ts.ScriptTarget.Latest, true);

/** The declared type of `member` of `type`, as written. */
function declared(type: string, member: string): string | undefined {
  const found = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === type);
  if (found === undefined || !ts.isInterfaceDeclaration(found)) return undefined;
  const property = found.members.find((m) =>
    ts.isPropertySignature(m) && m.name !== undefined && ts.isStringLiteral(m.name)
      ? m.name.text === member
      : m.name?.getText() === member,
  );
  return property !== undefined && ts.isPropertySignature(property) ? property.type?.getText() : undefined;
}

describe('selectors name their scalar in patch-types.d.ts', () => {
  it.each([
    ['ClusterSpecPatch', '$drop/firewall', 'CidrOrAddress[]'],
    ['ClusterSpecPatch', '$retain/firewall', 'CidrOrAddress[]'],
    ['FirewallEntryPatch', 'sourceCIDR', 'CidrOrAddress'],
    // An identifier whose scalar has no name stays its JSON type.
    ['VendorBProviderPatch', '$drop/nodePools', 'string[]'],
  ])('%s[%j] is %s', (type, member, want) => {
    expect(declared(type, member)).toBe(want);
  });

  it('imports the names it uses from types.js', () => {
    expect(source.text).toMatch(/import type \{[^}]*\bCidrOrAddress,[^}]*\} from '\.\/types\.js'/);
  });
});
