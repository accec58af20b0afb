/**
 * The validator emitter's own rules, table-driven: which patterns become plain string tests, which
 * sibling fields form ordered pairs, which members a create type refuses as read-only, and what the
 * emitted module may not contain.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DerivedType } from '../../../generator/derive/types.ts';
import { name } from '../../../generator/emit/code.ts';
import { orderedPairs } from '../../../generator/emit/validators/pairs.ts';
import { patternTest } from '../../../generator/emit/validators/pattern.ts';
import { planValidators } from '../../../generator/emit/validators/plan.ts';
import type { FieldShape } from '../../../generator/ir/types.ts';
import { projectModels } from '../../helpers/model.ts';
import { editJson, generateFrom, importGenerated, REPO, readSpec } from '../../helpers/spec.ts';

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

function typeWith(fields: [string, FieldShape, unknown?][]): DerivedType {
  return {
    name: 'T',
    description: '',
    choice: false,
    source: 'T',
    fields: fields.map(([name, shape, value]) => ({
      name,
      shape,
      ...(value === undefined ? {} : { default: value }),
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

  const zeroAtLeast: FieldShape = { kind: 'scalar', types: ['integer'], constraints: { minimum: 0 } };
  const upTo: FieldShape = { kind: 'scalar', types: ['integer'], constraints: { maximum: 10 } };
  it.each([
    [
      'the upper default, which a lower bound can exceed',
      [
        ['minSize', zeroAtLeast, 0],
        ['maxSize', zeroAtLeast, 0],
      ],
      // minSize's default, 0, is never above a valid maxSize (minimum 0): left out
      [{ min: 'minSize', max: 'maxSize', maxDefault: 0 }],
    ],
    [
      'the lower default, when a valid upper bound can be below it',
      [
        ['minCount', integer, 2],
        ['maxCount', zeroAtLeast],
      ],
      [{ min: 'minCount', max: 'maxCount', minDefault: 2 }],
    ],
    [
      'not an upper default no valid lower bound can exceed',
      [
        ['minCount', upTo],
        ['maxCount', integer, 10],
      ],
      [{ min: 'minCount', max: 'maxCount' }],
    ],
    [
      'not a default that is not a number',
      [
        ['minCount', integer, '2'],
        ['maxCount', integer, null],
      ],
      [{ min: 'minCount', max: 'maxCount' }],
    ],
  ] as [string, [string, FieldShape, unknown?][], unknown[]][])('with defaults: %s', (_name, fields, want) => {
    expect(orderedPairs(typeWith(fields))).toEqual(want);
  });

  it('finds minSize <= maxSize in every node pool of the project, and nothing else', async () => {
    const plan = planValidators(await projectModels());
    const withPairs = plan.types.filter((t) => t.pairs.length > 0);
    expect(withPairs.map((t) => t.type.name).every((name) => name.endsWith('NodePool'))).toBe(true);
    expect(withPairs.length).toBe(10);
    // every pool compares a minSize without maxSize with maxSize's default, 0
    expect(withPairs.flatMap((t) => t.pairs)).toEqual(
      Array(10).fill({ min: 'minSize', max: 'maxSize', maxDefault: 0 }),
    );
  });
});

describe('ordered pairs in the validators of a spec that changes the defaults', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('compare a bound without default only beside its sibling, and an absent bound with a default as that default', async () => {
    // maxSize loses its default; minSize's becomes 2
    const spec = editJson(await readSpec(join(REPO, 'spec')), 'providers/vendor-h.json', (doc) => {
      const { minSize, maxSize } = doc.$defs.VendorHNodePool.properties;
      minSize.default = 2;
      minSize.description = 'Smallest number of machines the autoscaler keeps in the pool. Default 2.';
      delete maxSize.default;
      maxSize.description = 'Largest number of machines the autoscaler may grow the pool to.';
    });
    const generated = await generateFrom(spec);
    if (!generated.ok) throw new Error(JSON.stringify(generated.diagnostics));
    const imported = await importGenerated(generated.value, 'mk8s-pair-defaults-');
    dir = imported.dir;
    const judge = (bounds: Record<string, number>) => {
      const pool = { name: 'a', size: 'D4', subnetId: 's', ...bounds };
      const provider = {
        vendorH: {
          location: 'l',
          subscriptionId: 's',
          sdkSecretLink: '//secret/s',
          resourceGroup: 'r',
          image: { recommended: 'x' },
          networkId: 'n',
          nodePools: [pool],
        },
      };
      const result = imported.pkg.validateClusterCreate({ name: 'x1', spec: { version: '1.30.3', provider } });
      return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
    };
    const at = (member: string) => `/spec/provider/vendorH/nodePools/0/${member}`;
    expect(judge({ minSize: 50 })).toEqual([]);
    expect(judge({})).toEqual([]);
    expect(judge({ maxSize: 2 })).toEqual([]);
    expect(judge({ maxSize: 1 })).toEqual([
      { path: at('maxSize'), message: 'minSize (2, its default when absent) must not exceed maxSize (1)' },
    ]);
    expect(judge({ minSize: 0, maxSize: 1 })).toEqual([]);
    expect(judge({ minSize: 5, maxSize: 3 })).toEqual([
      { path: at('minSize'), message: 'minSize (5) must not exceed maxSize (3)' },
    ]);
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
