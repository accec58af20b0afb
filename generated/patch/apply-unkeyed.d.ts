// generated from spec/ — do not edit
// Types of templates/runtime/patch/apply-unkeyed.ts.
/**
* `$patch/` of the unkeyed array (rule 10): each element patch selects by example — its plain
* members must be equal in exactly one element — in the order given, each seeing the array as the
* earlier ones left it. Elements are found through an index of their members (name and value), so
* an element patch looks only at the elements that share its rarest selector member.
*/
import type { ApplyContext } from "./context.js";
import { type Path } from "./json.js";
export declare function patchByExample(context: ApplyContext, working: unknown[], patches: readonly unknown[], path: Path | undefined): void;
