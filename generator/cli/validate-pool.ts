/**
 * `validate --jobs N`: files checked on N worker threads, each with its own YAML reader and
 * validators, taking the files in small batches as they finish the last and sending back their
 * reports; the reports are printed in the order of the files, as one thread prints them. Reading
 * YAML is most of the cost of a file and needs nothing shared, so on idle cores a large folder is
 * checked up to N times faster; each worker first loads the YAML library and the validators (about
 * a tenth of a second), so it is asked for, not the default.
 */
import type { Worker } from 'node:worker_threads';
import { startToolWorker } from '../tool-worker.ts';
import type { InputFile } from './inputs.ts';
import type { Kind } from './kinds.ts';
import type { FileReport } from './report/types.ts';

/** What a worker needs to judge files as the command does. */
export interface PoolTask {
  readonly cwd: string;
  readonly packageOption?: string;
  readonly as?: Kind;
}

export interface WorkerRequest {
  readonly batch: number;
  readonly files: readonly InputFile[];
}

export type WorkerAnswer = { readonly batch: number; readonly reports: FileReport[] } | { readonly failure: string };

export async function checkInWorkers(files: readonly InputFile[], jobs: number, task: PoolTask): Promise<FileReport[]> {
  const size = Math.max(1, Math.min(50, Math.ceil(files.length / (jobs * 8))));
  const batches: InputFile[][] = [];
  for (let i = 0; i < files.length; i += size) batches.push(files.slice(i, i + size));
  const results: FileReport[][] = [];
  const workers = Array.from({ length: Math.min(jobs, batches.length) }, () => startWorker(task));
  let next = 0;
  try {
    await Promise.all(
      workers.map(async (worker) => {
        for (let batch = next++; batch < batches.length; batch = next++) {
          results[batch] = await ask(worker, { batch, files: batches[batch] ?? [] });
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results.flat();
}

function startWorker(task: PoolTask): Worker {
  return startToolWorker(new URL('./validate-worker.ts', import.meta.url), 'validate-worker.js', { workerData: task });
}

/** Sends one batch and waits for its reports; a worker that fails or dies fails the command. */
function ask(worker: Worker, request: WorkerRequest): Promise<FileReport[]> {
  return new Promise((resolve, reject) => {
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (answer: WorkerAnswer) => {
      done();
      if ('failure' in answer) reject(new Error(answer.failure));
      else resolve(answer.reports);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`a validate worker stopped (exit ${code})`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(request);
  });
}
