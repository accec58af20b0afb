/**
 * Ajv (JSON Schema 2020-12) on the package's emitted schemas: the independent implementation. Its
 * defaults (strict mode) and nothing registered: the published schemas are standard JSON Schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validator } from '@exodus/schemasafe';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { REPO } from './spec.ts';

export type AjvValidate = ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** A validator for `generated/schemas/<file>`, reporting every error. */
export function ajvFor(file: string): AjvValidate {
  const schema = JSON.parse(readFileSync(join(REPO, 'generated', 'schemas', file), 'utf8'));
  return new Ajv2020({ allErrors: true }).compile(schema) as AjvValidate;
}

/** @exodus/schemasafe, a second independent implementation, with its defaults, on `generated/schemas/<file>`. */
export function schemasafeFor(file: string): (value: unknown) => boolean {
  const schema = JSON.parse(readFileSync(join(REPO, 'generated', 'schemas', file), 'utf8'));
  const validate = validator(schema, { includeErrors: true, allErrors: true });
  // The instances are JSON values (the differential test parses them from JSON text).
  return (value) => validate(value as Parameters<typeof validate>[0]);
}

const patchSchema = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(REPO, 'generated', 'schemas', 'cluster-patch.json'), 'utf8'));
let patchRoot: Record<string, unknown> | undefined;

/**
 * Whether an Ajv error on `schemas/cluster-patch.json` is a patch level's CONFLICT rules refusing
 * it: the level's `not` whose branches each name keys that must not be present together
 * (`required`, generator/emit/patch-conflicts.ts), told apart from the other `not` of the schema
 * (an unkeyed element patch must hold a member that is no operator: `propertyNames`).
 */
export function isConflictRule(error: ErrorObject): boolean {
  if (error.keyword !== 'not') return false;
  patchRoot ??= patchSchema();
  let node: unknown = patchRoot;
  for (const token of error.schemaPath.replace(/^#\/?/, '').split('/')) {
    if (token === '' || typeof node !== 'object' || node === null) break;
    node = (node as Record<string, unknown>)[decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  const rules = node as { required?: unknown; anyOf?: { required?: unknown }[] } | undefined;
  return rules?.required !== undefined || (rules?.anyOf?.every((branch) => branch.required !== undefined) ?? false);
}
