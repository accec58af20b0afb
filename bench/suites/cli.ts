/**
 * `cli.startup`: one `mk8s-codegen validate docs/examples/create.json --as create` of the installed
 * tool (packed, installed with production dependencies only, run with node, in its own project folder
 * where it uses the package it ships) against `ajv-cli` validating the same file against
 * `generated/schemas/cluster-create.json` (`bench/ajv-cli.ts`). Wall time of each fresh process.
 */
import { join } from 'node:path';
import { AJV_CLI_NAME, ajvCliArgs } from '../ajv-cli.ts';
import { REPO } from '../harness/suites.ts';
import { installedTool } from '../installed.ts';
import { processes, type Suite } from '../lib.ts';
import { timeProcess } from '../process-time.ts';

const FILE = join(REPO, 'docs', 'examples', 'create.json');

const suite: Suite = {
  prepare: async () => void (await installedTool()),
  entries: [
    processes({
      name: 'cli.startup',
      peer: `${AJV_CLI_NAME} on generated/schemas/cluster-create.json`,
      unit: 'ms',
      betterIs: 'lower',
      goal: { atMost: 0.5 },
      samples: 11,
      ours: async () => {
        const tool = await installedTool();
        return timeProcess(process.execPath, [tool.bin, 'validate', FILE, '--as', 'create'], tool.project);
      },
      theirs: () => timeProcess(process.execPath, ajvCliArgs('cluster-create.json', FILE), REPO),
    }),
  ],
};
export default suite;
