/**
 * `cli.startup`: one `mk8s-codegen validate docs/examples/create.json --as create` of the installed
 * tool (packed, installed with production dependencies only, run with node, in its own project folder
 * where it uses the package it ships) against `ajv-cli` validating the same file against
 * `generated/schemas/cluster-create.json` (draft 2020-12, formats from ajv-formats, strict mode off so
 * it accepts the `x-mk8s-` annotations). Wall time of each fresh process.
 */
import { join } from 'node:path';
import { REPO } from '../harness/suites.ts';
import { installedTool } from '../installed.ts';
import { processes, type Suite } from '../lib.ts';
import { timeProcess } from '../process-time.ts';

const FILE = join(REPO, 'docs', 'examples', 'create.json');
const AJV_CLI = [
  join(REPO, 'node_modules', 'ajv-cli', 'dist', 'index.js'),
  'validate',
  '--spec=draft2020',
  '--strict=false',
  '-c',
  'ajv-formats',
  '-s',
  join(REPO, 'generated', 'schemas', 'cluster-create.json'),
  '-d',
  FILE,
];

const suite: Suite = {
  prepare: async () => void (await installedTool()),
  entries: [
    processes({
      name: 'cli.startup',
      peer: 'ajv-cli 5 validate (draft2020, ajv-formats, strict off) on generated/schemas/cluster-create.json',
      unit: 'ms',
      betterIs: 'lower',
      goal: { atMost: 0.5 },
      samples: 11,
      ours: async () => {
        const tool = await installedTool();
        return timeProcess(process.execPath, [tool.bin, 'validate', FILE, '--as', 'create'], tool.project);
      },
      theirs: () => timeProcess(process.execPath, AJV_CLI, REPO),
    }),
  ],
};
export default suite;
