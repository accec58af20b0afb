/**
 * `validateCreatedCluster(record, body)`: the record a server builds from a create body that passed
 * `validateClusterCreate` is judged exactly as `validateCluster` judges it, reading only the service's
 * fields, the members whose shape differs on read, and the size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Cluster,
  type ClusterCreate,
  validateCluster,
  validateClusterCreate,
  validateCreatedCluster,
} from '../../../generated/index.js';
import { clusterPatchModel } from '../../../generated/patch/cluster-model.js';
import { newCluster } from '../../../server/resource.ts';
import { fullCreateBody, type Json } from '../../helpers/bodies.ts';
import { deepFreeze } from '../../helpers/json.ts';
import { REPO } from '../../helpers/spec.ts';

const MINTED = { id: 'c-0123', alias: '0123456789abcdef', now: new Date('2030-01-31T12:00:00.000Z') };

function vendorABody(): Json {
  return JSON.parse(readFileSync(join(REPO, 'test/fixtures/bodies/create-vendor-a.json'), 'utf8'));
}

/** The body as checked, and the record the server builds from it. */
function created(body: Json): { body: ClusterCreate; record: Cluster } {
  const checked = validateClusterCreate(body);
  if (!checked.ok) throw new Error(`not a valid create body: ${JSON.stringify(checked.errors)}`);
  return { body: checked.value, record: newCluster('acme', checked.value, MINTED) };
}

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('a record the server builds from a valid body', () => {
  it.each([
    ['the realistic vendorB body', fullCreateBody],
    ['a vendorA body (networking differs on read)', vendorABody],
  ])('passes: %s', (_name, make) => {
    const { body, record } = created(make());
    const answer = validateCreatedCluster(record, body);
    expect(answer).toEqual(validateCluster(record));
    expect(answer).toEqual({ ok: true, value: record });
    expect(validateCreatedCluster(record, body, bytesOf(record))).toEqual({ ok: true, value: record });
  });

  it('changes neither argument', () => {
    const { body, record } = created(fullCreateBody());
    deepFreeze(body);
    deepFreeze(record);
    expect(validateCreatedCluster(record, body).ok).toBe(true);
  });
});

/** Ways the service's fields of a record could be built wrong. */
const BAD_SERVICE_FIELDS: readonly [string, (record: Json) => void][] = [
  ['no id', (r) => delete r.id],
  ['an id over 255 characters', (r) => (r.id = 'i'.repeat(256))],
  ['another kind', (r) => (r.kind = 'k8s')],
  ['version 0', (r) => (r.version = 0)],
  ['a version that is a string', (r) => (r.version = '1')],
  ['created not a UTC time', (r) => (r.created = '2030-01-31 12:00')],
  ['no lastModified', (r) => delete r.lastModified],
  ['links not an array', (r) => (r.links = { rel: 'self' })],
  ['a link without href', (r) => (r.links = [{ rel: 'self' }])],
  ['a link with an unknown member', (r) => (r.links = [{ rel: 'self', href: '/x', title: 'x' }])],
  ['an alias that is a number', (r) => (r.alias = 7)],
  ['a status that is a string', (r) => (r.status = 'ready')],
  ['a status with an unknown member', (r) => (r.status = { phase: 'ready' })],
  ['a member that is no field', (r) => (r.owner = 'me')],
  ['a forbidden key', (r) => Object.defineProperty(r, '__proto__', { value: {}, enumerable: true })],
  ['several at once', (r) => Object.assign(r, { id: 5, version: -1, links: [] })],
];

describe('a record whose service fields are wrong is refused as validateCluster refuses it', () => {
  it.each(BAD_SERVICE_FIELDS)('%s', (_name, breakIt) => {
    const { body, record } = created(fullCreateBody());
    const bad = { ...record };
    breakIt(bad);
    const answer = validateCreatedCluster(bad, body);
    expect(answer.ok).toBe(false);
    expect(answer).toEqual(validateCluster(bad));
  });
});

describe('members that differ on read are read again', () => {
  it('the model flags the members the walk follows', () => {
    const root = clusterPatchModel.types.find((type) => type.name === clusterPatchModel.root);
    expect(root?.fields.find((field) => field.name === 'spec')?.differsOnRead).toBe(true);
    expect(root?.readOnly).toEqual(['id', 'kind', 'version', 'created', 'lastModified', 'links', 'alias', 'status']);
  });

  it('a networking block wrong on read is refused, as validateCluster refuses it', () => {
    // The body as checked, then its networking given the read members wrong: the record holds the
    // body's own networking object, and the check reads it again in its read shape.
    const { body, record } = created(vendorABody());
    const networking = (body as Json).spec.provider.vendorA.networking;
    networking.serviceNetwork = 'not a network';
    const answer = validateCreatedCluster(record, body);
    expect(answer.ok).toBe(false);
    expect(answer).toEqual(validateCluster(record));
    expect(JSON.stringify(answer)).toContain('/spec/provider/vendorA/networking/serviceNetwork');
  });

  it('a value the body shares between a member the same on read and one that differs is read where it differs', () => {
    // `{}` is a valid addOns block and a valid networking block: the create check accepts the body
    const shared = {};
    const make = vendorABody();
    make.spec.addOns = shared;
    make.spec.provider.vendorA.networking = shared;
    const { body, record } = created(make);
    expect(validateCreatedCluster(record, body)).toEqual({ ok: true, value: record });
    // given the read members wrong, it is refused where it stands as networking, as validateCluster does
    Object.assign(shared, { serviceNetwork: 'not a network' });
    const answer = validateCreatedCluster(record, body);
    expect(answer.ok).toBe(false);
    expect(answer).toEqual(validateCluster(record));
  });

  it('takes as known what the create check judged where the read shape is the same (the body must not change)', () => {
    // What the function assumes, shown: a member the same on read is not read again, so a body
    // changed after its check can give a wrong answer. A server hands it the body it just checked.
    const { body, record } = created(fullCreateBody());
    (body as Json).tags.team = ['x'];
    expect(validateCluster(record).ok).toBe(false);
    expect(validateCreatedCluster(record, body).ok).toBe(true);
  });
});

describe('a record that is not the body plus service fields is checked whole', () => {
  const cases: readonly [string, (record: Json, body: Json) => Json][] = [
    // a body's value moved to another place: as tags it was valid, as addOns it is not
    ['a value of the body under another member', (r, b) => ({ ...r, spec: { ...b.spec, addOns: b.tags } })],
    ['a service field holding a value of the body', (r, b) => ({ ...r, status: b.tags })],
    ['a member replaced by a copy with a fault', (r) => ({ ...r, tags: { ...r.tags, team: ['x'] } })],
    ['a member of the body left out', (r) => ({ ...r, name: undefined })],
    ['the body itself, with service fields added', (r, b) => Object.assign(b, { ...r, version: 0 })],
  ];
  it.each(cases)('%s', (_name, make) => {
    const { body, record } = created(fullCreateBody());
    const other = make(record, body);
    const answer = validateCreatedCluster(other, body);
    expect(answer).toEqual(validateCluster(other));
    expect(answer.ok).toBe(false);
  });

  it('a body that holds a service field', () => {
    const { body, record } = created(fullCreateBody());
    const withId = { ...body, id: record.id } as ClusterCreate;
    expect(validateCreatedCluster({ ...record, version: 0 }, withId)).toEqual(
      validateCluster({ ...record, version: 0 }),
    );
  });

  it('values that are not records, and records that cannot be read', () => {
    const { body, record } = created(fullCreateBody());
    const throwing = { ...record };
    Object.defineProperty(throwing, 'alias', {
      enumerable: true,
      get() {
        throw new Error('no alias');
      },
    });
    for (const value of [null, 7, 'x', [], [record], throwing]) {
      expect(validateCreatedCluster(value, body)).toEqual(validateCluster(value));
    }
    expect(validateCreatedCluster(record, null as unknown as ClusterCreate)).toEqual(validateCluster(record));
  });
});

const LIMIT = 1_048_576;

/** A valid body whose record takes exactly `bytes` bytes as JSON text (characters of two bytes included). */
function recordOfSize(bytes: number): { body: ClusterCreate; record: Cluster } {
  const BLOCK = 16_384; // the longest string of a free-form value; of two-byte characters here
  const make = (count: number, filler: number) => {
    const body = fullCreateBody();
    const blocks: Record<string, string> = {};
    for (let i = 0; i < count; i++) blocks[`k${i}`] = 'ü'.repeat(BLOCK / 2);
    blocks.filler = 'a'.repeat(filler);
    body.spec.addOns.byok.config.monitoring.remoteWrite[0].tls_config = blocks;
    return created(body);
  };
  const base = bytesOf(make(0, 0).record);
  // each block adds its bytes, its key (up to `k99`), quotes, colon and comma
  const count = Math.floor((bytes - base) / (BLOCK + 8));
  const filled = bytesOf(make(count, 0).record);
  return make(count, bytes - filled);
}

describe('the record size limit of a cluster', () => {
  it('uses the limit of the read shape', () => {
    expect(clusterPatchModel.maxBytes).toBe(LIMIT);
  });

  it.each([
    ['at exactly the limit', LIMIT, true],
    ['one byte over', LIMIT + 1, false],
  ])('%s', (_name, size, ok) => {
    const { body, record } = recordOfSize(size);
    expect(bytesOf(record)).toBe(size);
    const full = validateCluster(record);
    expect(full.ok).toBe(ok);
    expect(validateCreatedCluster(record, body)).toEqual(full);
    expect(validateCreatedCluster(record, body, size)).toEqual(full);
    // a loose bound only costs an exact count
    expect(validateCreatedCluster(record, body, size + 5_000)).toEqual(full);
  });

  it('reports the size with the other faults, as validateCluster does', () => {
    const { body, record } = recordOfSize(LIMIT + 1);
    const bad = { ...record, version: 0 };
    expect(validateCreatedCluster(bad, body).ok).toBe(false);
    expect(validateCreatedCluster(bad, body)).toEqual(validateCluster(bad));
    expect(JSON.stringify(validateCreatedCluster(bad, body))).toContain('TOO_LARGE');
  });
});
