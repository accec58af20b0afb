/**
 * `cli.startup`: one `mk8s-codegen validate docs/examples/create.json --as create` of the installed
 * tool (packed, installed with production dependencies only, run with node) against `ajv-cli`
 * validating the same file against `generated/schemas/cluster-create.json` (draft 2020-12, formats
 * from ajv-formats, strict mode off so it accepts the `x-mk8s-` annotations). Both are fresh
 * processes, alternated, median of several runs each. Self-contained: it installs the tool itself.
 */
import { join } from 'node:path';
import { installTool } from '../../test/helpers/installed-tool.ts';
import { AJV_CLI_NAME, ajvCliArgs } from '../ajv-cli.ts';
import { type BenchSuite, entry, median, round } from '../lib.ts';
import { timeProcess } from '../process-time.ts';

const REPO = join(import.meta.dirname, '..', '..');
const RUNS = 11;

const suite: BenchSuite = async () => {
  const tool = await installTool();
  try {
    const file = join(REPO, 'docs', 'examples', 'create.json');
    const ours = [tool.bin, 'validate', file, '--as', 'create'];
    const ajv = ajvCliArgs('cluster-create.json', file);
    const times = { ours: [] as number[], theirs: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      // In the tool's own project folder: no generated package there, so it uses the one it ships.
      times.ours.push(await timeProcess(process.execPath, ours, tool.project));
      times.theirs.push(await timeProcess(process.execPath, ajv, REPO));
    }
    return {
      'cli.startup': entry({
        ours: round(median(times.ours), 0),
        baseline: round(median(times.theirs), 0),
        baselineName: `${AJV_CLI_NAME} on generated/schemas/cluster-create.json`,
        unit: 'ms',
        betterIs: 'lower',
      }),
    };
  } finally {
    await tool.dispose();
  }
};
export default suite;
