// generated from spec/ — do not edit
// Which validator judges which body sent or received by the client.
import { validateApiError, validateClusterCreate, validateClusterPatch } from "../validators/index.js";
export function checkRequestBody(operation, body) {
	return operation === "createCluster" ? validateClusterCreate(body) : validateClusterPatch(body);
}
export function checkErrorBody(value) {
	return validateApiError(value);
}
