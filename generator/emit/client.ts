/**
 * The typed client: the hand-written runtime of templates/runtime/client/. `client/index.js` is the
 * client without the validators, exported as `@mk8s/schema/client` (and found at that path by
 * resolvers that ignore `exports`); `client/validating.js` is the package root's, with the
 * validators. Both import `client/shared.js`, where the client's code and classes exist once, and
 * which no `exports` entry names, so its constructor `clientWith` is no export of either (with
 * their CommonJS forms; declarations come with every runtime module). The declarations import the
 * generated types (`../types.js`), so `createCluster` takes a `ClusterCreate` and resolves with a
 * `Cluster` whatever the spec holds.
 */
import type { Artifact, EmitContext } from './artifact.ts';
import { bundleRuntime } from './module.ts';

export async function emitClient(_derived: unknown, context: EmitContext): Promise<Artifact> {
  const [client, lean, shared] = await Promise.all([
    bundleRuntime(
      context.templates,
      'client/validating',
      'Typed client of the cluster API: createClient, responseOf.',
      ['client/shared'],
    ),
    bundleRuntime(
      context.templates,
      'client/index',
      'Typed client of the cluster API without the validators (@mk8s/schema/client): createClient, responseOf.',
      ['client/shared'],
    ),
    bundleRuntime(
      context.templates,
      'client/shared',
      'The typed client both entries share (./index.js, ./validating.js); not an entry point.',
    ),
  ]);
  return {
    files: [...client.files, ...lean.files, ...shared.files],
    exports: [
      {
        from: './client/validating.js',
        values: ['ApiRequestError', 'RequestValidationError', 'createClient', 'responseOf'],
        types: ['ApiRequestErrorInit', 'CallOptions', 'Client', 'ClientOptions', 'RequestSummary', 'ResponseInfo'],
      },
    ],
  };
}
