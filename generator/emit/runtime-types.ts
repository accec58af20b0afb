/**
 * The declarations of the hand-written runtime: every module of templates/runtime/ that the
 * selected artifacts' code reaches ships its `.d.ts` (and `.d.cts`) in its place, whichever bundle
 * its code went into, so the types of the runtime keep their names and JSDoc. A package of
 * validators only gets the validators' runtime and the parts of `patch/` they read (the patch model
 * and the vocabulary), not the engine's.
 */
import { posix } from 'node:path';
import { ARTIFACT_NAMES, type ArtifactName } from '../artifacts.ts';
import type { Artifact, EmitContext } from './artifact.ts';
import { runtimeDeclarations, runtimeSources } from './module.ts';

/** The runtime modules each artifact bundles from (the emitters' entries). */
const RUNTIME_ENTRIES: ReadonlyMap<ArtifactName, readonly string[]> = new Map<ArtifactName, readonly string[]>([
  ['validators', ['validators/runtime.ts']],
  ['patch', ['patch/index.ts']],
  ['client', ['client/validating.ts', 'client/index.ts']],
]);

/** The artifacts whose code is runtime: the emitter runs when one of them is selected. */
export const RUNTIME_ARTIFACTS: readonly ArtifactName[] = [...RUNTIME_ENTRIES.keys()];

export function emitRuntimeTypes(_derived: unknown, context: EmitContext): Artifact {
  const selected = context.artifacts ?? new Set(ARTIFACT_NAMES);
  const entries = [...RUNTIME_ENTRIES].filter(([artifact]) => selected.has(artifact)).flatMap(([, entry]) => entry);
  return { files: runtimeDeclarations(context.templates, reachedModules(context.templates, entries)) };
}

/** The runtime modules `entries` import, directly or not, by their path in the package. */
function reachedModules(templates: ReadonlyMap<string, string>, entries: readonly string[]): ReadonlySet<string> {
  const sources = runtimeSources(templates);
  const reached = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const source = sources.get(file);
    if (reached.has(file) || source === undefined) continue;
    reached.add(file);
    for (const specifier of relativeImports(source)) {
      pending.push(posix.join(posix.dirname(file), specifier).replace(/\.js$/, '.ts'));
    }
  }
  return reached;
}

/** The relative module specifiers of `import … from` and `export … from` in a TypeScript source. */
function relativeImports(source: string): string[] {
  return [...source.matchAll(/\bfrom\s+(['"])(\.{1,2}\/[^'"]+)\1/g)].map((match) => match[2] ?? '');
}
