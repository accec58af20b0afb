// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-unkeyed.ts.
import type { ApplyContext } from "./context.cjs";
import { type Path } from "./json.cjs";
export declare function patchByExample(context: ApplyContext, working: unknown[], patches: readonly unknown[], path: Path | undefined): void;
