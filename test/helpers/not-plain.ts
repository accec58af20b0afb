/**
 * Objects that are not JSON objects (a Date, Map, class instance…), each with the words a message
 * names it by, and plain objects from elsewhere (no prototype, another realm) that are JSON objects.
 */
import { runInNewContext } from 'node:vm';

class Widget {
  readonly name = 'x';
}

/** Its prototype's `constructor` is a getter that throws: a message must not run it. */
class Guarded {}
Object.defineProperty(Guarded.prototype, 'constructor', {
  get() {
    throw new Error('a getter ran');
  },
});

/** `[what it is, how a message names it, make one]` */
export const NOT_PLAIN: readonly [string, string, () => object][] = [
  ['a Date', 'a Date', () => new Date(0)],
  ['a Map', 'a Map', () => new Map([['name', 'x']])],
  ['a Set', 'a Set', () => new Set(['x'])],
  ['a RegExp', 'a RegExp', () => /x/],
  ['a boxed number', 'a Number object (a boxed primitive)', () => new Number(1)],
  ['a boxed string', 'a String object (a boxed primitive)', () => new String('ab')],
  ['a class instance', 'an instance of Widget', () => new Widget()],
  ['an object made from a prototype', 'an object whose prototype is not Object.prototype', () => Object.create({})],
  [
    'an instance whose constructor is a throwing getter',
    'an object whose prototype is not Object.prototype',
    () => new Guarded(),
  ],
];

/** A copy of `value` made in another realm (Node's `vm`): its prototypes are that realm's. */
export function fromAnotherRealm<T>(value: T): T {
  return runInNewContext(`(${JSON.stringify(value)})`) as T;
}

/** A deep copy of `value` whose objects have no prototype at all. */
export function withoutPrototypes<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, member: unknown) =>
    typeof member === 'object' && member !== null && !Array.isArray(member)
      ? Object.assign(Object.create(null), member)
      : member,
  ) as T;
}
