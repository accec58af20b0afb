/** The patch body: model, derivation and the paths a patch can reach. */
export { derivePatch } from './derive.ts';
export { countOperatorKeys, type PatchPath, patchPaths } from './paths.ts';
export type * from './types.ts';
