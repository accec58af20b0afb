/**
 * The server's rules: the generated package's validators and patch engine, as they are.
 */
import { applyClusterPatch, validateCluster, validateClusterCreate, validateClusterPatch } from '@mk8s/schema';
import type { ClusterRules } from './rules.ts';

export const packageRules: ClusterRules = {
  validateCreate: (value) => validateClusterCreate(value),
  validatePatch: (value) => validateClusterPatch(value),
  validateCluster,
  applyPatch: applyClusterPatch,
};
