/**
 * The fixture table (test/fixtures/patch/*.json), in the record format of the public JSON Patch
 * test suite: `{ comment, doc, patch, expected }` or `{ comment, doc, patch, error }` with `error`
 * a patch error code. Every record runs through applyClusterPatch on deep-frozen inputs, and every
 * success record also drives the diff: apply(doc, diff(doc, expected)) equals expected.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyClusterPatch, type Cluster, diffClusters, validateClusterPatch } from '../../../generated/index.js';
import { deepFreeze } from '../../helpers/json.ts';
import { REPO } from '../../helpers/spec.ts';

interface FixtureRecord {
  readonly comment: string;
  readonly doc: Cluster;
  readonly patch: unknown;
  readonly expected?: Cluster;
  readonly error?: string;
}

const DIR = join(REPO, 'test', 'fixtures', 'patch');
const tables = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => [file, JSON.parse(readFileSync(join(DIR, file), 'utf8')) as FixtureRecord[]] as const);
const all = tables.flatMap(([, records]) => records);
const STATIC_CODES = new Set(['FORBIDDEN_KEY', 'LIMIT', 'INVALID_PATCH', 'CONFLICT']);

describe('the patch fixture table', () => {
  it('has at least 150 records, 40 of them errors, with unique comments', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((r) => r.error !== undefined).length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((r) => r.comment)).size).toBe(all.length);
    for (const record of all) expect(Object.hasOwn(record, 'expected') !== Object.hasOwn(record, 'error')).toBe(true);
  });

  it('covers every error code', () => {
    const codes = new Set(all.map((r) => r.error));
    for (const code of [...STATIC_CODES, 'IMMUTABLE', 'NOT_FOUND', 'AMBIGUOUS', 'EXISTS', 'INVALID_RESULT']) {
      expect(codes).toContain(code);
    }
  });
});

describe.each(tables)('%s', (_, records) => {
  it.each(records.map((r) => [r.comment, r] as const))('%s', (_, record) => {
    const doc = deepFreeze(structuredClone(record.doc));
    const patch = deepFreeze(structuredClone(record.patch));
    const result = applyClusterPatch(doc, patch);
    if (record.error !== undefined) {
      expect(result).toMatchObject({ ok: false, error: { code: record.error } });
      // The patch validator decides exactly the first four codes, without the document.
      const checked = validateClusterPatch(patch);
      expect(checked.ok).toBe(!STATIC_CODES.has(record.error));
      return;
    }
    expect(result).toEqual({ ok: true, value: record.expected });
  });

  it.each(records.filter((r) => r.expected !== undefined).map((r) => [r.comment, r] as const))(
    'diff round trip: %s',
    (_, record) => {
      const expected = record.expected as Cluster;
      const diff = diffClusters(deepFreeze(structuredClone(record.doc)), deepFreeze(structuredClone(expected)));
      expect(applyClusterPatch(record.doc, diff)).toEqual({ ok: true, value: expected });
    },
  );
});
