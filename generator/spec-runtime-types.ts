/**
 * Types the package's runtime declares that the spec may define too, to publish their shape in the
 * schemas and the OpenAPI document (`ValidationIssue`, the items of `ApiErrorDetails.issues`). The
 * package keeps one type per name: the spec check holds the spec's object to the runtime's members
 * (check/runtime-types.ts), and the emitted types re-export the runtime's declaration
 * (emit/ts-types.ts).
 */

/** A runtime type a spec type may stand for: where the package declares it, and its string members. */
export interface RuntimeType {
  /** The declaring module, relative to the package root. */
  readonly module: string;
  /** The declaration in the templates, for messages. */
  readonly source: string;
  /** Each member, and whether it is required. */
  readonly members: Readonly<Record<string, boolean>>;
}

export const RUNTIME_TYPES: ReadonlyMap<string, RuntimeType> = new Map([
  [
    'ValidationIssue',
    {
      module: './validators/runtime.js',
      source: 'templates/runtime/validators/core.ts',
      members: { path: true, code: true, message: true, detail: false },
    },
  ],
]);
