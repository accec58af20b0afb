/**
 * Descriptions are read as sentences in every hover, doc page and error message: the "Required."
 * the spec adds to a required field's description follows a full stop, never a bare word
 * (`…the cluster's resources Required.`).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, readSpec } from '../helpers/spec.ts';

/** Every `description` string of a JSON value, with the JSON Pointer of its schema. */
function descriptions(value: unknown, pointer = ''): [pointer: string, text: string][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => descriptions(item, `${pointer}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, member]): [string, string][] =>
    key === 'description' && typeof member === 'string'
      ? [[pointer, member]]
      : descriptions(member, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
  );
}

describe('descriptions in spec/', async () => {
  const files = await readSpec(join(REPO, 'spec'));
  const all = [...files].flatMap(([file, text]) =>
    descriptions(JSON.parse(text)).map(([pointer, description]) => ({ at: `${file}#${pointer}`, description })),
  );

  it('say "Required." as a sentence of its own', () => {
    const run = all.filter(({ description }) => /[^\s.!?)`]\s*Required\./.test(description));
    expect(run.map(({ at }) => at)).toEqual([]);
  });

  it('are read from every file (so the test above can fail)', () => {
    expect(all.filter(({ description }) => description.includes('Required.')).length).toBeGreaterThan(10);
  });
});
