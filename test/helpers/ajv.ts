/** Ajv (JSON Schema 2020-12, with ajv-formats) on the package's emitted schemas: the independent implementation. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { annotationKeywords } from '../../bench/peers/compiled.ts';
import { REPO } from './spec.ts';

export type AjvValidate = ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** A validator for `generated/schemas/<file>`, with every `x-mk8s-` annotation registered as a keyword. */
export function ajvFor(file: string): AjvValidate {
  const schema = JSON.parse(readFileSync(join(REPO, 'generated', 'schemas', file), 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, logger: false });
  addFormats.default(ajv);
  for (const keyword of annotationKeywords(schema)) ajv.addKeyword(keyword);
  return ajv.compile(schema) as AjvValidate;
}
