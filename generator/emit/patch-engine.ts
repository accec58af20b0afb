/**
 * The patch engine in the package: the hand-written runtime (templates/runtime/patch/*.ts, compiled
 * as is), the model it interprets (`patch/cluster-model.js`, data emitted from the derived models),
 * the module that wires them to the validators (`patch/index.js`), and the user documentation of
 * the semantics (`docs/patch-semantics.md`, copied from the project's docs).
 */
import type { DerivedIR } from '../derive/types.ts';
import type { Artifact, EmitContext } from './artifact.ts';
import { _, type JsonValue, literal } from './code.ts';
import type { EmittedFile } from './file.ts';
import { compileRuntime, emitModule } from './module.ts';
import { buildPatchModel } from './patch-model.ts';

const RUNTIME = 'runtime/patch/';
const SEMANTICS_DOC = 'patch-semantics.md';

export function emitPatchEngine(derived: DerivedIR, context: EmitContext): Artifact {
  const runtime = [...context.templates]
    .filter(([path]) => path.startsWith(RUNTIME) && path.endsWith('.ts'))
    .flatMap(([path, source]) => {
      const name = path.slice(RUNTIME.length, -'.ts'.length);
      return emitModule(compileRuntime(`patch/${name}`, `Patch engine: ${name} (templates/${path}).`, source));
    });
  return {
    files: [...runtime, ...emitModelModule(derived), ...emitWiring(), ...copyDocs(context)],
    exports: [
      { from: './patch/index.js', values: ['applyClusterPatch', 'diffClusters'] },
      { from: './patch/index.js', types: ['PatchError', 'PatchErrorCode', 'PatchResult'] },
    ],
  };
}

function emitModelModule(derived: DerivedIR): EmittedFile[] {
  const data = literal(buildPatchModel(derived) as unknown as JsonValue, 2);
  return emitModule({
    path: 'patch/cluster-model',
    purpose: 'What the patch engine knows about each type of the cluster resource (from spec/).',
    esm: _`/** @type {import('./model.js').PatchModelData} */\nexport const clusterPatchModel = ${data};\n`,
    dts: _`import type { PatchModelData } from './model.js';\nexport declare const clusterPatchModel: PatchModelData;\n`,
  });
}

function emitWiring(): EmittedFile[] {
  const esm = [
    "import { validateCluster, validateClusterPatch } from '../validators/index.js';",
    "import { clusterPatchModel } from './cluster-model.js';",
    "import { createPatchEngine } from './engine.js';",
    '',
    '// The patch validator decides FORBIDDEN_KEY, LIMIT, INVALID_PATCH and CONFLICT; the resource',
    '// validator decides INVALID_RESULT. The engine decides the rest.',
    'const engine = /* @__PURE__ */ createPatchEngine(clusterPatchModel, {',
    '  validatePatch: validateClusterPatch,',
    '  validateResult: validateCluster,',
    '});',
    '',
    '/** Applies a patch body to a cluster resource: a new resource, or the patch error. */',
    'export function applyClusterPatch(cluster, patch) {',
    '  return engine.apply(cluster, patch);',
    '}',
    '',
    '/** A patch body that turns `from` into `to` (never a rename; read-only fields ignored). */',
    'export function diffClusters(from, to) {',
    '  return engine.diff(from, to);',
    '}',
    '',
  ].join('\n');
  const dts = [
    "import type { ClusterPatch } from '../patch-types.js';",
    "import type { Cluster } from '../types.js';",
    "import type { PatchError } from './errors.js';",
    "export type { PatchError, PatchErrorCode } from './errors.js';",
    '',
    '/** The outcome of applying a patch: the new resource, or the first error by precedence. */',
    'export type PatchResult = { ok: true; value: Cluster } | { ok: false; error: PatchError };',
    '',
    '/**',
    ' * Applies a patch body to a cluster resource (docs/patch-semantics.md): the patch is checked on its own',
    ' * (FORBIDDEN_KEY, LIMIT, INVALID_PATCH, CONFLICT), applied (IMMUTABLE, NOT_FOUND, AMBIGUOUS, EXISTS), and',
    ' * the result checked as a resource (INVALID_RESULT). Never throws and never mutates its arguments. The',
    ' * result shares nothing with `patch`; it may share unchanged members with `cluster`, so copy it before',
    ' * changing it in place.',
    ' */',
    'export declare function applyClusterPatch(cluster: Cluster, patch: unknown): PatchResult;',
    '',
    '/** A patch body that turns `from` into `to`: `applyClusterPatch(from, diffClusters(from, to))` gives `to`. */',
    'export declare function diffClusters(from: Cluster, to: Cluster): ClusterPatch;',
    '',
  ].join('\n');
  return emitModule({ path: 'patch/index', purpose: 'applyClusterPatch and diffClusters.', esm, dts });
}

function copyDocs(context: EmitContext): EmittedFile[] {
  const text = context.docs?.get(SEMANTICS_DOC);
  return text === undefined ? [] : [{ path: `docs/${SEMANTICS_DOC}`, contents: text }];
}
