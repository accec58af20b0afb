/**
 * Property names a body can carry. Patch bodies keep names that start with `$` for their operators
 * (`$drop`, `$replace/<field>`), and every body refuses `__proto__`, `constructor` and `prototype`
 * (`FORBIDDEN_KEY`), so a property of either kind could never be set. The other members every
 * object inherits (`toString`, `valueOf`, …) are refused too: the generated validators and the patch
 * engine read a closed object's fields by name, so an absent `toString` would answer with the
 * inherited function.
 */
import type { Diagnostic } from '../diagnostics.ts';
import type { RawSpec } from '../load.ts';
import { at } from './site.ts';
import type { SchemaSite } from './walk.ts';

const HOSTILE: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `Object.getOwnPropertyNames(Object.prototype)` as ECMAScript defines it (with Annex B), listed
 * rather than read from the running realm, so the same spec passes or fails on every Node version;
 * `test/unit/check/inherited-names.test.ts` fails when the running realm has a member missing here.
 */
export const INHERITED_NAMES: ReadonlySet<string> = new Set([
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
]);

export function checkPropertyNames(_spec: RawSpec, sites: readonly SchemaSite[]): Diagnostic[] {
  return sites
    .filter((site) => site.role === 'property' && site.name !== undefined)
    .flatMap((site) => {
      const message = nameProblem(site.name ?? '');
      return message === undefined ? [] : [at(site, 'SPEC_BAD_PROPERTY_NAME', message)];
    });
}

function nameProblem(name: string): string | undefined {
  if (name.startsWith('$')) return `property "${name}" starts with "$", which patch bodies keep for operators`;
  if (HOSTILE.has(name)) return `property "${name}" is refused in every body (FORBIDDEN_KEY)`;
  if (INHERITED_NAMES.has(name)) {
    return (
      `property "${name}" is a member every JavaScript object inherits (Object.prototype.${name}): ` +
      `the generated validators read fields by name, so a body without "${name}" would answer with the inherited one`
    );
  }
  return undefined;
}
