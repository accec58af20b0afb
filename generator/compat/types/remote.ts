/**
 * The types analysis run in a worker thread, so loading TypeScript and checking overlap with
 * generating the versions and the other analyses. Falls back to this thread when no worker can run.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EmittedFile } from '../../emit/file.ts';
import { startToolWorker } from '../../tool-worker.ts';
import type { Change } from '../change.ts';
import type { RoleNames } from './index.ts';
import type { WorkerRequest } from './worker.ts';

type Answer = { readonly ok: true; readonly changes: Change[] } | { readonly ok: false; readonly message: string };

export class TypesWorker {
  /** `undefined` when no worker could start: the analysis then runs on this thread. */
  private readonly worker: Promise<Worker | undefined>;
  private base: readonly EmittedFile[] = [];
  private failure: Error | undefined;
  /** Where the last comparison ran: in the worker, or on this thread when no worker could run. */
  ranIn: 'worker' | 'this thread' | undefined;

  constructor() {
    this.worker = this.start();
  }

  private async start(): Promise<Worker | undefined> {
    try {
      const worker = await startWorker();
      worker.on('error', (error) => {
        this.failure = error;
      });
      return worker;
    } catch (error) {
      this.failure = error as Error;
      return undefined;
    }
  }

  setBase(files: readonly EmittedFile[]): void {
    this.base = declarationFiles(files);
    void this.post({ kind: 'base', files: this.base });
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
    await (await this.worker)?.terminate();
  }

  private async post(request: WorkerRequest): Promise<void> {
    const worker = await this.worker;
    if (this.failure === undefined) worker?.postMessage(request);
  }

  private async ask(request: WorkerRequest): Promise<Answer> {
    const worker = await this.worker;
    if (worker === undefined || this.failure !== undefined) throw this.failure;
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

/**
 * The worker: the bundled `dist/compat-worker.js` in the installed tool (scripts/build.ts); in a
 * checkout, not through tsx as other tool workers (`tool-worker.ts`) but its sources bundled the same
 * way in memory and evaluated. tsx in a worker runs a second loader thread and transpiles every
 * module again: a third of this worker's time before it does any work, on the path of every compat.
 */
async function startWorker(): Promise<Worker> {
  const source = new URL('./worker.ts', import.meta.url);
  if (!import.meta.url.endsWith('.ts')) return startToolWorker(source, 'compat-worker.js');
  const { build } = await import('esbuild');
  const entry = fileURLToPath(source);
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // Evaluated code has no place of its own: `typescript.ts` resolves ts-morph from the sources' place.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
    logLevel: 'silent',
  });
  return new Worker(bundled.outputFiles[0]?.text ?? '', { eval: true });
}
