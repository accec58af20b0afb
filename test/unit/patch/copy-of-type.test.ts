/**
 * `copyOfType`: the engine's shallow copy of an object of the model, at one of eight copy sites
 * picked by type. Every site must copy alike: own members only, in order, `__proto__` as a member,
 * the input untouched; with members to drop, the copy lacks them.
 */
import { describe, expect, it } from 'vitest';
import { copyOfType, type JsonObject } from '../../../templates/runtime/patch/json.ts';
import { deepFreeze } from '../../helpers/json.ts';

const SLOTS = Array.from({ length: 9 }, (_, slot) => slot); // 8 wraps round to the first site

function hostile(): JsonObject {
  const value = JSON.parse('{"name":"pool-1","__proto__":{"polluted":true},"constructor":"c","minSize":1}');
  return deepFreeze(value);
}

describe('copyOfType', () => {
  it.each(SLOTS)('copies own members in order at slot %i, __proto__ as a member, the input untouched', (slot) => {
    const value = hostile();
    const copy = copyOfType(value, undefined, slot);
    expect(copy).not.toBe(value);
    expect(Object.keys(copy)).toEqual(['name', '__proto__', 'constructor', 'minSize']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toBe(
      Object.getOwnPropertyDescriptor(value, '__proto__')?.value,
    );
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.isFrozen(copy)).toBe(false);
  });

  it.each(SLOTS)('leaves out the members to drop at slot %i', (slot) => {
    const copy = copyOfType(hostile(), new Set(['minSize', '__proto__']), slot);
    expect(Object.keys(copy)).toEqual(['name', 'constructor']);
  });

  it('copies no inherited member, even from a polluted prototype', () => {
    const value = Object.create({ inherited: 1 }) as JsonObject;
    value.own = 2;
    for (const slot of SLOTS) expect(copyOfType(value, undefined, slot)).toEqual({ own: 2 });
  });
});
