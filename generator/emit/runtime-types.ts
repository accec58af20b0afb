/**
 * The declarations of the hand-written runtime: every module of templates/runtime/ ships its
 * `.d.ts` (and `.d.cts`) in its place, whichever bundle its code went into, so the types of the
 * runtime keep their names and JSDoc.
 */
import type { Artifact, EmitContext } from './artifact.ts';
import { runtimeDeclarations } from './module.ts';

export function emitRuntimeTypes(_derived: unknown, context: EmitContext): Artifact {
  return { files: runtimeDeclarations(context.templates) };
}
