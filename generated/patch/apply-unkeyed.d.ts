// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-unkeyed.ts.
import type { ApplyContext } from "./context.js";
import { type Path } from "./json.js";
export declare function patchByExample(context: ApplyContext, working: unknown[], patches: readonly unknown[], path: Path | undefined): void;
