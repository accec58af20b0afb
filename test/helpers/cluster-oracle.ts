/**
 * An independent judge of cluster resources for property tests: Ajv (a JSON Schema 2020-12
 * implementation) on the package's `schemas/cluster.json`, plus the two rules JSON Schema cannot
 * state (unique identifiers in keyed arrays, `minSize <= maxSize` with an absent bound as its default).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { boundsInOrder } from './bounds.ts';
import { annotatedSchema } from './spec.ts';

type Schema = Record<string, unknown>;

// With its annotations: the identifiers of keyed arrays are read from `x-mk8s-key`.
const schema = (await annotatedSchema('cluster.json')) as Schema;
const ajv = new Ajv2020({ strict: false });
addFormats.default(ajv);
const validate = ajv.compile(schema);
const defs = schema.$defs as Record<string, Schema>;

export function isValidCluster(value: unknown): boolean {
  return validate(value) && keysAndSizesHold(schema, value);
}

/** Why `value` is not valid, for failure messages. */
export function clusterProblems(value: unknown): string {
  if (!validate(value)) return JSON.stringify(validate.errors);
  return keysAndSizesHold(schema, value) ? '' : 'duplicate identifier or minSize > maxSize';
}

function keysAndSizesHold(node: Schema, value: unknown): boolean {
  let current = node;
  while (typeof current.$ref === 'string') current = defs[current.$ref.replace('#/$defs/', '')] as Schema;
  if (Array.isArray(value)) {
    const key = current['x-mk8s-key'];
    if (typeof key === 'string') {
      const ids = value.map((e) => (e as Record<string, unknown>)[key]);
      if (new Set(ids).size !== ids.length) return false;
    }
    return value.every((e) => keysAndSizesHold((current.items ?? {}) as Schema, e));
  }
  if (typeof value !== 'object' || value === null) return true;
  const object = value as Record<string, unknown>;
  const properties = (current.properties ?? {}) as Record<string, Schema>;
  if (!boundsInOrder(object, properties)) return false;
  return Object.keys(object).every((k) => properties[k] === undefined || keysAndSizesHold(properties[k], object[k]));
}
