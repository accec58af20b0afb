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
export type {
  AlphaProvider,
  AlphaProviderCreate,
  ApiError,
  Cluster,
  ClusterCreate,
  ClusterSpec,
  ClusterSpecCreate,
  Empty,
  EmptyCreate,
  FreeFormObject,
  FreeFormValue,
  NetworkingDns,
  NetworkingDnsCreate,
  NetworkingFull,
  Pool,
  PoolCreate,
  Provider,
  ProviderCreate,
} from "./types.js";
export type {
  AlphaProviderPatch,
  ClusterPatch,
  ClusterSpecPatch,
  EmptyPatch,
  FreeFormObjectPatch,
  MapPatch,
  NetworkingDnsPatch,
  PoolPatch,
  ProviderPatch,
  RulePatch,
} from "./patch-types.js";
export type {
  ValidateOptions,
  ValidationIssue,
  ValidationResult,
} from "./validators/index.js";
export type {
  PatchError,
  PatchErrorCode,
  PatchResult,
} from "./patch/index.js";
export type {
  CallOptions,
  Client,
  ClientOptions,
} from "./client/index.js";
export type {
  ApiRequestErrorInit,
  RequestSummary,
} from "./client/errors.js";
