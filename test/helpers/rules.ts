/**
 * The rules the server tests run with.
 * INTERIM: a minimal stand-in until the generated validators and patch engine are merged;
 * replaced by `packageRules` then. It checks only what the HTTP tests rely on.
 */
import type { Cluster, ClusterCreate } from '@mk8s/schema';
import type { Checked, ClusterRules, Patched } from '../../server/rules.ts';

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function forbiddenKeyPath(value: unknown, path: string, depth: number): string | undefined {
  if (depth > 64) return `${path}`;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    if (FORBIDDEN.has(k)) return `${path}/${k}`;
    const inner = forbiddenKeyPath(v, `${path}/${k}`, depth + 1);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const testRules: ClusterRules = {
  validateCreate(value): Checked<ClusterCreate> {
    const bad = forbiddenKeyPath(value, '', 1);
    if (bad !== undefined) return { ok: false, errors: [{ path: bad, code: 'FORBIDDEN_KEY', message: 'forbidden' }] };
    if (!isObject(value) || typeof value.name !== 'string' || !isObject(value.spec)) {
      return { ok: false, errors: [{ path: '', code: 'required', message: 'name and spec are required' }] };
    }
    return { ok: true, value: value as unknown as ClusterCreate };
  },
  validatePatch(value): Checked<unknown> {
    if (!isObject(value)) return { ok: false, errors: [{ path: '', code: 'INVALID_PATCH', message: 'not an object' }] };
    const bad = forbiddenKeyPath(value, '', 1);
    if (bad !== undefined) return { ok: false, errors: [{ path: bad, code: 'FORBIDDEN_KEY', message: 'forbidden' }] };
    return { ok: true, value };
  },
  validateCluster: (value) => ({ ok: true, value: value as Cluster }),
  applyPatch(cluster, patch): Patched {
    const p = patch as Record<string, unknown>;
    if (p.name !== undefined && p.name !== cluster.name) {
      return { ok: false, error: { path: '/name', code: 'IMMUTABLE', message: 'name cannot change' } };
    }
    const next = structuredClone(cluster) as Cluster & Record<string, unknown>;
    for (const [k, v] of Object.entries(p)) next[k] = v;
    return { ok: true, value: next };
  },
};
