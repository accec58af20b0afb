/**
 * Property names that every JavaScript object inherits: refused by the spec check, each at its pointer,
 * since the generated validators and the patch engine read a closed object's fields by name and an
 * inherited member would answer for an absent field (a body without `valueOf` refused as "must be a
 * string; got function", a missing required `toString` not reported).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { INHERITED_NAMES } from '../../../generator/check/property-names.ts';
import { generate } from '../../../generator/run.ts';
import { editJson } from '../../helpers/spec.ts';
import { base, diagnosticsOf, loadBase } from '../../helpers/spec-check.ts';

beforeAll(loadBase);

/** The small spec with a string field `name` on `Pool`, defined (assigning `__proto__` would set the prototype). */
function withPoolField(name: string): Map<string, string> {
  return editJson(base(), 'cluster.json', (d) => {
    Object.defineProperty(d.$defs.Pool.properties, name, {
      value: { type: 'string', description: 'A field named like an inherited member.' },
      enumerable: true,
    });
  });
}

const INHERITED_ONLY = [...INHERITED_NAMES].filter((name) => !['__proto__', 'constructor'].includes(name));

describe('spec check: names every object inherits', () => {
  it('lists every member of Object.prototype in this realm', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).filter((name) => !INHERITED_NAMES.has(name))).toEqual([]);
  });

  it.each(INHERITED_ONLY)('refuses a field named %s, saying why', async (name) => {
    expect(await diagnosticsOf(withPoolField(name))).toEqual([
      {
        code: 'SPEC_BAD_PROPERTY_NAME',
        file: 'cluster.json',
        pointer: `/$defs/Pool/properties/${name}`,
        message:
          `property "${name}" is a member every JavaScript object inherits (Object.prototype.${name}): ` +
          `the generated validators read fields by name, so a body without "${name}" would answer with the inherited one`,
      },
    ]);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a field named %s as every body does', async (name) => {
    expect(await diagnosticsOf(withPoolField(name))).toEqual([
      {
        code: 'SPEC_BAD_PROPERTY_NAME',
        file: 'cluster.json',
        pointer: `/$defs/Pool/properties/${name}`,
        message: `property "${name}" is refused in every body (FORBIDDEN_KEY)`,
      },
    ]);
  });

  it('produces no package for a spec with such a field, required or not', async () => {
    const spec = editJson(withPoolField('toString'), 'cluster.json', (d) => {
      d.$defs.Pool.required = [...(d.$defs.Pool.required ?? []), 'toString'];
    });
    const result = await generate({ spec });
    expect(result.files).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['SPEC_BAD_PROPERTY_NAME']);
  });

  it('keeps names that only resemble an inherited member', async () => {
    expect(await diagnosticsOf(withPoolField('toStringValue'))).toEqual([]);
    expect(await diagnosticsOf(withPoolField('ToString'))).toEqual([]);
  });
});
