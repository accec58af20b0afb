/**
 * The types analysis in a worker thread (`remote.ts` is the other end): it loads TypeScript while
 * the main thread generates the versions, and checks while the main thread runs the other analyses.
 */
import { parentPort } from 'node:worker_threads';
import type { EmittedFile } from '../../emit/file.ts';
import { type RoleNames, TypesComparison } from './index.ts';

export type WorkerRequest =
  | { readonly kind: 'base'; readonly files: readonly EmittedFile[] }
  | { readonly kind: 'compare'; readonly files: readonly EmittedFile[]; readonly roles: RoleNames };

let comparison: TypesComparison | undefined;

parentPort?.on('message', (request: WorkerRequest) => {
  try {
    if (request.kind === 'base') {
      comparison = new TypesComparison(request.files);
      return;
    }
    if (comparison === undefined) throw new Error('no base declarations were given');
    parentPort?.postMessage({ ok: true, changes: comparison.compare(request.files, request.roles) });
  } catch (error) {
    parentPort?.postMessage({
      ok: false,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
