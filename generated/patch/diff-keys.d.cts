// generated from spec/ — do not edit
// Types of templates/runtime/patch/diff-keys.ts.
/**
* The operator keys a diff writes for an array field (`$drop/zones`, `$patch/zones`, `$append/zones`),
* made once per field: a key concatenated on every change is a new string that each write into the
* patch has to look up in V8's table of names again.
*/
import type { CompiledField, CompiledOperators } from "./model.cjs";
export declare function arrayKeys(operators: CompiledOperators, field: CompiledField): {
	readonly remove: string | undefined;
	readonly patch: string | undefined;
	readonly append: string | undefined;
};
/** `key`, the operator key a change of `field` needs. */
export declare function needKey(key: string | undefined, field: CompiledField): string;
