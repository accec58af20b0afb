/**
 * Differential test: our compiled validators, Ajv and @exodus/schemasafe (two independent JSON
 * Schema 2020-12 implementations, with their defaults) judge the same generated instances — valid ones built from the
 * schema, and mutated ones (a field removed, a type changed, an unknown field added, a string
 * misspelled) — on the schemas the package emits. They must agree on everything JSON Schema can
 * express — not only valid or not, but where: the set of places each finds at fault. The rules JSON
 * Schema cannot state (ordered pairs, unique identifiers, free-form depth, patch conflicts and
 * limits) are set apart by their code. DIFFERENTIAL_RUNS sets the number of runs (two instances
 * each; default 5,000, so 10,000 instances per body kind).
 */
import { type ValidationIssue, validateCluster, validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import type { ErrorObject } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DerivedIR } from '../../generator/derive/types.ts';
import { type AjvValidate, ajvFor, isConflictRule, schemasafeFor } from '../helpers/ajv.ts';
import { mutate, mutationArb } from '../helpers/generate/mutate.ts';
import { PatchArbitraries } from '../helpers/generate/patches.ts';
import { ValueArbitraries } from '../helpers/generate/values.ts';
import { projectModels } from '../helpers/model.ts';

const RUNS = Number(process.env.DIFFERENTIAL_RUNS ?? 5_000);

/**
 * Half the instances are built valid; in the other half one scalar, key or array in this many is a
 * near miss (see ValueArbitraries), so every constraint gets broken somewhere.
 */
const EDGES = 12;

/** Rules JSON Schema cannot state: our validators check them, Ajv does not. */
const BEYOND_JSON_SCHEMA = new Set([
  'MIN_EXCEEDS_MAX',
  'DUPLICATE_IDENTIFIER',
  'TOO_DEEP',
  'TOO_LARGE',
  'CONFLICT',
  'LIMIT',
]);

type Ours = (value: unknown) => { ok: true } | { ok: false; errors: ValidationIssue[] };

let models: DerivedIR;

beforeAll(async () => {
  models = await projectModels();
});

const KINDS: [string, string, Ours, () => fc.Arbitrary<unknown>][] = [
  [
    'cluster',
    'cluster.json',
    validateCluster,
    () => halfEdgy((edges) => new ValueArbitraries(models.read, edges).type(models.read.root)),
  ],
  [
    'create',
    'cluster-create.json',
    validateClusterCreate,
    () => halfEdgy((edges) => new ValueArbitraries(models.create, edges).type(models.create.root)),
  ],
  [
    'patch',
    'cluster-patch.json',
    validateClusterPatch,
    () => halfEdgy((edges) => new PatchArbitraries(models.patch, new ValueArbitraries(models.create, edges)).root()),
  ],
];

function halfEdgy(make: (edges: number) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(make(0), make(EDGES));
}

describe.each(KINDS)('%s bodies: our validator, Ajv and schemasafe agree', (_kind, schema, ours, arbitrary) => {
  let ajv: AjvValidate;
  let schemasafe: (value: unknown) => boolean;
  beforeAll(() => {
    ajv = ajvFor(schema);
    schemasafe = schemasafeFor(schema);
  }, 120_000);

  it(`on ${RUNS * 2} generated instances, valid and mutated`, { timeout: 600_000 }, () => {
    let rejected = 0;
    // As JSON text parses (fast-check also makes objects with a null prototype, on which Ajv's
    // deep equality throws).
    const agree = (generated: unknown) => {
      const value = JSON.parse(JSON.stringify(generated));
      const result = ours(value);
      const issues = result.ok ? [] : result.errors;
      if (!result.ok) rejected++;
      const mine = ourPlaces(issues);
      const ajvValid = ajv(value);
      const theirs = ajvValid ? [] : ajvPlaces(ajv.errors ?? []);
      // schemasafe, on the same published schema, gives Ajv's verdict (and so ours, by the places).
      if (schemasafe(value) !== ajvValid) {
        throw new Error(`schemasafe and Ajv disagree on ${JSON.stringify(value)}: Ajv ${JSON.stringify(ajv.errors)}`);
      }
      // The CONFLICT rules the patch schema states (conflict-schema.test.ts compares them): a
      // patch Ajv refuses for one is refused by ours too.
      if ((ajv.errors ?? []).some(isConflictRule) && result.ok) {
        throw new Error(`ours accepts a conflict Ajv refuses: ${JSON.stringify(value)} ${JSON.stringify(ajv.errors)}`);
      }
      if (mine.join('\n') !== theirs.join('\n')) {
        throw new Error(
          `disagreement on ${JSON.stringify(value)}\nours: ${JSON.stringify(mine)} ${JSON.stringify(issues)}\najv: ${JSON.stringify(theirs)} ${JSON.stringify(ajv.errors)}`,
        );
      }
    };
    fc.assert(
      fc.property(arbitrary(), mutationArb, (value, mutation) => {
        agree(value);
        agree(mutate(value, mutation));
      }),
      { numRuns: RUNS, seed: Number(process.env.DIFFERENTIAL_SEED ?? 20_251_122) },
    );
    // The instances must exercise both answers, or the agreement proves little.
    expect(rejected).toBeGreaterThan(RUNS / 4);
    expect(rejected).toBeLessThan(RUNS * 2 - RUNS / 4);
  });
});

/**
 * Where our issues are, for the rules JSON Schema can state; a repeated item counts at its array.
 * Ajv's `uniqueItems` on an array of typed scalars compares only the items of that type, so a
 * repeated item that is also of the wrong type (`[null, null]` for strings) is left out here; ours
 * reports it, as JSON Schema says `uniqueItems` holds for every item.
 */
function ourPlaces(issues: readonly ValidationIssue[]): string[] {
  const code = (i: ValidationIssue) => i.detail ?? i.code;
  const wrongType = new Set(issues.filter((i) => code(i) === 'INVALID_TYPE').map((i) => i.path));
  const places = issues
    .filter((i) => !BEYOND_JSON_SCHEMA.has(code(i)))
    .filter((i) => !(code(i) === 'DUPLICATE_ITEM' && wrongType.has(i.path)))
    .map((i) => (code(i) === 'DUPLICATE_ITEM' ? i.path.slice(0, i.path.lastIndexOf('/')) : i.path));
  return [...new Set(places)].sort();
}

/**
 * Where Ajv's errors are: at the instance path, except that a property not allowed or a property
 * name that fails is placed at that property, as ours are. One intended difference: an exactly-one
 * choice holding one member and an unknown field is, for Ajv, also over `maxProperties`; ours reports
 * the unknown field only (the choice itself is fine), so that error is left out when the unknown
 * field explains it.
 */
function ajvPlaces(errors: readonly ErrorObject[]): string[] {
  const unknownIn = new Set(errors.filter((e) => e.keyword === 'additionalProperties').map((e) => e.instancePath));
  // The patch schema's CONFLICT rules: ours reports CONFLICT, set apart.
  const places = withoutOtherBranches(errors.filter((e) => !isConflictRule(e)))
    .filter((e) => !(e.keyword === 'maxProperties' && e.params.limit === 1 && unknownIn.has(e.instancePath)))
    .map((e) => {
      const member =
        e.params.additionalProperty ?? e.params.propertyName ?? (e as { propertyName?: string }).propertyName;
      return typeof member === 'string'
        ? `${e.instancePath}/${member.replace(/~/g, '~0').replace(/\//g, '~1')}`
        : e.instancePath;
    });
  return [...new Set(places)].sort();
}

/**
 * A list of types is published as `anyOf` of one branch per type (Ajv's strict mode refuses a list):
 * for a value of one of the types Ajv also reports that it is not of the others. Those, and the
 * `anyOf` itself, are left out when the branch of the value's type explains the failure; a value of
 * none of the types keeps its place, as ours reports it there. A branch may be a `$ref` (the object
 * branch of `FreeFormValue` names `FreeFormObject`), whose type error Ajv places at the referenced
 * schema (`#/type`): a type error where an `anyOf` failed too is a branch's.
 */
function withoutOtherBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  const anyOfAt = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const branchMiss = (e: ErrorObject) =>
    e.keyword === 'anyOf' ||
    (e.keyword === 'type' && (/\/anyOf\/\d+\/type$/.test(e.schemaPath) || anyOfAt.has(e.instancePath)));
  // Ajv looked inside the value (an error below it), or a keyword of its own type failed.
  const explained = (path: string) =>
    errors.some((e) => e.instancePath.startsWith(`${path}/`) || (e.instancePath === path && !branchMiss(e)));
  return errors.filter((e) => !(branchMiss(e) && explained(e.instancePath)));
}
