/**
 * Types fidelity against json-schema-to-typescript: it compiles the package's published JSON Schemas,
 * and our emitted types are checked against its output with the compatibility guard's assignability
 * machinery (one ts-morph program). Every value our types accept, its types accept; the other way,
 * the differences are the short list below, each explained.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportedNames } from '../../generator/compat/types/exports.ts';
import { type AssignabilityFailure, type Declarations, TypesProgram } from '../../generator/compat/types/program.ts';
import { readTree } from '../../generator/run.ts';
import { REPO } from '../helpers/spec.ts';

const SCHEMAS = ['cluster', 'cluster-create', 'cluster-patch', 'error'] as const;

/**
 * Types whose json-schema-to-typescript form accepts values ours refuse, and why. Failures of types
 * that only contain one of these (the provider inside `ClusterSpec`) are left to it.
 */
const EXACTLY_ONE =
  'an exactly-one group: ours is a union in which every other member is `?: never`, so two members or none do not compile; theirs is one object with every member optional (minProperties/maxProperties have no TypeScript form there)';
const NO_FIELDS =
  'a closed object with no fields: ours is `Record<string, never>`, which takes no key; theirs is an empty interface, which TypeScript lets any object fill';
const REPLACE_SIGNATURE =
  'ours gives its `$replace/<member>` keys a template-literal index signature of their own (any JSON but null, never absent); theirs folds every member into one string index signature whose union also takes `undefined` and the `$drop` list';
const EXPLAINED: Readonly<Record<string, string>> = {
  Provider: EXACTLY_ONE,
  ProviderCreate: EXACTLY_ONE,
  VendorBImage: EXACTLY_ONE,
  VendorGLoadBalancer: EXACTLY_ONE,
  VendorHImage: EXACTLY_ONE,
  VendorJImage: EXACTLY_ONE,
  VendorGNoLoadBalancer: NO_FIELDS,
  VendorGGatewayLoadBalancer: NO_FIELDS,
  DashboardAddOn: NO_FIELDS,
  DashboardAltAddOn: NO_FIELDS,
  VendorBWorkloadIdentityAddOn: NO_FIELDS,
  LocalPathStorageAddOn: NO_FIELDS,
  SysboxAddOn: NO_FIELDS,
  WriteRelabelConfigPatch: `the element patch of an unkeyed array: ${REPLACE_SIGNATURE}`,
  FreeFormPatchObject: `a nested patch inside a free-form value: ${REPLACE_SIGNATURE}`,
};

let ours: Declarations;
let program: TypesProgram;

beforeAll(async () => {
  const files = await readTree(join(REPO, 'generated'), '.d.ts');
  ours = { files: new Map([...files].filter(([path]) => !path.includes('node_modules'))), entry: 'index.d.ts' };
  program = new TypesProgram(ours);
}, 60_000);

async function theirs(name: (typeof SCHEMAS)[number]): Promise<Declarations> {
  const schema = JSON.parse(await readFile(join(REPO, 'generated', 'schemas', `${name}.json`), 'utf8'));
  const text = await compile(schema, schema.title, { bannerComment: '', format: false, additionalProperties: false });
  return { files: new Map([['index.d.ts', text]]), entry: 'index.d.ts' };
}

/**
 * Failures not explained by another failing type their message names (json-schema-to-typescript
 * numbers the second copy of a type met in two places: `VendorBImage1` is `VendorBImage`).
 */
function rootCauses(failures: readonly AssignabilityFailure[]): AssignabilityFailure[] {
  const failing = new Set(failures.map((f) => f.check.source));
  return failures.filter(
    (f) => ![...failing].some((other) => other !== f.check.source && new RegExp(`[."']${other}\\d*'`).test(f.message)),
  );
}

it('explains a short list of differences', () => {
  expect(Object.keys(EXPLAINED).length).toBeLessThanOrEqual(15);
});

describe.each(SCHEMAS)('schemas/%s.json through json-schema-to-typescript', (schema) => {
  it('accepts every value our types accept, and refuses more only where explained', { timeout: 120_000 }, async () => {
    const their = await theirs(schema);
    program.setNew(their);
    const names = [...exportedNames(their).values()]
      .filter((e) => e.isType && e.typeParameters === 0)
      .map((e) => e.name);
    const ourNames = exportedNames(ours);
    const shared = names.filter((name) => ourNames.get(name)?.isType === true);
    expect(shared.length).toBeGreaterThan(schema === 'error' ? 0 : 50);
    const arity = () => 0;
    const oursToTheirs = program.check(
      shared.map((name) => ({ from: 'old', source: name, to: 'new', target: name })),
      arity,
    );
    expect(oursToTheirs.map((f) => `${f.check.source}: ${f.message}`)).toEqual([]);
    const theirsToOurs = rootCauses(
      program.check(
        shared.map((name) => ({ from: 'new', source: name, to: 'old', target: name })),
        arity,
      ),
    );
    const unexplained = theirsToOurs.filter((f) => !(f.check.source in EXPLAINED));
    expect(unexplained.map((f) => `${f.check.source}: ${f.message}`)).toEqual([]);
  });
});
