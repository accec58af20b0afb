/**
 * The server's rules, from the generated package `@mk8s/schema`: its validators and patch engine.
 * INTERIM: the validators are not merged yet; until then bodies are accepted as they come and
 * only the patch engine judges patches.
 */
import { applyClusterPatch, type Cluster, type ClusterCreate } from '@mk8s/schema';
import type { ClusterRules } from './rules.ts';

export const packageRules: ClusterRules = {
  validateCreate: (value) => ({ ok: true, value: value as ClusterCreate }),
  validatePatch: (value) => ({ ok: true, value }),
  validateCluster: (value) => ({ ok: true, value: value as Cluster }),
  applyPatch: applyClusterPatch,
};
