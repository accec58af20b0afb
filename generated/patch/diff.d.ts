// generated from spec/ — do not edit
// Types of templates/runtime/patch/diff.ts.
import { type JsonObject } from "./json.js";
import type { CompiledField, CompiledType } from "./model.js";
/** The patch that turns `a` into `b`, objects of `type` (`undefined` when nothing changed). */
export declare function diffObject(type: CompiledType, a: unknown, b: unknown, selector: string | undefined): JsonObject | undefined;
/** A value of `field` in input shape: fields the create form lacks are left out, nothing shared. */
export declare function project(field: CompiledField, value: unknown): unknown;
/** An object of `type` in input shape, its members in schema order. */
export declare function projectObject(type: CompiledType, value: unknown): unknown;
