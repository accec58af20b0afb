/**
 * The types analysis run in a worker thread, so loading TypeScript and checking overlap with
 * generating the versions and the other analyses. Falls back to this thread when no worker can run.
 */
import type { Worker } from 'node:worker_threads';
import type { EmittedFile } from '../../emit/file.ts';
import { startToolWorker } from '../../tool-worker.ts';
import type { Change } from '../change.ts';
import type { RoleNames } from './index.ts';
import type { WorkerRequest } from './worker.ts';

type Answer = { readonly ok: true; readonly changes: Change[] } | { readonly ok: false; readonly message: string };

export class TypesWorker {
  private readonly worker: Worker | undefined;
  private base: readonly EmittedFile[] = [];
  private failure: Error | undefined;
  /** Where the last comparison ran: in the worker, or on this thread when no worker could run. */
  ranIn: 'worker' | 'this thread' | undefined;

  constructor() {
    try {
      this.worker = startToolWorker(new URL('./worker.ts', import.meta.url), 'compat-worker.js');
      this.worker.on('error', (error) => {
        this.failure = error;
      });
    } catch (error) {
      this.failure = error as Error;
    }
  }

  setBase(files: readonly EmittedFile[]): void {
    this.base = declarationFiles(files);
    this.post({ kind: 'base', files: this.base });
  }

  async compare(files: readonly EmittedFile[], roles: RoleNames): Promise<Change[]> {
    const current = declarationFiles(files);
    const answer = await this.ask({ kind: 'compare', files: current, roles }).catch(() => undefined);
    if (answer !== undefined) this.ranIn = 'worker';
    if (answer?.ok === true) return answer.changes;
    if (answer !== undefined) throw new Error(`the types analysis failed: ${answer.message}`);
    // No worker: the same analysis on this thread.
    this.ranIn = 'this thread';
    const { TypesComparison } = await import('./index.ts');
    return new TypesComparison(this.base).compare(current, roles);
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }

  private post(request: WorkerRequest): void {
    if (this.failure === undefined) this.worker?.postMessage(request);
  }

  private ask(request: WorkerRequest): Promise<Answer> {
    const worker = this.worker;
    if (worker === undefined || this.failure !== undefined) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', () => reject(new Error('the types worker stopped')));
      worker.postMessage(request);
    });
  }
}

function declarationFiles(files: readonly EmittedFile[]): EmittedFile[] {
  return files.filter((f) => f.path.endsWith('.d.ts')).map(({ path, contents }) => ({ path, contents }));
}
