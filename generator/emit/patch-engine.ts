/**
 * The patch engine in the package: the hand-written runtime (templates/runtime/patch/, bundled from
 * its entry `index.ts`) and the user documentation of the semantics (`docs/patch-semantics.md`,
 * copied from the project's docs). The model it interprets (`patch/cluster-model.js`) is its own
 * emitter, `emitPatchModel`, because the validators read it too.
 */
import type { Artifact, EmitContext } from './artifact.ts';
import type { EmittedFile } from './file.ts';
import { bundleRuntime } from './module.ts';

const SEMANTICS_DOC = 'patch-semantics.md';

export async function emitPatchEngine(_derived: unknown, context: EmitContext): Promise<Artifact> {
  // the validators' runtime, which the engine's size limit counts with, is a module of its own
  const engine = await bundleRuntime(
    context.templates,
    'patch/index',
    'The patch engine: applyClusterPatch and diffClusters.',
    ['validators/runtime'],
  );
  return {
    files: [...engine.files, ...copyDocs(context)],
    exports: [
      {
        from: './patch/index.js',
        values: [
          'applyClusterPatch',
          'diffClusters',
          'prepareClusterPatch',
          'applyToStoredCluster',
          'validateCreatedCluster',
        ],
      },
      {
        from: './patch/index.js',
        types: ['PatchError', 'PatchErrorCode', 'PatchResult', 'PreparedClusterPatch', 'PreparedPatch'],
      },
    ],
  };
}

function copyDocs(context: EmitContext): EmittedFile[] {
  const text = context.docs?.get(SEMANTICS_DOC);
  return text === undefined ? [] : [{ path: `docs/${SEMANTICS_DOC}`, contents: text }];
}
