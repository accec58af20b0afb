/**
 * A wide hostile body costs no more than reading it: the first 100 issues of a run whose message may
 * carry a did-you-mean hint get one (searched for when the message is first read), and every later
 * one the plain message, written at once — so reading the messages of 60,000 unknown members makes
 * at most 100 searches. Issues keep their order, paths and codes; only the hint of a later one goes.
 */
import { validateCluster, validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { edited, fullCreateBody, fullResource, type Json, vendorB } from '../../helpers/bodies.ts';

/** `count` members no type has (`x0`, `x1`, …), each holding 1: they take the hints first. */
function fillers(count: number): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`x${i}`, 1]));
}

function messages(result: { ok: boolean; errors?: readonly { path: string; message: string }[] }) {
  return (result.errors ?? []).map((issue) => `${issue.path}: ${issue.message}`);
}

const CREATE_FIELDS = 'name, description, tags, spec';

describe('did-you-mean hints in a wide body', () => {
  it('go to the first 100 unknown members of a create body; the 101st gets the fields', () => {
    const body = { ...fullCreateBody(), ...fillers(99), descriptoin: 'a', nam: 'b' };
    const shown = messages(validateClusterCreate(body));
    expect(shown).toHaveLength(101);
    expect(shown[0]).toBe(`/x0: unknown field "x0"; the fields here are ${CREATE_FIELDS}`);
    expect(shown[99]).toBe('/descriptoin: unknown field "descriptoin"; did you mean "description"?');
    expect(shown[100]).toBe(`/nam: unknown field "nam"; the fields here are ${CREATE_FIELDS}`);
  });

  it('are counted per run across kinds: a value off its enum after 100 unknown members gets no hint', () => {
    const body = edited(fullCreateBody(), (b: Json) => {
      // the firewall is checked before the provider
      Object.assign(b.spec.firewall[0], fillers(100));
      vendorB(b).nodePools[0].spotAllocationStrategy = 'lowest-prcie';
    });
    const shown = messages(validateClusterCreate(body));
    expect(shown).toHaveLength(101);
    expect(shown[100]).toMatch(
      /^\/spec\/provider\/vendorB\/nodePools\/0\/spotAllocationStrategy: must be one of .*; got the string "lowest-prcie"$/,
    );
    // the same value alone still gets its hint
    const alone = edited(fullCreateBody(), (b: Json) => {
      vendorB(b).nodePools[0].spotAllocationStrategy = 'lowest-prcie';
    });
    expect(messages(validateClusterCreate(alone))[0]).toMatch(
      /; got the string "lowest-prcie" \(did you mean "lowest-price"\?\)$/,
    );
  });

  it('go to the first 100 unknown members of a cluster', () => {
    const shown = messages(validateCluster({ ...fullResource(), ...fillers(100), nam: 'b' }));
    expect(shown).toHaveLength(101);
    expect(shown[100]).toMatch(/^\/nam: unknown field "nam"; the fields here are id, name, /);
  });

  it('go to the first 100 members a patch level does not take: fields, operator keys, $drop entries', () => {
    const hinted = messages(validateClusterPatch({ ...fillers(97), nam: 'b', $dro: ['name'], $drop: ['descriptoin'] }));
    expect(hinted.slice(97)).toEqual([
      '/nam: unknown field "nam"; did you mean "name"?',
      expect.stringMatching(/^\/\$dro: unknown operator key "\$dro" \(did you mean "\$drop"\?\); the operators are /),
      '/$drop/0: cannot drop the unknown field "descriptoin"; did you mean "description"?',
    ]);
    const plain = messages(validateClusterPatch({ ...fillers(100), nam: 'b', $dro: ['name'], $drop: ['descriptoin'] }));
    expect(plain.slice(100)).toEqual([
      `/nam: unknown field "nam"; the fields of ClusterCreate are ${CREATE_FIELDS}`,
      expect.stringMatching(/^\/\$dro: unknown operator key "\$dro"; the operators are \$drop, /),
      `/$drop/0: cannot drop the unknown field "descriptoin"; the fields of ClusterCreate are ${CREATE_FIELDS}`,
    ]);
  });

  it('keep every issue, in order, with the path and code of each', () => {
    const keys = Array.from({ length: 60_000 }, (_, i) => `k${i}`);
    const body = { ...fullCreateBody(), ...Object.fromEntries(keys.map((k) => [k, 1])) };
    const result = validateClusterCreate(body);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((e) => e.path)).toEqual(keys.map((k) => `/${k}`));
    expect(new Set(errors.map((e) => e.code))).toEqual(new Set(['UNKNOWN_FIELD']));
    expect(errors[59_999]?.message).toBe(`unknown field "k59999"; the fields here are ${CREATE_FIELDS}`);
  });
});
