/**
 * The typed client: the hand-written runtime of templates/runtime/client/, compiled into the
 * package as `client/*.js` (with CommonJS forms and declarations). Its declarations import the
 * generated types (`../types.js`), so `createCluster` takes a `ClusterCreate` and resolves with a
 * `Cluster` whatever the spec holds.
 */
import type { Artifact, EmitContext } from './artifact.ts';
import { compileRuntime, emitModule } from './module.ts';

/** The client's modules, in dependency order, with the line each file is headed with. */
const CLIENT_MODULES: readonly (readonly [path: string, purpose: string])[] = [
  ['client/errors', 'Errors of the typed client: ApiRequestError and RequestValidationError.'],
  ['client/transport', 'One HTTP exchange over fetch, with abort signal and timeout.'],
  ['client/validation', 'Which validator judges which body sent or received by the client.'],
  ['client/answer', 'Reading the service answer: the cluster, or an ApiRequestError.'],
  ['client/index', 'Typed client of the cluster API: createClient.'],
];

export function emitClient(_derived: unknown, context: EmitContext): Artifact {
  const files = CLIENT_MODULES.flatMap(([path, purpose]) => {
    const source = context.templates.get(`runtime/${path}.ts`);
    if (source === undefined) throw new Error(`templates/runtime/${path}.ts is missing`);
    return emitModule(compileRuntime(path, purpose, source));
  });
  return {
    files,
    exports: [
      { from: './client/index.js', values: ['createClient'], types: ['CallOptions', 'Client', 'ClientOptions'] },
      {
        from: './client/errors.js',
        values: ['ApiRequestError', 'RequestValidationError'],
        types: ['ApiRequestErrorInit', 'RequestSummary'],
      },
    ],
  };
}
