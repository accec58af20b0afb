/**
 * For generated valid create bodies, the record a server builds from each — with its service fields
 * right, or one of them wrong — is judged by `validateCreatedCluster(record, body)` exactly as by
 * `validateCluster(record)`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClusterCreate,
  validateCluster,
  validateClusterCreate,
  validateCreatedCluster,
} from '../../generated/index.js';
import { newCluster } from '../../server/resource.ts';
import { CREATE, createValues, type Gen, pick } from './arbitrary.ts';

const RUNS = Number(process.env.CREATED_RUNS ?? 400);

type Record_ = Record<string, unknown>;

/** Ways a server could build a service field wrong, each with the field it breaks. */
const FAULTS: readonly ((record: Record_) => void)[] = [
  (r) => delete r.id,
  (r) => (r.kind = 'cluster'),
  (r) => (r.version = 0),
  (r) => (r.version = 1.5),
  (r) => (r.created = 'yesterday'),
  (r) => (r.lastModified = 7),
  (r) => (r.links = [{ rel: 'self' }]),
  (r) => (r.links = 'self'),
  (r) => (r.alias = { short: 'a' }),
  (r) => (r.status = []),
  (r) => (r.status = { unknownMember: true }),
];

/** A valid create body as a server gets it (parsed from JSON text), or undefined. */
function validBody(g: Gen): ClusterCreate | undefined {
  const body = JSON.parse(JSON.stringify(createValues.object(g, CREATE, 0)));
  const checked = validateClusterCreate(body);
  return checked.ok ? checked.value : undefined;
}

describe('validateCreatedCluster agrees with validateCluster', () => {
  it('on the records of generated valid create bodies, with right and wrong service fields', () => {
    let valid = 0;
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const body = validBody(g);
        fc.pre(body !== undefined);
        if (body === undefined) return;
        valid++;
        const now = new Date(Date.UTC(2030, 0, g(fc.integer, { min: 1, max: 28 })));
        const record = newCluster(g(fc.constantFrom, 'acme', 'o'), body, {
          id: 'c-1',
          alias: 'a1',
          now,
        }) as unknown as Record_;
        const faults = g(fc.integer, { min: 0, max: 2 });
        for (let i = 0; i < faults; i++) pick(g, FAULTS)(record);
        const bytes = Buffer.byteLength(JSON.stringify(record));
        const expected = validateCluster(record);
        expect(validateCreatedCluster(record, body)).toEqual(expected);
        expect(validateCreatedCluster(record, body, bytes)).toEqual(expected);
        if (faults === 0) expect(expected.ok).toBe(true);
      }),
      { numRuns: RUNS },
    );
    // the generator must give valid bodies, or the property says nothing
    expect(valid).toBeGreaterThan(RUNS / 2);
  });
});
