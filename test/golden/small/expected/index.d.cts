// generated from spec/ — do not edit
// Entry point of @mk8s/schema.
export {
  applyClusterPatch,
  diffClusters,
} from "./patch/index.cjs";
export {
  validateApiError,
  validateCluster,
  validateClusterCreate,
  validateClusterPatch,
} from "./validators/index.cjs";
export {
  ApiRequestError,
  RequestValidationError,
  createClient,
} from "./client/index.cjs";
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
} from "./types.cjs";
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
} from "./patch-types.cjs";
export type {
  PatchError,
  PatchErrorCode,
  PatchResult,
} from "./patch/index.cjs";
export type {
  ValidateOptions,
  ValidationIssue,
  ValidationResult,
} from "./validators/index.cjs";
export type {
  ApiRequestErrorInit,
  CallOptions,
  Client,
  ClientOptions,
  RequestSummary,
} from "./client/index.cjs";
