/**
 * The patch peers, as one call each, with their labels: json-joy (the strongest RFC 6902 applier
 * and a diff that aligns arrays), fast-json-patch (the usual choice) and microdiff (the fastest
 * object differ; its change list is not a patch format).
 */
import jsonpatch from 'fast-json-patch';
import { applyPatch as jsonJoyApplyPatch } from 'json-joy/lib/json-patch/index.js';
import { JsonPatchDiff } from 'json-joy/lib/json-patch-diff/JsonPatchDiff.js';
import microdiff from 'microdiff';
import type { Operation } from '../fixtures/patch-shapes.ts';
import { versionOf } from './compiled.ts';

export const JSON_JOY = `json-joy ${versionOf('json-joy')}`;
export const FAST_JSON_PATCH = `fast-json-patch ${versionOf('fast-json-patch')}`;
export const MICRODIFF = `microdiff ${versionOf('microdiff')}`;

/** json-joy's `applyPatch` without mutating the input (it clones the document, then applies). */
export function jsonJoyApply(document: unknown, operations: readonly Operation[]): unknown {
  return jsonJoyApplyPatch(document, operations as Parameters<typeof jsonJoyApplyPatch>[1], { mutate: false }).doc;
}

/** fast-json-patch's `applyPatch` validating each operation, without mutating the input. */
export function fastJsonPatchApply(document: unknown, operations: readonly Operation[]): unknown {
  return jsonpatch.applyPatch(document, operations as jsonpatch.Operation[], true, false).newDocument;
}

export function jsonJoyDiff(from: unknown, to: unknown): readonly unknown[] {
  return new JsonPatchDiff().diff('', from, to);
}

export function fastJsonPatchDiff(from: unknown, to: unknown): readonly Operation[] {
  return jsonpatch.compare(from as object, to as object) as Operation[];
}

export function microdiffDiff(from: unknown, to: unknown): readonly unknown[] {
  return microdiff(from as Record<string, unknown>, to as Record<string, unknown>);
}
