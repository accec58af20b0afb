/**
 * Every patch example of the OpenAPI document applies, with the package's `applyClusterPatch`, to
 * the cluster the server makes from the vendorB create example (read-only fields filled by the
 * server's own `newCluster`), and the result is a valid cluster. The examples are written against
 * that cluster, so a renamed pool or mirror in either shows here.
 */
import { applyClusterPatch, type Cluster, type ClusterCreate, validateCluster } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { newCluster } from '../../server/resource.ts';
import { requestExamples } from '../helpers/openapi-contract.ts';

const CREATE = '/org/{org}/mk8s';
const PATCH = '/org/{org}/mk8s/{name}';

/** The vendorB create example, stored as the server stores a create body. */
function vendorBCluster(): Cluster {
  const example = requestExamples(CREATE, 'POST').find(([name]) => name === 'vendor-b')?.[1];
  if (example === undefined) throw new Error('the document has no vendor-b create example');
  const minted = { id: '5d2c7f0e-8b1a-4c3e-9f6d-2a4b6c8d0e1f', alias: 'a1b2c3d4e5f60718', now: new Date(0) };
  return newCluster('acme', example as ClusterCreate, minted);
}

describe('patch examples of the OpenAPI document, applied to the vendorB create example', () => {
  it('the base cluster is itself valid', () => {
    expect(validateCluster(vendorBCluster())).toMatchObject({ ok: true });
  });

  it.each(requestExamples(PATCH, 'PATCH'))('%s applies and leaves a valid cluster', (_name, patch) => {
    const base = vendorBCluster();
    const before = structuredClone(base);
    const result = applyClusterPatch(base, patch);
    expect(result.ok ? 'applied' : result.error).toBe('applied');
    if (!result.ok) return;
    expect(validateCluster(result.value)).toMatchObject({ ok: true });
    expect(result.value).not.toEqual(base);
    expect(base).toEqual(before);
  });
});
