/**
 * The work of `generate`, loaded only when it runs (it brings in the whole generator): once, in
 * check mode, or watching the spec folder.
 */
import { check, generate, WriteFailedError, WriteRefusedError, write } from '../api.ts';
import { hasDrift } from '../compare.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import { watchFolder } from '../watch.ts';
import type { CliIo } from './command.ts';
import { describeJob, type GenerateJob } from './generate.ts';
import type { StopSignal } from './stop.ts';

export async function runOnce(job: GenerateJob, io: CliIo, checkOnly: boolean): Promise<number> {
  const shown = describeJob(job, io);
  const result = await generate(job);
  if (result.diagnostics.length > 0) {
    for (const d of result.diagnostics) io.stderr(`${formatDiagnostic(d)}\n`);
    io.stderr(`spec check failed: ${result.diagnostics.length} problem(s) in ${shown.spec}; nothing was written\n`);
    return 1;
  }
  if (checkOnly) {
    const drift = await check(result.files, job.out);
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
  try {
    const summary = await write(result.files, job.out, { cwd: job.cwd, spec: job.spec });
    io.stdout(`wrote ${summary.files} files to ${shown.out}\n`);
    return 0;
  } catch (error) {
    if (error instanceof WriteRefusedError) {
      io.stderr(`mk8s-codegen: refusing to write ${shown.out}: ${error.reason}; nothing was changed\n`);
      return 1;
    }
    if (!(error instanceof WriteFailedError)) throw error;
    io.stderr(`mk8s-codegen: ${error.message}\n`);
    return 1;
  }
}

/** Generates now and after every change of the spec until stopped; exit 0 when stopped. */
export async function watch(job: GenerateJob, io: CliIo, waitForStop: StopSignal): Promise<number> {
  const stopped = new AbortController();
  void waitForStop().then(() => stopped.abort());
  const once = async () => {
    try {
      await runOnce(job, io, false);
    } catch (error) {
      io.stderr(`mk8s-codegen: generation failed: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  };
  await once();
  io.stderr(`watching ${describeJob(job, io).spec}/ for changes (Ctrl-C stops)\n`);
  try {
    await watchFolder(job.spec, stopped.signal, once);
  } catch (error) {
    io.stderr(`mk8s-codegen: cannot watch ${describeJob(job, io).spec}: ${(error as Error).message}\n`);
    return 1;
  }
  return 0;
}
