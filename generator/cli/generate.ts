/**
 * `mk8s-codegen generate`: the package from a spec folder into an output folder, or (`--check`)
 * whether that folder is in step, or (`--watch`) again on every change of the spec.
 */
import { resolve } from 'node:path';
import type { ArtifactName } from '../artifacts.ts';
import { ARTIFACT_NAMES } from '../artifacts.ts';
import { CONFIG_FILE, PACKAGE_JSON_KEY } from '../config.ts';
import { parseCommandArgs } from './args.ts';
import { type CliIo, type Command, UsageError } from './command.ts';
import { shownPath } from './paths.ts';
import { projectConfig } from './project-config.ts';
import { processStopSignal, type StopSignal } from './stop.ts';

const OPTIONS = {
  spec: { type: 'string' },
  out: { type: 'string' },
  check: { type: 'boolean' },
  watch: { type: 'boolean' },
} as const;

/** What one generation needs, with every default applied. */
export interface GenerateJob {
  readonly spec: string;
  readonly out: string;
  readonly cwd: string;
  /** The folder the configuration is in (else `cwd`): the files' notice names the spec folder from it. */
  readonly root: string;
  /** What named the spec folder: `--spec`, the configuration (as shown), or nothing (the default). */
  readonly specFrom?: string;
  readonly package?: { readonly name?: string; readonly version?: string };
  readonly artifacts?: readonly ArtifactName[];
}

export function createGenerateCommand(waitForStop: StopSignal = processStopSignal): Command {
  return {
    name: 'generate',
    summary: 'write the package from the spec (or, with --check, verify the output is in step)',
    usage: USAGE,
    async run(args, io) {
      const { values, positionals } = parseCommandArgs(args, OPTIONS);
      if (positionals.length > 0) throw new UsageError(`generate takes no arguments, got "${positionals[0]}"`);
      if (values.check === true && values.watch === true)
        throw new UsageError('--check and --watch exclude each other');
      const job = await generateJob(values, io.cwd);
      const { runStoppable, watch } = await import('./generate-run.ts');
      if (values.watch === true) return watch(job, io, waitForStop);
      return runStoppable(job, io, values.check === true, waitForStop);
    },
  };
}

/** Flags are relative to the working directory, the configuration's folders to the folder it is in. */
async function generateJob(values: { spec?: string; out?: string }, cwd: string): Promise<GenerateJob> {
  const { config, root, source } = await projectConfig(cwd);
  return {
    spec: values.spec === undefined ? resolve(root, config.spec ?? 'spec') : resolve(cwd, values.spec),
    specFrom: values.spec !== undefined ? '--spec' : config.spec !== undefined ? source : undefined,
    out: values.out === undefined ? resolve(root, config.out ?? 'generated') : resolve(cwd, values.out),
    cwd,
    root,
    ...(config.package === undefined ? {} : { package: config.package }),
    ...(config.artifacts === undefined ? {} : { artifacts: config.artifacts }),
  };
}

/** `generate` as the CLI shows it; paths relative to `io.cwd`. */
export function describeJob(job: GenerateJob, io: CliIo): { spec: string; out: string } {
  return { spec: shownPath(io.cwd, job.spec), out: shownPath(io.cwd, job.out) };
}

const USAGE = [
  'Usage: mk8s-codegen generate [--spec DIR] [--out DIR] [--check] [--watch]',
  '',
  '  --spec DIR   the spec folder (default: "spec" of the configuration, else spec)',
  '  --out DIR    where to write the package (default: "out" of the configuration, else generated);',
  '               replaced only when it is new, empty, or an earlier output of mk8s-codegen',
  '  --check      generate in memory and exit 1, listing every file of the output that differs',
  '  --watch      generate again whenever a spec file changes, keeping the last good output',
  '',
  `Configuration: ${CONFIG_FILE}, or a "${PACKAGE_JSON_KEY}" member of package.json, in the`,
  'working directory or the nearest folder above it that has one (up to the first folder with a',
  'package.json or .git); folders in it are relative to its folder, flags to the working directory:',
  '  { "spec": "schema", "out": "packages/cluster-schema",',
  '    "package": { "name": "@acme/cluster-schema", "version": "1.4.0" },',
  '    "artifacts": ["types", "validators"] }',
  `Artifacts: ${ARTIFACT_NAMES.join(', ')} (default: all; what one needs is added).`,
  '',
  'Exit 0 when written (or in step); 1 when the spec has problems (one',
  '"spec/file.json:line:column: #/pointer: message [CODE]" line each), the output is out of step, or',
  'the output folder is refused; 2 on a usage or configuration error.',
].join('\n');

export const generateCommand: Command = createGenerateCommand();
