/**
 * The patch error codes, their precedence, and the collector the engine reports into: when several
 * errors apply, the one whose code comes first in the vocabulary's `PATCH_ERROR_CODES` wins
 * (docs/patch-semantics.md).
 */

import { type Path, pointerText } from './json.js';
import { PATCH_ERROR_CODES, type PatchErrorCode } from './vocabulary.js';

export type { PatchErrorCode } from './vocabulary.js';

export interface PatchError {
  readonly code: PatchErrorCode;
  /** JSON Pointer into the patch (into the result, for `INVALID_RESULT`). */
  readonly path: string;
  readonly message: string;
}

export function rankOf(code: string): number {
  const rank = PATCH_ERROR_CODES.indexOf(code as PatchErrorCode);
  return rank === -1 ? PATCH_ERROR_CODES.length : rank;
}

/** Collects the errors met while applying and keeps the one of highest precedence (first met on a tie). */
export class ErrorCollector {
  error: PatchError | undefined = undefined;

  report(code: PatchErrorCode, path: Path | undefined, message: string): void {
    if (this.error === undefined || rankOf(code) < rankOf(this.error.code)) {
      this.error = { code, path: pointerText(path), message };
    }
  }
}
