/**
 * Bounds on the number of members or items that the generator does not model are refused at their
 * place, never dropped: `minProperties`/`maxProperties` on a closed object other than the
 * exactly-one pair, `minProperties` on an open object, `minItems`, and a scalar array that is not
 * `"uniqueItems": true`.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../generator/diagnostics.ts';
import { generate } from '../../../generator/run.ts';
import { editJson, REPO, readSpec } from '../../helpers/spec.ts';

let base: Map<string, string>;
beforeAll(async () => {
  base = await readSpec(join(REPO, 'test', 'fixtures', 'small-spec'));
});

// biome-ignore lint/suspicious/noExplicitAny: tests reach deep into spec JSON to break it on purpose
type Edit = (doc: Record<string, any>) => void;

async function diagnosticsOf(edit: Edit, file = 'cluster.json'): Promise<readonly Diagnostic[]> {
  const result = await generate({ spec: editJson(base, file, edit) });
  expect(result.files.length === 0).toBe(result.diagnostics.length > 0);
  return result.diagnostics;
}

const closedOnly =
  'a closed object takes it only as "minProperties": 1 with "maxProperties": 1 (exactly one of its properties)';
const unsupported = (pointer: string, keyword: string, why: string, file = 'cluster.json'): Diagnostic => ({
  code: 'SPEC_UNKNOWN_KEYWORD',
  file,
  pointer: `${pointer}/${keyword}`,
  message: `keyword "${keyword}" is not supported here: ${why}`,
});

describe('bounds on the number of members or items', () => {
  it('accepts the exactly-one pair on a closed object and maxProperties on a map', async () => {
    expect(await diagnosticsOf(() => undefined)).toEqual([]);
  });

  it.each([
    ['minProperties alone', { minProperties: 1 }, ['minProperties']],
    ['maxProperties alone', { maxProperties: 2 }, ['maxProperties']],
    ['a pair other than 1/1', { minProperties: 1, maxProperties: 2 }, ['minProperties', 'maxProperties']],
  ])('refuses %s on a closed object', async (_name, bounds, keywords) => {
    const diagnostics = await diagnosticsOf((d) => Object.assign(d.$defs.Pool, bounds));
    expect(diagnostics).toEqual(keywords.map((k) => unsupported('/$defs/Pool', k, closedOnly)).sort(byPointer));
  });

  it('refuses a closed object whose exactly-one pair lost a half', async () => {
    const diagnostics = await diagnosticsOf((d) => {
      delete d.$defs.Provider.maxProperties;
    });
    expect(diagnostics).toEqual([unsupported('/$defs/Provider', 'minProperties', closedOnly)]);
  });

  it('refuses minProperties on a map', async () => {
    const diagnostics = await diagnosticsOf((d) => {
      d.$defs.StringMap.minProperties = 1;
    }, 'shared.json');
    const why = 'an open object is bounded by "maxProperties" only';
    expect(diagnostics).toEqual([unsupported('/$defs/StringMap', 'minProperties', why, 'shared.json')]);
  });

  it('refuses minItems on an array', async () => {
    const diagnostics = await diagnosticsOf((d) => {
      d.$defs.ClusterSpec.properties.zones.minItems = 1;
    });
    const why = 'the generator models no least number of items (only "maxItems")';
    expect(diagnostics).toEqual([unsupported('/$defs/ClusterSpec/properties/zones', 'minItems', why)]);
  });

  const notASet = 'a scalar array needs "uniqueItems": true: its values are a set, appended and dropped by value';

  it('refuses a scalar array without uniqueItems, at the array', async () => {
    const diagnostics = await diagnosticsOf((d) => {
      delete d.$defs.ClusterSpec.properties.zones.uniqueItems;
    });
    expect(diagnostics).toEqual([
      {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'cluster.json',
        pointer: '/$defs/ClusterSpec/properties/zones',
        message: notASet,
      },
    ]);
  });

  it('refuses a scalar array with "uniqueItems": false, at the keyword', async () => {
    const diagnostics = await diagnosticsOf((d) => {
      d.$defs.ClusterSpec.properties.zones.uniqueItems = false;
    });
    expect(diagnostics).toEqual([
      {
        code: 'SPEC_UNSUPPORTED_SHAPE',
        file: 'cluster.json',
        pointer: '/$defs/ClusterSpec/properties/zones/uniqueItems',
        message: notASet,
      },
    ]);
  });
});

function byPointer(a: Diagnostic, b: Diagnostic): number {
  return a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0;
}
