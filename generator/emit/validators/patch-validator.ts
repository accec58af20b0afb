/**
 * The patch validator, emitted once: one function runs the screen of rule 14 as its first step and
 * then the check of every patch level, and both entries to it are thin calls. `validateClusterPatch`
 * (public) always screens; the patch engine's `validateClusterPatchScreened` (not exported by the
 * package root) leaves the screen out for its own copy of a patch, which it screened while making it
 * and found clean (templates/runtime/patch/clone.ts). Anything else goes through the public validator.
 */
import { _, type Code, indent, jsdoc, lines, name } from '../code.ts';
import { rootCheck } from './root-check.ts';

/** How a patch validator reaches the patch model: the variable holding it, and its operators. */
export interface PatchModelAccess {
  readonly model: Code;
  readonly operators: Code;
}

/** The one function behind both entries: `(value, options, screened, proven)`. */
export const PATCH_VALIDATION = name('validatePatchBody');

/** `validatePatchBody`: the screen (unless `screened`), then the check of the patch's root type. */
export function patchValidation(type: string, patch: PatchModelAccess): Code {
  const doc = jsdoc([
    `The patch validator behind \`validate${type}\` and the engine's \`validate${type}Screened\`: the screen of rule 14 first (forbidden keys, depth and entry limits, members holding \`undefined\`), left out when \`screened\` says the engine already ran it on its own copy, then the check of every level, which takes the values of free-form members that \`proven\` (the engine's, for its copy) answers for as valid unread.`,
  ]);
  const body = lines([
    _`${patch.model} ??= compileModel(clusterPatchModel);`,
    _`const r = startRun(options, true);`,
    // the engine's proof of free-form values for its copy (templates/runtime/patch/proofs.ts): the
    // check of a free-form member's value asks it before walking the value (patch-check.ts)
    _`r.proven = proven;`,
    // the bytes of a cluster: what a patch's items compared as JSON text may take (canonicalIn)
    _`r.limit = ${patch.model}.maxBytes;`,
    _`try {`,
    _`  ${rootCheck(type, _`(screened || screenPatch(r, value, ${patch.operators}))`)}`,
    _`} catch (error) {`,
    _`  unreadable(r, error);`,
    _`}`,
    _`return finishRun(r, value);`,
  ]);
  return _`${doc}function ${PATCH_VALIDATION}(value, options, screened, proven) {\n${indent(body)}\n}\n`;
}

/** The public patch validator's body: the screen always runs, every value is walked (no proof). */
export function screeningCall(params: Code): Code {
  return _`return ${PATCH_VALIDATION}(${params}, false);`;
}

/** The patch engine's entry: the same validator, without the screen the engine ran while copying. */
export function screenedPatchValidator(type: string): { readonly code: Code; readonly declaration: Code } {
  const fn = name(`validate${type}Screened`);
  const doc = jsdoc([
    `For the patch engine: validates a {@link ${type}} as \`validate${type}\` does, but without the screen of rule 14 (forbidden keys, depth and entry limits, members holding \`undefined\`), which the engine ran on its own copy of the patch while making it, and without a walk of the values of free-form members for which \`proven\` answers true (the engine's proof, for its copy). Never throws.`,
  ]);
  // the limits are the validators' own (FreeFormLimits, internal to them): the engine reads them
  const proven = _`proven?: (value: unknown, limits: object) => boolean`;
  return {
    code: _`${doc}export function ${fn}(value, proven) {\n  return ${PATCH_VALIDATION}(value, undefined, true, proven);\n}\n`,
    declaration: _`${doc}export declare function ${fn}(value: unknown, ${proven}): ValidationResult<${name(type)}>;\n`,
  };
}
