/**
 * A field change seen in some of the bodies a type appears in says which: a field made read-only
 * is gone from create and patch bodies, not from the cluster as read, and the report must not read
 * as if readers lost it.
 */
import { describe, expect, it } from 'vitest';
import { compareFiles, GOLDEN_CORPUS, GOLDEN_SPEC, readSpec } from '../../helpers/compat.ts';
import { applyEdit, type Edit, text } from './edit-table.ts';

async function messagesOf(edit: Edit, code: string): Promise<string[]> {
  const base = await readSpec(GOLDEN_SPEC);
  const got = await compareFiles(base, applyEdit(base, edit), GOLDEN_CORPUS);
  return got.changes.filter((c) => c.code === code).map((c) => c.message);
}

describe('a field change seen in some bodies of its type names them', () => {
  it.each<[string, { edit: Edit; code: string; want: string }]>([
    [
      'a writable field made read-only: removed from the bodies users send only',
      {
        edit: (d) => {
          d('cluster.json').properties.tags['x-mk8s-read-only'] = true;
        },
        code: 'FIELD_REMOVED',
        want: 'Cluster.tags was removed (only in create and patch bodies)',
      },
    ],
    [
      'a read-only field added: news in clusters as read only',
      {
        edit: (d) => {
          d('cluster.json').properties.owner = { ...text('Owner.'), 'x-mk8s-read-only': true };
        },
        code: 'FIELD_ADDED_OPTIONAL',
        want: 'Cluster.owner was added, optional (only in clusters as read)',
      },
    ],
    [
      'a field removed from every body: nothing to add',
      {
        edit: (d) => {
          delete d('cluster.json').$defs.Pool.properties.effect;
        },
        code: 'FIELD_REMOVED',
        want: 'Pool.effect was removed',
      },
    ],
    [
      'a field of the error body, which is only ever read: nothing to add',
      {
        edit: (d) => {
          d('error.json').properties.hint = text('Hint.');
        },
        code: 'FIELD_ADDED_OPTIONAL',
        want: 'ApiError.hint was added, optional',
      },
    ],
  ])('%s', { timeout: 60_000 }, async (_name, { edit, code, want }) => {
    expect(await messagesOf(edit, code)).toEqual([want]);
  });
});
