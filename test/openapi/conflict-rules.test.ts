/**
 * The CONFLICT rules JSON Schema can state are in the package's patch schema
 * (`schemas/cluster-patch.json`) and not in the OpenAPI document (docs/decisions.md, "Time to read
 * the document, per matrix tool"): each kind of conflict the document's description names is
 * accepted by the document's `ClusterPatch`, refused by the patch schema and refused by
 * `validateClusterPatch` with CONFLICT; a patch with no conflict is accepted by all three.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateClusterPatch } from '@mk8s/schema';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ajvFor } from '../helpers/ajv.ts';
import { REPO } from '../helpers/spec.ts';

const doc = JSON.parse(readFileSync(join(REPO, 'generated', 'openapi.json'), 'utf8'));
const description: string = doc.info.description;
// The document's schema as a tool reads it: its components, the extensions allowed.
const documentPatch = new Ajv2020({ allErrors: true, strict: false }).compile({
  $ref: '#/components/schemas/ClusterPatch',
  components: doc.components,
});
const patchSchema = ajvFor('cluster-patch.json');

/** Each kind the description names as accepted here and refused by the service, with a patch of that kind. */
const ONLY_THE_SERVICE_REFUSES: readonly [string, string, unknown][] = [
  ['`tags` beside `$replace/tags`', 'a plain value and $replace/', { tags: { a: 'b' }, '$replace/tags': { c: 'd' } }],
  [
    '`firewall` beside `$append/firewall`',
    'a plain value and an array operator',
    { spec: { firewall: [], '$append/firewall': [] } },
  ],
  [
    '`$drop/…` beside `$retain/…`',
    'the two removals of one array',
    { spec: { '$drop/firewall': [], '$retain/firewall': [] } },
  ],
  [
    'a `$drop` that lists a field beside a key that targets that field',
    'a $drop entry and the plain field',
    { spec: { $drop: ['version'], version: '1.32.9' } },
  ],
  [
    'a `$drop` that lists a field beside a key that targets that field',
    'a $drop entry and an array operator',
    { spec: { $drop: ['firewall'], '$drop/firewall': [] } },
  ],
];

describe('CONFLICT rules: in the patch schema, left out of the OpenAPI document, named in its description', () => {
  it.each(ONLY_THE_SERVICE_REFUSES)('%s (%s)', (named, _kind, patch) => {
    expect(description).toContain(named);
    expect(documentPatch(patch), JSON.stringify(documentPatch.errors)).toBe(true);
    expect(patchSchema(patch)).toBe(false);
    const result = validateClusterPatch(patch);
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toContain('CONFLICT');
  });

  it('a patch that targets each field once is accepted by all three', () => {
    const patch = { tags: { a: 'b' }, spec: { $drop: ['addOns'], '$drop/firewall': [], version: '1.32.9' } };
    expect(documentPatch(patch), JSON.stringify(documentPatch.errors)).toBe(true);
    expect(patchSchema(patch), JSON.stringify(patchSchema.errors)).toBe(true);
    expect(validateClusterPatch(patch).ok).toBe(true);
  });

  it('the document says where the rules are, and carries none of them', () => {
    expect(description).toContain('`schemas/cluster-patch.json` of `@mk8s/schema`');
    expect(JSON.stringify(doc.components.schemas)).not.toMatch(/"not":\{"(?:required|anyOf)"/);
  });
});
