// generated from spec/ — do not edit
// Entry point of @mk8s/schema.
export {
  applyClusterPatch,
  diffClusters,
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
} from "./client/index.js";
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
  PatchError,
  PatchErrorCode,
  PatchResult,
} from "./patch/index.js";
export type {
  ValidateOptions,
  ValidationIssue,
  ValidationResult,
} from "./validators/index.js";
export type {
  ApiRequestErrorInit,
  CallOptions,
  Client,
  ClientOptions,
  RequestSummary,
} from "./client/index.js";
