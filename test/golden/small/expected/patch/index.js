// generated from spec/ — do not edit
// applyClusterPatch and diffClusters.
import { validateCluster, validateClusterPatch } from '../validators/index.js';
import { clusterPatchModel } from './cluster-model.js';
import { createPatchEngine } from './engine.js';

// The patch validator decides FORBIDDEN_KEY, LIMIT, INVALID_PATCH and CONFLICT; the resource
// validator decides INVALID_RESULT. The engine decides the rest.
const engine = /* @__PURE__ */ createPatchEngine(clusterPatchModel, {
  validatePatch: validateClusterPatch,
  validateResult: validateCluster,
});

/** Applies a patch body to a cluster resource: a new resource, or the patch error. */
export function applyClusterPatch(cluster, patch) {
  return engine.apply(cluster, patch);
}

/** A patch body that turns `from` into `to` (never a rename; read-only fields ignored). */
export function diffClusters(from, to) {
  return engine.diff(from, to);
}
