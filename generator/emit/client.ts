/**
 * The typed client: the hand-written runtime of templates/runtime/client/, bundled from its entry
 * `index.ts` into `client/index.js` (with its CommonJS form; declarations come with every runtime
 * module). Its declarations import the generated types (`../types.js`), so `createCluster` takes a
 * `ClusterCreate` and resolves with a `Cluster` whatever the spec holds. `client/lean.js` is the
 * same client without the validators, exported as `@mk8s/schema/client`.
 */
import type { Artifact, EmitContext } from './artifact.ts';
import { bundleRuntime } from './module.ts';

export async function emitClient(_derived: unknown, context: EmitContext): Promise<Artifact> {
  const [client, lean] = await Promise.all([
    bundleRuntime(context.templates, 'client/index', 'Typed client of the cluster API: createClient, responseOf.'),
    bundleRuntime(
      context.templates,
      'client/lean',
      'Typed client of the cluster API without the validators (@mk8s/schema/client): createClient, responseOf.',
    ),
  ]);
  return {
    files: [...client.files, ...lean.files],
    exports: [
      {
        from: './client/index.js',
        values: ['ApiRequestError', 'RequestValidationError', 'createClient', 'responseOf'],
        types: ['ApiRequestErrorInit', 'CallOptions', 'Client', 'ClientOptions', 'RequestSummary', 'ResponseInfo'],
      },
    ],
  };
}
