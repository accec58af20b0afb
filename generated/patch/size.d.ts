// generated from spec/ — do not edit
// Types of templates/runtime/patch/size.ts.
/** The size of `value` when it is above `limit`; `undefined` when it is within. */
export declare function sizeAbove(value: unknown, limit: number): number | undefined;
/** The exact size of `value`'s JSON text. */
export declare function exactSize(value: unknown): number;
