// generated from spec/ — do not edit
// Entry point of @mk8s/schema.
export {
  validateApiError,
  validateCluster,
  validateClusterCreate,
  validateClusterPatch,
} from "./validators/index.js";
export {
  applyClusterPatch,
  diffClusters,
} from "./patch/index.js";
