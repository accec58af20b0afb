// generated from spec/ — do not edit
// Entry point of @mk8s/schema.
export {
  applyClusterPatch,
  applyToStoredCluster,
  diffClusters,
  prepareClusterPatch,
  validateCreatedCluster,
} from "./patch/index.js";
export {
  validateApiError,
  validateCluster,
  validateClusterCreate,
  validateClusterPatch,
} from "./validators/index.js";
export {
  ApiRequestError,
  RequestValidationError,
  createClient,
  responseOf,
} from "./client/validating.js";
