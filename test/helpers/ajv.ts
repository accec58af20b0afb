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
