/**
 * The spec check: one broken spec per kind of problem, each asserting the exact diagnostic (the
 * cases, by concept, in cases/), and what holds across them: every problem reported at once, in a
 * stable order, and a case for every diagnostic code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../../generator/diagnostics.ts';
import { editJson } from '../../helpers/spec.ts';
import { base, type Case, diagnosticsOf, loadBase } from '../../helpers/spec-check.ts';
import { ANNOTATION_CASES } from './cases/annotations.ts';
import { FILE_CASES } from './cases/files.ts';
import { KEYWORD_CASES } from './cases/keywords.ts';
import { NAME_CASES } from './cases/names.ts';
import { SHAPE_CASES } from './cases/shapes.ts';

beforeAll(loadBase);

const GROUPS: [concept: string, cases: Case[]][] = [
  ['files and $refs', FILE_CASES],
  ['keywords', KEYWORD_CASES],
  ['annotations', ANNOTATION_CASES],
  ['names', NAME_CASES],
  ['shapes', SHAPE_CASES],
];

describe.each(GROUPS)('spec check: %s', (_concept, cases) => {
  it.each(cases)('reports %s', async (_name, { given, want }) => {
    expect(await diagnosticsOf(given())).toEqual([want]);
  });
});

describe('spec check', () => {
  it('accepts the valid base spec', async () => {
    expect(await diagnosticsOf(base())).toEqual([]);
  });

  it('reports an array of objects marked unkeyed and also used as a field once, by its annotation: no knock-on clash of an element patch name, never keyed by "undefined"', async () => {
    const diagnostics = await diagnosticsOf(
      editJson(base(), 'cluster.json', (d) => {
        delete d.$defs.AlphaProvider.properties.pools['x-mk8s-key'];
        d.$defs.AlphaProvider.properties.pools['x-mk8s-unkeyed'] = true;
        d.$defs.ClusterSpec.properties.pool = { $ref: '#/$defs/Pool', description: 'One pool.' };
      }),
    );
    expect(diagnostics).toEqual([
      {
        code: 'SPEC_BAD_ANNOTATION',
        file: 'cluster.json',
        pointer: '/$defs/AlphaProvider/properties/pools',
        message:
          'x-mk8s-unkeyed takes closed objects only where no create or patch body reaches the array (the error body, read-only fields): a patch names these elements by identifier, so give them one (x-mk8s-key)',
      },
    ]);
  });

  it('has a case for every diagnostic code', () => {
    const covered = new Set(GROUPS.flatMap(([, cases]) => cases).map(([, { want }]) => want.code));
    expect(DIAGNOSTIC_CODES.filter((code) => !covered.has(code))).toEqual([]);
  });

  it('reports every problem at once, in a stable order', async () => {
    const broken = editJson(base(), 'cluster.json', (d) => {
      delete d.$defs.Pool.properties.effect.description;
      d.$defs.Pool.properties.size['x-mk8s-color'] = 'red';
      d.$defs.Pool.properties.name.pattern = '(';
      d.$defs.Pool.required = ['name', 'nmae'];
      d.$defs.Empty.title = 'Empty Thing';
    });
    const diagnostics = await diagnosticsOf(broken);
    expect(diagnostics.map((d) => `${d.pointer} ${d.code}`)).toEqual([
      '/$defs/Empty/title SPEC_BAD_TITLE',
      '/$defs/Pool/properties/effect SPEC_MISSING_DESCRIPTION',
      '/$defs/Pool/properties/name/pattern SPEC_BAD_PATTERN',
      '/$defs/Pool/properties/size/x-mk8s-color SPEC_UNKNOWN_KEYWORD',
      '/$defs/Pool/required/1 SPEC_BAD_REQUIRED',
    ]);
  });

  it('checks the files that are there when a root file is missing', async () => {
    const broken = editJson(base(), 'cluster.json', (d) => {
      d.properties.name.minLenght = 1;
    });
    broken.delete('error.json');
    const diagnostics = await diagnosticsOf(broken);
    expect(diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual([
      'cluster.json SPEC_UNKNOWN_KEYWORD',
      'error.json SPEC_MISSING_FILE',
    ]);
  });

  it('reports the schemas’ own problems beside a $ref cycle, not the cycle alone', async () => {
    const broken = editJson(base(), 'shared.json', (d) => {
      d.$defs.LoopA = { $ref: '#/$defs/LoopB' };
      d.$defs.LoopB = { $ref: '#/$defs/LoopA', description: 5 };
    });
    const codes = (await diagnosticsOf(broken)).map((d) => d.code);
    expect(codes).toEqual(['SPEC_REF_CYCLE', 'SPEC_BAD_KEYWORD_VALUE']);
  });
});
