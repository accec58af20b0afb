/**
 * The rules of the baseline server of `server.patch`: the same server with nothing checked.
 * Every validator answers "valid" without reading the body, and a patch is applied as an RFC 7386
 * JSON merge patch (objects merge member by member, `null` removes a member, anything else is set
 * whole; `$` operator keys are not interpreted). With these rules a PATCH request still goes
 * through the same routing, authentication, JSON parsing, store read, version bump,
 * compare-and-swap write and answer; only the checks and the operator handling are gone.
 */
import type { Cluster, ClusterCreate } from '../../generated/index.js';
import type { ClusterRules } from '../../server/rules.ts';

export const noValidationRules: ClusterRules = {
  validateCreate: (value) => ({ ok: true, value: value as ClusterCreate }),
  preparePatch: (value) => ({ ok: true, value: { patch: value } }),
  validateCreated: (record) => ({ ok: true, value: record }),
  applyPatch: (cluster, prepared, serviceFields) => ({
    ok: true,
    value: { ...(mergePatch(cluster, (prepared as { patch: unknown }).patch) as Cluster), ...serviceFields },
  }),
};

/** RFC 7386, never mutating `target`. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    // defineProperty: a member named `__proto__` stays a member, as JSON.parse made it
    else
      Object.defineProperty(result, key, {
        value: mergePatch(result[key], value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return result;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
