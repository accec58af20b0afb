/**
 * Type tests of `@mk8s/schema/client`, the client without validators: validation cannot be turned
 * on, neither for the client nor for one call; everything else is the root's client.
 */
import type { Cluster, ClusterCreate, ApiRequestError as RootError } from '@mk8s/schema';
import { ApiRequestError, createClient, type LeanCallOptions, type LeanClient } from '@mk8s/schema/client';

declare const body: ClusterCreate;
const client: LeanClient = createClient({ baseUrl: 'https://api.example.com', apiKey: 'key' });
const off = createClient({ baseUrl: 'https://api.example.com', apiKey: 'key', validate: false });

// @ts-expect-error this client has no validators
const on = createClient({ baseUrl: 'https://api.example.com', apiKey: 'key', validate: true });

const created: Promise<Cluster> = client.createCluster('acme', body, { validate: false, timeout: 1000 });
const read: Promise<Cluster> = client.getCluster('acme', 'prod-eu-1', { signal: AbortSignal.timeout(1000) });
const patched: Promise<Cluster> = off.patchCluster('acme', 'prod-eu-1', { description: 'x' }, { ifMatch: 3 });

// @ts-expect-error a call cannot turn validation on either
const createValidated = client.createCluster('acme', body, { validate: true });
// @ts-expect-error a call cannot turn validation on either
const patchValidated = client.patchCluster('acme', 'prod-eu-1', {}, { validate: true });
// @ts-expect-error validate is false or absent, not any boolean
const maybe: LeanCallOptions = { validate: Math.random() > 0.5 };

// One class behind both entries: the root's type accepts the lean entry's error and back.
const asRoot: RootError = new ApiRequestError({
  status: 404,
  body: { status: 404, code: 'NOT_FOUND', message: 'gone', id: 'e' },
  operation: 'getCluster',
  method: 'GET',
  path: '/org/acme/mk8s/gone',
});
const asLean: ApiRequestError = asRoot;

export { asLean, created, createValidated, maybe, on, patched, patchValidated, read };
