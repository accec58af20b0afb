/**
 * `openapi.read.<tool>` (`openapi.read.swaggerUi`, …): how long each tool of the interoperability matrix (issue 15) takes to read
 * our OpenAPI document — for Ajv and schemasafe, to compile every file of `schemas/` — against the
 * same tool reading a one-operation document (bench/fixtures/small-openapi.json), the tool's own
 * floor. Each sample is a fresh process per side (bench/read-document-child.ts) that loads the tool
 * first, untimed (its modules; for the docs tools Chromium and the page with the tool's bundle), and
 * times only the reading: wall milliseconds from handing over the document to the tool's result.
 * Goal (issue 15): each tool reads our document in under 2 s (`ours` at most 2000 ms, the median).
 */
import { execFile } from 'node:child_process';
import { REPO } from '../harness/suites.ts';
import { type Entry, processes, type Suite } from '../lib.ts';

function readOnce(tool: string, which: 'ours' | 'small'): Promise<number> {
  return new Promise((resolve, reject) => {
    const args = ['bin/run-ts.js', 'bench/read-document-child.ts', tool, which];
    execFile(process.execPath, args, { cwd: REPO, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${tool} reading ${which} failed: ${stderr}`));
      else resolve((JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { ms: number }).ms);
    });
  });
}

/** Each tool with the version and the settings its matrix row uses. */
const TOOLS: readonly [string, string][] = [
  ['ajv', 'Ajv 8 Ajv2020 with its defaults, compiling each file of schemas/'],
  ['schemasafe', '@exodus/schemasafe 1.x validator() with its defaults, each file of schemas/'],
  ['spectral', "Spectral core 1.x, the spectral:oas ruleset's recommended rules"],
  ['redocly', "Redocly's lint (openapi-core), recommended rules of redocly.yaml"],
  ['openapi-typescript', 'openapi-typescript 7.x, default flags, to a printed .d.ts'],
  ['orval', 'orval 7.x, the fetch client, written to a scratch folder'],
  ['hey-api', '@hey-api/openapi-ts 0.9x with its fetch client, written to a scratch folder'],
  ['swagger-ui', 'Swagger UI 5.x (swagger-ui-dist) in Chromium, until the first operation is on screen'],
  ['scalar', "Scalar's api-reference 1.x in Chromium, until the patch operation is on screen"],
  ['redoc', "Redoc 2.x's standalone bundle in Chromium, until the patch operation's heading is on screen"],
];

const entries: Entry[] = TOOLS.map(([tool, what]) =>
  processes({
    name: `openapi.read.${tool.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`,
    peer: `${what}: the same tool on a one-operation document (its floor)`,
    unit: 'ms',
    betterIs: 'lower',
    goal: { oursAtMost: 2000 },
    ours: () => readOnce(tool, 'ours'),
    theirs: () => readOnce(tool, 'small'),
  }),
);

const suite: Suite = { entries };
export default suite;
