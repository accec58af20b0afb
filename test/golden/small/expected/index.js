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
export {
  createClient,
} from "./client/index.js";
export {
  ApiRequestError,
  RequestValidationError,
} from "./client/errors.js";
