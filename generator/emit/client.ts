/**
 * The typed client: the hand-written runtime of templates/runtime/client/. `client/index.js` is the
 * client without the validators, exported as `@mk8s/schema/client` (and found at that path by
 * resolvers that ignore `exports`); `client/validating.js` (the package root's) imports it and adds
 * the validators, so the client's code and classes exist once (with
 * their CommonJS forms; declarations come with every runtime module). The declarations import the
 * generated types (`../types.js`), so `createCluster` takes a `ClusterCreate` and resolves with a
 * `Cluster` whatever the spec holds.
 */
import type { Artifact, EmitContext } from './artifact.ts';
import { bundleRuntime } from './module.ts';

export async function emitClient(_derived: unknown, context: EmitContext): Promise<Artifact> {
  const [client, lean] = await Promise.all([
    bundleRuntime(
      context.templates,
      'client/validating',
      'Typed client of the cluster API: createClient, responseOf.',
      ['client/index'],
    ),
    bundleRuntime(
      context.templates,
      'client/index',
      'Typed client of the cluster API without the validators (@mk8s/schema/client): createClient, responseOf.',
    ),
  ]);
  return {
    files: [...client.files, ...lean.files],
    exports: [
      {
        from: './client/validating.js',
        values: ['ApiRequestError', 'RequestValidationError', 'createClient', 'responseOf'],
        types: ['ApiRequestErrorInit', 'CallOptions', 'Client', 'ClientOptions', 'RequestSummary', 'ResponseInfo'],
      },
    ],
  };
}
