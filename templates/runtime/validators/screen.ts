/**
 * The forbidden-key screen: `__proto__`, `constructor` and `prototype` are refused anywhere, even
 * inside a value that is not checked further; and the key count that tells an object holds members
 * that are no field.
 */
import type { Run, Token } from './core.js';
import { esc, pointer } from './issues.js';

/** The keys refused anywhere, as keys, `$drop` entries or operator suffixes. @internal */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reports forbidden keys anywhere inside a value that is not checked further (an unknown field, a
 * value of the wrong type), so a hostile key is never silently skipped. Iterative, and each object
 * is visited once, so neither depth nor cycles matter. @internal
 */
export function screen(run: Run, token: Token | undefined, value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  if (run.screened === undefined) run.screened = new Set();
  const screened = run.screened;
  const stack: [object, string][] = [[value, pointer(run, token)]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, at] = next;
    if (screened.has(node)) continue;
    screened.add(node);
    const isArray = Array.isArray(node);
    const keys = Object.keys(node);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      // a member's pointer is made only for an issue or a value to screen, not for each scalar
      if (!isArray && FORBIDDEN_KEYS.has(key)) {
        run.issues.push({
          path: `${at}/${esc(key)}`,
          code: 'FORBIDDEN_KEY',
          message: `"${key}" is not allowed as a key anywhere`,
        });
        continue;
      }
      const item = (node as Record<string, unknown>)[key];
      if (typeof item === 'object' && item !== null) stack.push([item, `${at}/${esc(key)}`]);
    }
  }
}

/** Own and inherited enumerable keys: equal to the fields seen when nothing else is there. @internal */
export function countKeys(object: object): number {
  let count = 0;
  for (const _ in object) count++;
  return count;
}
