// generated from spec/ — do not edit
// Types of templates/runtime/client/validation.ts.
/**
* The client's only link to the validators: which validator judges which body. Request bodies are
* checked before they are sent; error bodies before they are trusted.
*/
import type { ApiError } from "../types.js";
import { type ValidationResult } from "../validators/index.js";
export type Operation = "createCluster" | "patchCluster";
export declare function checkRequestBody(operation: Operation, body: unknown): ValidationResult<unknown>;
export declare function checkErrorBody(value: unknown): ValidationResult<ApiError>;
