/**
 * The work of `generate`, loaded only when it runs (it brings in the whole generator): once, in
 * check mode, or watching the spec folder.
 */
import { check, generate, WriteFailedError, WriteRefusedError, write } from '../api.ts';
import { hasDrift, type OutputDrift } from '../compare.ts';
import { CONFIG_FILE, PACKAGE_JSON_KEY } from '../config.ts';
import type { EmittedFile } from '../emit/file.ts';
import { pathKind } from '../read.ts';
import { watchFolder } from '../watch.ts';
import { abandonWrites, type Recovery, WriteStoppedError } from '../write.ts';
import type { CliIo } from './command.ts';
import { describeJob, type GenerateJob } from './generate.ts';
import { shownPath } from './paths.ts';
import { shownDiagnostics, specFolder } from './spec-report.ts';
import { SIGNAL_EXIT_CODES, type StopSignal } from './stop.ts';

/**
 * One generation that a signal can stop: on SIGINT or SIGTERM the write under way removes its staging
 * folder (or, already swapping, finishes), and the command answers the signal's usual exit code.
 */
export async function runStoppable(
  job: GenerateJob,
  io: CliIo,
  checkOnly: boolean,
  waitForStop: StopSignal,
): Promise<number> {
  const finished = new AbortController();
  let stopping = false;
  const stopped = waitForStop(finished.signal).then(async (signal) => {
    stopping = true;
    await abandonWrites();
    io.stderr(`mk8s-codegen generate: stopped by ${signal}; no staging folder is left behind\n`);
    return SIGNAL_EXIT_CODES[signal] ?? 1;
  });
  // A write given up on the signal ends the run too: the signal's code still answers.
  const ran = runOnce(job, io, checkOnly).then((code) => (stopping ? stopped : code));
  try {
    return await Promise.race([ran, stopped]);
  } finally {
    finished.abort();
  }
}

export async function runOnce(job: GenerateJob, io: CliIo, checkOnly: boolean): Promise<number> {
  const shown = describeJob(job, io);
  const result = await generate({ ...job, cwd: job.root });
  if (result.diagnostics.length > 0) {
    for (const line of await shownDiagnostics(result.diagnostics, specFolder(job.spec, io))) io.stderr(`${line}\n`);
    // --check never writes: what it did not do is compare, so that is what it says
    const skipped = checkOnly ? `${shown.out} was not compared` : 'nothing was written';
    io.stderr(`spec check failed: ${result.diagnostics.length} problem(s) in ${shown.spec}; ${skipped}\n`);
    const hint = (await pathKind(job.spec)) === 'missing' ? missingSpecHint(job, shown.spec) : undefined;
    if (hint !== undefined) io.stderr(`mk8s-codegen: ${hint}\n`);
    return 1;
  }
  if (checkOnly) return compareOnce(result.files, job, io);
  try {
    const summary = await write(result.files, job.out, { cwd: job.cwd, spec: job.spec });
    reportRecovery(summary.recovered, io);
    if (summary.unchanged) io.stdout(`${shown.out} is in step with ${shown.spec}/: no file changed\n`);
    else io.stdout(`wrote ${summary.files} files to ${shown.out}\n`);
    return 0;
  } catch (error) {
    if (error instanceof WriteStoppedError) return 1;
    if (error instanceof WriteRefusedError) return refused(error, job, io);
    if (!(error instanceof WriteFailedError)) throw error;
    io.stderr(`mk8s-codegen: ${error.message}\n`);
    return 1;
  }
}

/**
 * `--check`: lists what differs, or refuses, as `generate` would, a folder it may not write: a check
 * that passes promises that `generate` writes there.
 */
async function compareOnce(files: readonly EmittedFile[], job: GenerateJob, io: CliIo): Promise<number> {
  const shown = describeJob(job, io);
  let drift: OutputDrift;
  try {
    drift = await check(files, job.out, { cwd: job.cwd, spec: job.spec });
  } catch (error) {
    if (error instanceof WriteRefusedError) return refused(error, job, io);
    throw error;
  }
  if (!hasDrift(drift)) {
    io.stdout(`${shown.out} is in step with ${shown.spec}/\n`);
    return 0;
  }
  for (const p of drift.differing) io.stderr(`differs: ${p}\n`);
  for (const p of drift.missing) io.stderr(`missing: ${p}\n`);
  for (const p of drift.extra) io.stderr(`extra:   ${p}\n`);
  io.stderr(`${shown.out} is out of step with ${shown.spec}/: run \`mk8s-codegen generate\` and commit both\n`);
  return 1;
}

/** The one line of a refused output folder, for `generate` and `--check` alike; exit 1. */
function refused(error: WriteRefusedError, job: GenerateJob, io: CliIo): number {
  io.stderr(`mk8s-codegen: refusing to write ${describeJob(job, io).out}: ${error.reason}; nothing was changed\n`);
  return 1;
}

/**
 * Why the tool looked for the spec where it is not: the default of a project without a configuration
 * (most often a command run outside the project's folder), or the folder a configuration names;
 * nothing for a folder given with `--spec`, which the diagnostic names already.
 */
function missingSpecHint(job: GenerateJob, spec: string): string | undefined {
  if (job.specFrom === '--spec') return undefined;
  if (job.specFrom !== undefined) return `${job.specFrom} names ${spec} as the spec folder`;
  return `${spec} is the default spec folder: no ${CONFIG_FILE} or "${PACKAGE_JSON_KEY}" member of package.json was found here or above (up to the project's package.json); run from the project's folder, or give --spec DIR`;
}

/** Says what an interrupted earlier run had left and what was done about it. */
function reportRecovery(recovered: Recovery, io: CliIo): void {
  if (recovered.restored !== undefined) {
    io.stderr(
      `mk8s-codegen: an earlier run was stopped while swapping its output; put back the previous output from ${shownPath(io.cwd, recovered.restored)}\n`,
    );
  }
  for (const folder of recovered.removed) {
    io.stderr(`mk8s-codegen: removed ${shownPath(io.cwd, folder)}, left by an earlier run that was stopped\n`);
  }
}

/** Generates now and after every change of the spec until stopped; exit 0 when stopped. */
export async function watch(job: GenerateJob, io: CliIo, waitForStop: StopSignal): Promise<number> {
  const stopped = new AbortController();
  void waitForStop().then(() => stopped.abort());
  let first = true;
  const once = async () => {
    try {
      await runOnce(job, io, false);
    } catch (error) {
      io.stderr(`mk8s-codegen: generation failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    if (first) io.stderr(`watching ${describeJob(job, io).spec}/ for changes (Ctrl-C stops)\n`);
    first = false;
  };
  try {
    // Watching starts before the first run: an edit made while it runs is not lost.
    await watchFolder(job.spec, stopped.signal, once, { runNow: true });
  } catch (error) {
    io.stderr(`mk8s-codegen: cannot watch ${describeJob(job, io).spec}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await abandonWrites();
  }
  return 0;
}
