// generated from spec/ — do not edit
// Entry point of @mk8s/schema.
export {
  validateApiError,
  validateCluster,
  validateClusterCreate,
} from "./validators/index.js";
