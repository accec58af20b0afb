/**
 * A cluster file means the same in YAML as in JSON. For generated clusters, create bodies and
 * patches (valid ones, and patches made to conflict), written as JSON and as YAML in varied styles
 * (block and flow, plain and quoted, anchors where objects repeat, and the CLI's own YAML output):
 * the YAML reads back as the same value, `validate` gives the same verdict and issues, and `apply`
 * gives the same result or the same refusal. And the CLI's YAML reads back as the value it printed, to
 * our reader and to a YAML 1.1 reader, whatever its strings and keys. MK8S_PROPERTY_RUNS sets the number
 * of runs (default 100; each run of the first property calls the CLI eight times, so a failure is
 * reported as found, not shrunk).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { printDocument } from '../../generator/cli/print-document.ts';
import type { ValidationReport } from '../../generator/cli/report/types.ts';
import { readYaml } from '../../generator/documents/yaml.ts';
import { runCli } from '../helpers/cli.ts';
import { TRICKY_STRINGS } from '../helpers/yaml-strings.ts';
import { CREATE, createValues, type Gen, genCluster } from './arbitrary.ts';
import { withConflict } from './inject-conflict.ts';
import { randomPatch } from './random-patch.ts';

const RUNS = Number(process.env.MK8S_PROPERTY_RUNS ?? 100);

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mk8s-yaml-json-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The value as YAML, in a style the generator picks. */
async function asYaml(g: Gen, value: unknown): Promise<string> {
  const style: keyof typeof STYLES | 'cli' = g(fc.constantFrom, 'cli', 'block', 'flow', 'quoted', 'single', 'literal');
  return style === 'cli' ? printDocument(value, 'yaml') : stringify(value, STYLES[style]);
}

const STYLES = {
  block: {},
  flow: { collectionStyle: 'flow' },
  quoted: { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'QUOTE_DOUBLE' },
  single: { defaultStringType: 'QUOTE_SINGLE', indentSeq: false },
  literal: { defaultStringType: 'BLOCK_LITERAL', indent: 4 },
} as const;

/** Issues as the CLI reports them, without what depends on the file's format (its places). */
function verdicts(report: ValidationReport) {
  return report.files.map((file) => ({
    valid: file.valid,
    documents: file.documents.map(({ document, as, valid }) => ({ document, as, valid })),
    issues: file.issues.map(({ pointer, code, message }) => ({
      pointer,
      code,
      message: message.replace(/ \(YAML (1\.2 )?reads.*$/, ''),
    })),
  }));
}

async function validateBoth(name: string, value: unknown, yaml: string, as: string) {
  await writeFile(join(dir, `${name}.json`), JSON.stringify(value, null, 2));
  await writeFile(join(dir, `${name}.yaml`), yaml);
  const run = async (file: string) => {
    const result = await runCli(dir, ['validate', file, '--as', as, '--format', 'json']);
    return { code: result.code, report: verdicts(JSON.parse(result.stdout) as ValidationReport) };
  };
  return [await run(`${name}.json`), await run(`${name}.yaml`)] as const;
}

/** CLI output with file names and places taken out. */
function withoutPlaces(text: string): string {
  return text.replace(/(cluster|patch)\.(json|yaml)(:\d+:\d+)?/g, '$1').replace(/ \(YAML (1\.2 )?reads[^)]*\)/g, '');
}

function bodies(g: Gen): { cluster: Record<string, unknown>; create: unknown; patch: Record<string, unknown> } {
  const cluster = genCluster(g);
  const patch = randomPatch(g, cluster, { unsafe: g(fc.boolean) });
  return {
    cluster,
    create: createValues.object(g, CREATE, 0),
    patch: g(fc.integer, { min: 0, max: 3 }) === 0 ? withConflict(g, patch) : patch,
  };
}

/** Not an integer beyond ±(2^53−1). */
function exact(n: number): boolean {
  return !Number.isInteger(n) || Number.isSafeInteger(n);
}

describe('YAML and JSON cluster files mean the same', () => {
  it(
    'a YAML rendering reads back as the value, validates the same, and applies the same',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.gen(), async (g) => {
          const { cluster, create, patch } = bodies(g);
          const yaml = {
            cluster: await asYaml(g, cluster),
            create: await asYaml(g, create),
            patch: await asYaml(g, patch),
          };
          for (const [name, value] of [
            ['cluster', cluster],
            ['create', create],
            ['patch', patch],
          ] as const) {
            const read = readYaml(yaml[name]).documents;
            expect(read.map((d) => d.issues)).toEqual([[]]);
            expect(read[0]?.value).toEqual(value);
            expect(parse(yaml[name])).toEqual(value); // the library agrees: the text is what we think it is
          }
          for (const [name, value, as] of [
            ['cluster', cluster, 'cluster'],
            ['create', create, 'create'],
            ['patch', patch, 'patch'],
          ] as const) {
            const [json, fromYaml] = await validateBoth(name, value, yaml[name], as);
            expect(fromYaml).toEqual(json);
            if (name !== 'patch') expect(json.code).toBe(0);
          }
          const viaJson = await runCli(dir, ['apply', 'cluster.json', 'patch.json']);
          const viaYaml = await runCli(dir, ['apply', 'cluster.yaml', 'patch.yaml', '-o', 'json']);
          expect(viaYaml.code).toBe(viaJson.code);
          if (viaJson.code === 0) expect(JSON.parse(viaYaml.stdout)).toEqual(JSON.parse(viaJson.stdout));
          else expect(withoutPlaces(viaYaml.stderr)).toBe(withoutPlaces(viaJson.stderr));
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    Math.max(120_000, RUNS * 2_000),
  );

  it('the CLI prints YAML that reads back as the value, to our reader and to a YAML 1.1 reader', async () => {
    const text = fc.oneof(fc.constantFrom(...TRICKY_STRINGS), fc.string({ unit: 'binary' }));
    const value = fc.letrec<{ json: unknown }>((tie) => ({
      json: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        // an integer beyond ±(2^53−1) is refused on reading (RFC 7493 §2.2), so no file holds one to print
        fc.oneof(
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }).filter(exact),
          fc.boolean(),
          fc.constant(null),
        ),
        fc.array(tie('json'), { maxLength: 4 }),
        fc.dictionary(text, tie('json'), { maxKeys: 4 }),
      ),
    })).json;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(text, value, { maxKeys: 6 }), async (document) => {
        const yaml = await printDocument(document, 'yaml');
        const read = readYaml(yaml).documents;
        expect(read.map(({ value, issues }) => ({ value, issues }))).toEqual([{ value: document, issues: [] }]);
        expect(parse(yaml, { version: '1.1' })).toEqual(document);
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
