/**
 * ts-morph, and the TypeScript it bundles, loaded on first use and through `require`. Importing its
 * CommonJS as an ES module makes Node scan it for export names, and every module of the types
 * analysis would load it up front; the main thread of `compat`, which leaves this analysis to a
 * worker, then never loads TypeScript at all.
 */
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

let loaded: typeof TsMorph | undefined;

export function tsMorph(): typeof TsMorph {
  loaded ??= createRequire(import.meta.url)('ts-morph') as typeof TsMorph;
  return loaded;
}

/** TypeScript's own API, as ts-morph bundles it. */
export function typescript(): typeof TsMorph.ts {
  return tsMorph().ts;
}
