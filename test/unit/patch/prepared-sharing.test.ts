/**
 * Results of one prepared patch share no structure that a caller can change: the values the engine
 * puts in results as its copy of the patch holds them (`$replace/` values, plain arrays, restated
 * free-form levels) are frozen when the patch is prepared. A change to one result throws, and
 * cannot reach another result or a later apply, which would otherwise return the changed value as
 * `ok`, unchecked (contract, patch rule 1). The patch as given is never frozen nor shared.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { realisticCluster } from '../../../bench/fixtures/patch-resource.ts';
import { PATCH_SHAPES } from '../../../bench/fixtures/patch-shapes.ts';
import {
  applyToStoredCluster,
  type Cluster,
  prepareClusterPatch,
  validateClusterPatch,
} from '../../../generated/index.js';
import { validateClusterPatchScreened } from '../../../generated/validators/index.js';
import { preparePatch } from '../../../templates/runtime/patch/prepare.ts';

// biome-ignore lint/suspicious/noExplicitAny: clusters and results reshaped freely
type Mutable = any;

/** A case: a cluster, a patch, where in a result the patch's value stands, and a change to make there. */
interface SharingCase {
  readonly stored: Cluster;
  readonly patch: unknown;
  /** The object or array of a result that holds the patch's value. */
  readonly at: (result: Mutable) => Mutable;
  /** Changes that object or array in place, making the cluster invalid where the checks can tell. */
  readonly change: (value: Mutable) => void;
}

const vendorB = (cluster: Mutable): Mutable => cluster.spec.provider.vendorB;
const endpoint = (cluster: Mutable): Mutable => cluster.spec.addOns.byok.config.monitoring.remoteWrite[0];

/** The innermost level of the deep free-form value of `PATCH_SHAPES.deepFreeForm`. */
function innermost(value: Mutable): Mutable {
  let level = value;
  while (level.nested !== undefined) level = level.nested;
  return level;
}

const CASES: Readonly<Record<string, () => SharingCase>> = {
  'a $replace/ value': () => ({
    stored: realisticCluster(),
    patch: {
      spec: {
        provider: {
          vendorB: { '$replace/autoscaler': { expander: ['random'], unneededTime: '5m', utilizationThreshold: 0.5 } },
        },
      },
    },
    at: (result) => vendorB(result).autoscaler,
    change: (autoscaler) => {
      autoscaler.utilizationThreshold = 'not a number';
    },
  }),
  'a plain array of scalars': () => ({
    stored: realisticCluster(),
    patch: { spec: { provider: { vendorB: { securityGroupIds: ['sg-9a8b7c6d'] } } } },
    at: (result) => vendorB(result).securityGroupIds,
    change: (ids) => {
      ids.push(42);
    },
  }),
  'a plain array, in a patch made in another realm': () => ({
    stored: realisticCluster(),
    patch: runInNewContext(`({ spec: { provider: { vendorB: { securityGroupIds: ['sg-9a8b7c6d'] } } } })`),
    at: (result) => vendorB(result).securityGroupIds,
    change: (ids) => {
      ids.push(42);
    },
  }),
  'an element of a plain array of objects': () => ({
    stored: realisticCluster(),
    patch: { spec: { firewall: [{ sourceCIDR: '192.0.2.0/24', description: 'only' }] } },
    at: (result) => result.spec.firewall[0],
    change: (entry) => {
      entry.sourceCIDR = 7;
    },
  }),
  'a restated free-form level': () => {
    const { before, patch } = PATCH_SHAPES.deepFreeForm.build();
    return {
      stored: before,
      patch,
      at: (result) => innermost(endpoint(result).tls_config),
      change: (level) => {
        level.weight = 'changed in place';
      },
    };
  },
};

/** Applies `prepared` to `stored`, failing the test when the engine refuses it. */
function applied(stored: Cluster, prepared: ReturnType<typeof prepareClusterPatch>): Mutable {
  if (!prepared.ok) throw new Error(`refused: ${JSON.stringify(prepared.error)}`);
  const result = applyToStoredCluster(stored, prepared.patch);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** What `change` threw, if anything. */
function attempt(change: () => void): unknown {
  try {
    change();
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

/** Every object and array under `value`, itself included. */
function objectsIn(value: unknown, into: Set<object> = new Set()): Set<object> {
  if (typeof value !== 'object' || value === null || into.has(value)) return into;
  into.add(value);
  for (const member of Object.values(value)) objectsIn(member, into);
  return into;
}

describe('results of one prepared patch', () => {
  describe.each(Object.keys(CASES))('%s', (name) => {
    it('share only frozen structure: changing one result throws and reaches neither another result nor a later apply', () => {
      const { stored, patch, at, change } = (CASES[name] as () => SharingCase)();
      const prepared = prepareClusterPatch(patch);
      const first = applied(stored, prepared);
      const second = applied(stored, prepared);
      const expected = structuredClone(at(second));
      const thrown = attempt(() => change(at(first)));
      expect(at(second)).toEqual(expected);
      const later = applyToStoredCluster(stored, (prepared as { patch: Mutable }).patch);
      expect(later.ok).toBe(true);
      expect(at((later as { value: Mutable }).value)).toEqual(expected);
      expect(thrown).toBeInstanceOf(TypeError);
    });

    it('share with each other only objects that are frozen', () => {
      const { stored, patch } = (CASES[name] as () => SharingCase)();
      const prepared = prepareClusterPatch(patch);
      const ofStored = objectsIn(stored);
      const ofSecond = objectsIn(applied(stored, prepared));
      const shared = [...objectsIn(applied(stored, prepared))].filter((o) => ofSecond.has(o) && !ofStored.has(o));
      expect(shared.length).toBeGreaterThan(0);
      expect(shared.filter((o) => !Object.isFrozen(o))).toEqual([]);
    });

    it('leave the patch as given unfrozen and unshared', () => {
      const { stored, patch } = (CASES[name] as () => SharingCase)();
      const given = objectsIn(patch);
      const prepared = prepareClusterPatch(patch);
      const results = [applied(stored, prepared), applied(stored, prepared)];
      expect([...given].filter((o) => Object.isFrozen(o) || !Object.isExtensible(o))).toEqual([]);
      expect(results.flatMap((result) => [...objectsIn(result)].filter((o) => given.has(o)))).toEqual([]);
    });
  });
});

describe('the copy a prepared patch holds', () => {
  const checks = {
    validatePatch: validateClusterPatch,
    validateScreened: validateClusterPatchScreened,
    validateResult: () => ({ ok: true }) as const,
  };
  const url = 'https://metrics.example.com/api/v1/write';
  const tlsPatch = (tlsConfig: unknown) => ({
    spec: { addOns: { byok: { config: { monitoring: { '$patch/remoteWrite': [{ url, tls_config: tlsConfig }] } } } } },
  });

  it('is frozen throughout when made by stack: a patch sharing members, more objects written out than a copy makes by recursion', () => {
    let level: Mutable = { weight: 1, scopes: ['read'] };
    for (let i = 0; i < 20; i++) level = { left: level, right: level };
    // more objects written out than the copy's budget: the package's patch validator refuses it (LIMIT,
    // its walk stopped at the same budget), so the copy is made here for checks that take it
    const accepting = { ...checks, validatePatch: checks.validateResult, validateScreened: checks.validateResult };
    const checked = preparePatch(accepting, tlsPatch(level), true);
    if (!checked.ok) throw new Error(JSON.stringify(checked.error));
    const copies = [...objectsIn(checked.held.value)];
    expect(copies.length).toBeLessThan(40); // shared in the copy as in the patch: made by stack, remembering copies
    expect(copies.filter((o) => !Object.isFrozen(o))).toEqual([]);
    expect(Object.isFrozen(level)).toBe(false);
  });

  it('is not frozen for a single apply (applyClusterPatch): its results share nothing with another', () => {
    const checked = preparePatch(checks, tlsPatch({ weight: 1, scopes: ['read'] }));
    if (!checked.ok) throw new Error(JSON.stringify(checked.error));
    expect([...objectsIn(checked.held.value)].filter((o) => Object.isFrozen(o))).toEqual([]);
  });
});
