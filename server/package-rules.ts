/**
 * The server's rules: the generated package's validators and patch engine. A create body is checked
 * once (`validateClusterCreate`) and the record built from it only where the body check does not
 * answer for it (`validateCreatedCluster`: the service's fields, the members that differ on read,
 * the size). A patch is checked once (`prepareClusterPatch`) and applied to stored clusters with
 * `applyToStoredCluster`, which checks only what the patch changed: every stored cluster was checked
 * when it was stored (a created one by `validateCreatedCluster`, a patched one by the engine), and
 * the store hands back what it was given, with the size of its text, from which the engine bounds
 * the result's size without a walk.
 */
import {
  applyToStoredCluster,
  type PreparedPatch,
  prepareClusterPatch,
  validateClusterCreate,
  validateCreatedCluster,
} from '@mk8s/schema';
import type { ClusterRules } from './rules.ts';

export const packageRules: ClusterRules = {
  validateCreate: (value) => validateClusterCreate(value),
  preparePatch: (value) => {
    const prepared = prepareClusterPatch(value);
    return prepared.ok ? { ok: true, value: prepared.patch } : { ok: false, errors: prepared.issues };
  },
  validateCreated: validateCreatedCluster,
  applyPatch: (stored, patch, serviceFields, storedBytes) =>
    applyToStoredCluster(stored, patch as PreparedPatch, serviceFields, storedBytes),
};
