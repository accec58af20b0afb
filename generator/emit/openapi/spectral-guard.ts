/**
 * A workaround in the 3.1 document for Spectral's example check (stoplightio/spectral#2548, open):
 * `oas3-valid-media-example` copies a media type's schema with every `$ref` inlined but the
 * recursive ones, and the copy keeps the free-form value's recursion as a `$ref` into `components`
 * that it no longer holds. Ajv fails to compile the copy when it meets that `$ref`, Spectral skips
 * the example without a word, and a failed compile is not cached, so it is repeated per example
 * (0.7 s each for the patch body, where the first free-form field comes late).
 *
 * Each body schema gets `propertyNames: { $ref: <the free-form value> }`: every key of the body is
 * a string within the value's length bound, so nothing is accepted or refused that was not before.
 * Ajv compiles `propertyNames` before `properties`, so the copy fails at once and the skip costs
 * about nothing: Spectral checks what it checked before (no example of ours), in a quarter of the
 * time. The 3.0 document has no `propertyNames` and leaves it out.
 * @see https://github.com/stoplightio/spectral/issues/2548
 * @see https://json-schema.org/draft/2020-12/json-schema-core#name-propertynames
 */
import { isRecord } from '../../pointer.ts';
import { SCHEMA_REF } from './components.ts';

type Schema = Record<string, unknown>;

/** `schemas` with the guard on each named body, where a recursive component accepts all of its keys. */
export function withSpectralGuard(schemas: Record<string, Schema>, bodies: readonly string[]): Record<string, Schema> {
  const recursive = Object.keys(schemas).filter((name) => includesRef(schemas[name], SCHEMA_REF + name));
  const guarded = { ...schemas };
  for (const body of bodies) {
    const schema = schemas[body];
    // Only a closed body: its keys are the names of its properties, so the guard refuses none.
    if (schema?.additionalProperties !== false || schema.propertyNames !== undefined) continue;
    const keys = propertyNames(schema);
    const value = recursive.find((name) => acceptsAsKeys(schemas[name] as Schema, keys));
    if (value !== undefined) guarded[body] = { ...schema, propertyNames: { $ref: SCHEMA_REF + value } };
  }
  return guarded;
}

function includesRef(node: unknown, ref: string): boolean {
  if (Array.isArray(node)) return node.some((item) => includesRef(item, ref));
  if (!isRecord(node)) return false;
  return node.$ref === ref || Object.values(node).some((child) => includesRef(child, ref));
}

function propertyNames(schema: Schema): string[] {
  return isRecord(schema.properties) ? Object.keys(schema.properties) : [];
}

/** Whether every one of `keys` is valid against `value`: a string branch bound at most by `maxLength`. */
function acceptsAsKeys(value: Schema, keys: readonly string[]): boolean {
  const branches = Array.isArray(value.anyOf) ? value.anyOf : [];
  return branches.some((branch) => {
    if (!isRecord(branch) || branch.type !== 'string') return false;
    if (Object.keys(branch).some((key) => key !== 'type' && key !== 'maxLength')) return false;
    const max = typeof branch.maxLength === 'number' ? branch.maxLength : Number.POSITIVE_INFINITY;
    return keys.every((key) => [...key].length <= max);
  });
}
