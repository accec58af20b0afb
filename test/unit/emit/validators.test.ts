/**
 * The validator emitter's own rules, table-driven: which patterns become plain string tests, which
 * sibling fields form ordered pairs, which members a create type refuses as read-only, and what the
 * emitted module may not contain.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DerivedType } from '../../../generator/derive/types.ts';
import { name } from '../../../generator/emit/code.ts';
import { orderedPairs } from '../../../generator/emit/validators/pairs.ts';
import { patternTest } from '../../../generator/emit/validators/pattern.ts';
import { planValidators } from '../../../generator/emit/validators/plan.ts';
import type { FieldShape } from '../../../generator/ir/types.ts';
import { projectModels } from '../../helpers/model.ts';
import { REPO } from '../../helpers/spec.ts';

describe('patternTest', () => {
  const OPEN_KEY = '^(?!\\$)(?!(?:__proto__|constructor|prototype)$)';
  it.each([
    [OPEN_KEY, `!k.startsWith("$") && k !== "__proto__" && k !== "constructor" && k !== "prototype"`],
    ['^(?!a-b)', '!k.startsWith("a-b")'],
    ['^(?!x$)(?!\\.)', 'k !== "x" && !k.startsWith(".")'],
  ])('turns %s into string tests', (pattern, want) => {
    expect(patternTest(pattern, name('k'))?.toString()).toBe(want);
  });

  it.each([['^[a-z]+$'], ['(?!\\$)'], ['^(?!\\d)'], ['^(?!a)b'], ['^(?!(?:a|)$)'], ['^(?!a|b)'], ['^']])(
    'leaves %s to a regular expression',
    (pattern) => {
      expect(patternTest(pattern, name('k'))).toBeUndefined();
    },
  );

  it('agrees with the regular expression on tricky keys', () => {
    const test = new Function('k', `return ${patternTest(OPEN_KEY, name('k'))};`) as (k: string) => boolean;
    const regex = new RegExp(OPEN_KEY, 'u');
    for (const key of ['', '$', '$x', 'x$', '__proto__', '__proto__x', 'constructor ', 'Prototype', '😀', 'a\u0000']) {
      expect(test(key)).toBe(regex.test(key));
    }
  });
});

const integer: FieldShape = { kind: 'scalar', types: ['integer'], constraints: {} };
const text: FieldShape = { kind: 'scalar', types: ['string'], constraints: {} };

function typeWith(fields: [string, FieldShape][]): DerivedType {
  return {
    name: 'T',
    description: '',
    choice: false,
    source: 'T',
    fields: fields.map(([name, shape]) => ({
      name,
      shape,
      description: '',
      required: false,
      readOnly: false,
      immutable: false,
      renamable: false,
    })),
  };
}

describe('orderedPairs', () => {
  it.each([
    [
      'minSize and maxSize',
      [
        ['minSize', integer],
        ['maxSize', integer],
      ],
      [{ min: 'minSize', max: 'maxSize' }],
    ],
    [
      'in any order, with other fields',
      [
        ['maxCount', integer],
        ['name', text],
        ['minCount', integer],
      ],
      [{ min: 'minCount', max: 'maxCount' }],
    ],
    [
      'not string quantities',
      [
        ['minCpu', text],
        ['maxCpu', text],
      ],
      [],
    ],
    ['not a min without its max', [['minSize', integer]], []],
    [
      'not lower-case suffixes',
      [
        ['minimal', integer],
        ['maximal', integer],
      ],
      [],
    ],
  ] as [string, [string, FieldShape][], { min: string; max: string }[]][])('%s', (_name, fields, want) => {
    expect(orderedPairs(typeWith(fields))).toEqual(want);
  });

  it('finds minSize <= maxSize in every node pool of the project, and nothing else', async () => {
    const plan = planValidators(await projectModels());
    const withPairs = plan.types.filter((t) => t.pairs.length > 0);
    expect(withPairs.map((t) => t.type.name).every((name) => name.endsWith('NodePool'))).toBe(true);
    expect(withPairs.length).toBe(10);
  });
});

describe('read-only members of create types', () => {
  it('are the read-only fields, and the read-shape members an input shape lacks', async () => {
    const plan = planValidators(await projectModels());
    const readOnly = Object.fromEntries(
      plan.types.filter((t) => t.readOnly.length > 0).map((t) => [t.type.name, [...t.readOnly].sort()]),
    );
    expect(readOnly).toEqual({
      ClusterCreate: ['alias', 'created', 'id', 'kind', 'lastModified', 'links', 'status', 'version'],
      NetworkingDns: ['podNetwork', 'serviceNetwork'],
    });
  });
});

describe('the emitted validators', () => {
  const files = ['index.js', 'index.cjs', 'runtime.js', 'runtime.cjs'].map((f) =>
    readFileSync(join(REPO, 'generated', 'validators', f), 'utf8'),
  );

  it('never evaluate code (they run under a strict Content-Security-Policy)', () => {
    for (const code of files) {
      expect(code).not.toMatch(/\beval\s*\(/);
      expect(code).not.toMatch(/\bnew\s+Function\b|\bFunction\s*\(/);
    }
  });

  it('compile no schema at run time: no schema text ships in them', () => {
    for (const code of files) expect(code).not.toContain('"$schema"');
  });

  it('compile the patch model only in the patch validator: loading them and checking a body never does', () => {
    const index = files[0] ?? '';
    const compiles = [...index.matchAll(/^\s*(.*compileModel\(.*)$/gm)].map((m) => m[1]);
    // one patch validator serves the public entry and the engine's entry without the screen
    expect(compiles).toEqual(['PATCH_MODEL ??= compileModel(clusterPatchModel);']);
    const patchValidator = /function validatePatchBody\([^)]*\) \{\n([^\n]*)/.exec(index);
    expect(patchValidator?.[1]?.trim()).toBe('PATCH_MODEL ??= compileModel(clusterPatchModel);');
    const entries = [...index.matchAll(/export function (validateClusterPatch\w*)\([^)]*\) \{\n([^\n]*)\n\}/g)];
    expect(entries.map((m) => [m[1], m[2]?.trim()])).toEqual([
      ['validateClusterPatch', 'return validatePatchBody(value, options, false);'],
      ['validateClusterPatchScreened', 'return validatePatchBody(value, undefined, true, proven);'],
    ]);
  });
});
