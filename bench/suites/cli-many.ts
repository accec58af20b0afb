/**
 * `cli.validate.many`: one call of the installed tool validating 1,000 cluster files written in
 * YAML (`mk8s-codegen validate DIR --as create`), against ajv-cli 5 validating the same bodies written
 * as JSON (`-d 'DIR/*.json'`) with the published schema `generated/schemas/cluster-create.json`
 * (`bench/ajv-cli.ts`). Throughput in files per second of the whole call (wall time of each fresh
 * process), the two sides alternating:
 * - `cli.validate.many`: the generated create bodies (`fixtures/cluster-files.ts`);
 * - `cli.validate.many.large`: the 8 KiB realistic body, 1,000 times;
 * - `cli.validate.many.json`: the generated bodies again, ours reading the JSON files too — what the
 *   tool costs without YAML.
 * Every file is valid, and each side exits 1 on an invalid one (which fails the sample), so both
 * judge every file alike; the check runs both on every file once.
 */
import { join } from 'node:path';
import { AJV_CLI_NAME, ajvCliArgs } from '../ajv-cli.ts';
import { CLUSTER_FILES, type ClusterFilesShape, clusterFiles } from '../fixtures/cluster-files.ts';
import { REPO } from '../harness/suites.ts';
import { installedTool } from '../installed.ts';
import { type ProcessesEntry, processes, type Suite } from '../lib.ts';
import { timeProcess } from '../process-time.ts';

const SHAPES: Readonly<Record<ClusterFilesShape, string>> = {
  generated: 'generated create bodies',
  large: 'full create bodies (8 KiB)',
};

function ajvCli(shape: ClusterFilesShape, dir: string): string[] {
  return ajvCliArgs('cluster-create.json', join(dir, shape, 'json', '*.json'));
}

function perSecond(ms: number): number {
  return (CLUSTER_FILES * 1000) / ms;
}

function entry(name: string, shape: ClusterFilesShape, format: 'yaml' | 'json'): ProcessesEntry {
  return processes({
    name,
    peer: `${AJV_CLI_NAME} on the same ${CLUSTER_FILES} ${SHAPES[shape]} as JSON (ours read ${format.toUpperCase()}) with generated/schemas/cluster-create.json`,
    unit: 'files/s',
    betterIs: 'higher',
    ...(name === 'cli.validate.many' ? { goal: { atLeast: 2 } } : {}),
    ours: async () => {
      const [tool, dir] = await Promise.all([installedTool(), clusterFiles()]);
      // In the tool's own project folder: it uses the package it ships, generated from this spec.
      const args = [tool.bin, 'validate', join(dir, shape, format), '--as', 'create'];
      return perSecond(await timeProcess(process.execPath, args, tool.project));
    },
    theirs: async () => perSecond(await timeProcess(process.execPath, ajvCli(shape, await clusterFiles()), REPO)),
  });
}

const suite: Suite = {
  prepare: async () => void (await installedTool()),
  entries: [
    {
      ...entry('cli.validate.many', 'generated', 'yaml'),
      // Both sides accept every body of both shapes (a failing process rejects); ours from the checkout.
      check: async () => {
        const dir = await clusterFiles();
        const yaml = (['generated', 'large'] as const).map((shape) => join(dir, shape, 'yaml'));
        await timeProcess(
          process.execPath,
          [join(REPO, 'bin', 'mk8s-codegen.js'), 'validate', ...yaml, '--as', 'create'],
          REPO,
        );
        for (const shape of ['generated', 'large'] as const)
          await timeProcess(process.execPath, ajvCli(shape, dir), REPO);
      },
    },
    entry('cli.validate.many.large', 'large', 'yaml'),
    entry('cli.validate.many.json', 'generated', 'json'),
  ],
};
export default suite;
