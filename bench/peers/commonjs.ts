/**
 * The package as `require('@mk8s/schema')` gives it: its CommonJS build (`generated/index.cjs`), for
 * the entries that hold CommonJS users to the speed the ESM entries measure.
 */
import { createRequire } from 'node:module';
import * as esm from '../../generated/index.js';

export type Package = typeof esm;

export function commonjsPackage(): Package {
  const cjs = createRequire(import.meta.url)('../../generated/index.cjs') as Package;
  if (cjs.validateClusterCreate === esm.validateClusterCreate) throw new Error('not the CommonJS build');
  return cjs;
}
