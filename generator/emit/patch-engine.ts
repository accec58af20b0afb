/**
 * The patch engine in the package: the hand-written runtime (templates/runtime/patch/, bundled from
 * its entry `index.ts`), the model it interprets (`patch/cluster-model.js`, data emitted from the
 * derived models), and the user documentation of the semantics (`docs/patch-semantics.md`, copied
 * from the project's docs).
 */
import type { DerivedIR } from '../derive/types.ts';
import type { Artifact, EmitContext } from './artifact.ts';
import { _, type JsonValue, literal } from './code.ts';
import type { EmittedFile } from './file.ts';
import { bundleRuntime, emitModule } from './module.ts';
import { buildPatchModel } from './patch-model.ts';

const SEMANTICS_DOC = 'patch-semantics.md';

export async function emitPatchEngine(derived: DerivedIR, context: EmitContext): Promise<Artifact> {
  const [engine, model] = await Promise.all([
    bundleRuntime(context.templates, 'patch/index', 'The patch engine: applyClusterPatch and diffClusters.'),
    emitModelModule(derived),
  ]);
  return {
    files: [...engine.files, ...model, ...copyDocs(context)],
    exports: [
      { from: './patch/index.js', values: ['applyClusterPatch', 'diffClusters'] },
      { from: './patch/index.js', types: ['PatchError', 'PatchErrorCode', 'PatchResult'] },
    ],
  };
}

function emitModelModule(derived: DerivedIR): Promise<EmittedFile[]> {
  const data = literal(buildPatchModel(derived) as unknown as JsonValue, 2);
  return emitModule({
    path: 'patch/cluster-model',
    purpose: 'What the patch engine knows about each type of the cluster resource (from spec/).',
    esm: _`/** @type {import('./model.js').PatchModelData} */\nexport const clusterPatchModel = ${data};\n`,
    dts: _`import type { PatchModelData } from './model.js';\nexport declare const clusterPatchModel: PatchModelData;\n`,
  });
}

function copyDocs(context: EmitContext): EmittedFile[] {
  const text = context.docs?.get(SEMANTICS_DOC);
  return text === undefined ? [] : [{ path: `docs/${SEMANTICS_DOC}`, contents: text }];
}
