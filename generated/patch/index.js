// generated from spec/ — do not edit
// applyClusterPatch and diffClusters.
import { createPatchEngine } from './engine.js';
import { clusterPatchModel } from './cluster-model.js';

const accept = () => ({ ok: true });
const engine = /* @__PURE__ */ createPatchEngine(clusterPatchModel, {
  validatePatch: accept,
  validateResult: accept,
});

/** Applies a patch body to a cluster resource: a new resource, or the patch error. */
export function applyClusterPatch(cluster, patch) {
  return engine.apply(cluster, patch);
}

/** A patch body that turns `from` into `to` (never a rename; read-only fields ignored). */
export function diffClusters(from, to) {
  return engine.diff(from, to);
}
