/**
 * A worker thread of `validate` (see validate-pool.ts): loads the package's validators once, then
 * checks each batch of files it is sent and answers with their reports.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { CliIo } from './command.ts';
import { readInput } from './inputs.ts';
import { KIND_NAMES, KINDS } from './kinds.ts';
import { loadSchemaPackage } from './schema-package.ts';
import { checkFile } from './validate-files.ts';
import type { PoolTask, WorkerAnswer, WorkerRequest } from './validate-pool.ts';

const task = workerData as PoolTask;
const needed = task.as === undefined ? KIND_NAMES.map((k) => KINDS[k]) : [KINDS[task.as]];
const schema = loadSchemaPackage(task.cwd, task.packageOption, needed);
schema.catch(() => undefined); // reported with the first batch
const io: CliIo = {
  cwd: task.cwd,
  stdout: () => undefined,
  stderr: () => undefined,
  readStdin: () => Promise.reject(new Error('a worker does not read standard input')),
};

parentPort?.on('message', (request: WorkerRequest) => {
  answer(request).then(
    (reply) => parentPort?.postMessage(reply),
    (error: unknown) => parentPort?.postMessage({ failure: error instanceof Error ? error.message : String(error) }),
  );
});

async function answer({ batch, files }: WorkerRequest): Promise<WorkerAnswer> {
  const options = { ...(task.as === undefined ? {} : { as: task.as }), stripReadOnly: false, schema: await schema };
  const reports = [];
  for (const file of files) reports.push((await checkFile(file, await readInput(file, io), options)).report);
  return { batch, reports };
}
