/** validateCluster (the resource as read) and validateApiError (the error body). */
import { validateApiError, validateCluster } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { edited, fullResource, type Json, where } from '../../helpers/bodies.ts';

const resource = fullResource();

const INVALID: [string, (r: Json) => void, { path: string; code: string }[]][] = [
  [
    'a missing read-only field',
    (r) => {
      delete r.id;
    },
    [{ path: '', code: 'REQUIRED' }],
  ],
  [
    'kind other than mk8s',
    (r) => {
      r.kind = 'cluster';
    },
    [{ path: '/kind', code: 'CONST' }],
  ],
  [
    'version below 1',
    (r) => {
      r.version = 0;
    },
    [{ path: '/version', code: 'MINIMUM' }],
  ],
  [
    'an offset instead of Z (times are UTC)',
    (r) => {
      r.created = '2025-01-31T13:00:00.5+01:00';
    },
    [{ path: '/created', code: 'PATTERN' }],
  ],
  [
    'a date-time without a zone',
    (r) => {
      r.created = '2025-01-31T12:00:00';
    },
    [{ path: '/created', code: 'PATTERN' }],
  ],
  [
    'a date that does not exist',
    (r) => {
      r.lastModified = '2025-02-29T12:00:00Z';
    },
    [{ path: '/lastModified', code: 'PATTERN' }],
  ],
  [
    'a leap second that is not at 23:59 UTC',
    (r) => {
      r.created = '2025-06-30T12:59:60Z';
    },
    [{ path: '/created', code: 'PATTERN' }],
  ],
  [
    'duplicate link relations',
    (r) => {
      r.links[1].rel = 'self';
    },
    [{ path: '/links/1/rel', code: 'DUPLICATE_IDENTIFIER' }],
  ],
  [
    'an unknown status member',
    (r) => {
      r.status.healthy = true;
    },
    [{ path: '/status/healthy', code: 'UNKNOWN_FIELD' }],
  ],
];

const VALID: [string, (r: Json) => void][] = [
  ['the resource as it is', () => undefined],
  [
    'an empty status',
    (r) => {
      r.status = {};
    },
  ],
  [
    'a leap second at 23:59:60 UTC',
    (r) => {
      r.created = '2016-12-31T23:59:60Z';
    },
  ],
  [
    'a 29th of February in a leap year',
    (r) => {
      r.created = '2024-02-29T00:00:00Z';
    },
  ],
  [
    'the full networking shape of a DNS-shape provider',
    (r) => {
      r.spec.provider = {
        vendorA: {
          region: 'r',
          tokenSecretLink: '//secret/t',
          networkId: 'n',
          networking: { dnsForwarder: '10.0.0.2' },
        },
      };
    },
  ],
];

describe('validateCluster', () => {
  it.each(INVALID)('reports %s', (_name, edit, want) => {
    expect(where(validateCluster(edited(resource, edit)))).toEqual(want);
  });

  it.each(VALID)('accepts %s', (_name, edit) => {
    expect(where(validateCluster(edited(resource, edit)))).toEqual([]);
  });
});

describe('validateApiError', () => {
  const error = {
    status: 400,
    message: 'invalid body',
    code: 'VALIDATION_FAILED',
    details: { issues: [{ path: '/name', code: 'PATTERN', message: 'must match ^[a-z]+$' }] },
    id: 'e-1',
  };

  it('accepts an error body, and a terse one', () => {
    expect(where(validateApiError(error))).toEqual([]);
    expect(where(validateApiError({ status: 500, message: 'x', code: 'A_NEW_CODE' }))).toEqual([]);
  });

  it.each([
    ['a missing code', { status: 400, message: 'x' }, [{ path: '', code: 'REQUIRED' }]],
    ['a status that is not an integer', { ...error, status: '400' }, [{ path: '/status', code: 'INVALID_TYPE' }]],
    ['null in the details', { ...error, details: { path: null } }, [{ path: '/details/path', code: 'INVALID_TYPE' }]],
    ['an unknown member', { ...error, reason: 'x' }, [{ path: '/reason', code: 'UNKNOWN_FIELD' }]],
    [
      'an issue that is not a ValidationIssue',
      { ...error, details: { issues: [{ path: 1, code: 'PATTERN', where: 'x' }] } },
      [
        { path: '/details/issues/0/path', code: 'INVALID_TYPE' },
        { path: '/details/issues/0', code: 'REQUIRED' },
        { path: '/details/issues/0/where', code: 'UNKNOWN_FIELD' },
      ],
    ],
  ])('reports %s', (_name, body, want) => {
    expect(where(validateApiError(body))).toEqual(want);
  });
});

describe('date-time fields (UTC, as the service facts say: `T`, `Z`, real calendar dates)', () => {
  it.each([
    ['2025-01-31T12:00:00Z', true],
    ['2025-01-31T12:00:00.125Z', true],
    ['2024-02-29T00:00:00Z', true],
    ['2000-02-29T00:00:00Z', true],
    ['2016-12-31T23:59:60Z', true],
    // An offset, even +00:00, is not the UTC form the service sends.
    ['2025-01-31T12:00:00.125+01:00', false],
    ['2025-01-31T12:00:00+0100', false],
    ['2025-01-31T12:00:00-05', false],
    ['2025-01-31T12:00:00+00:00', false],
    ['2025-01-31 12:00:00Z', false],
    ['2025-01-31t12:00:00z', false],
    ['2025-01-31\t12:00:00Z', false],
    ['2025-01-31T12:00:60Z', false],
    ['2025-01-31T12:00:00', false],
    ['2025-13-01T12:00:00Z', false],
    ['2025-02-29T12:00:00Z', false],
    ['1900-02-29T12:00:00Z', false],
    ['2025-04-31T12:00:00Z', false],
    ['2025-01-31T24:00:00Z', false],
  ])('%j is valid: %s', (created, valid) => {
    const issues = where(
      validateCluster(
        edited(resource, (r) => {
          r.created = created;
        }),
      ),
    );
    expect(issues).toEqual(valid ? [] : [{ path: '/created', code: 'PATTERN' }]);
  });
});
