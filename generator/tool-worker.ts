/**
 * A worker thread running one module of the tool, as the tool itself runs: in the installed tool its
 * bundle in `dist/` (an entry of scripts/build.ts), in a checkout its TypeScript source through tsx,
 * registered first as bin/mk8s-codegen.js does.
 */
import { join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { toolPackage } from './read.ts';

/** The compiled tool runs `dist/`; in a checkout the sources run through tsx. */
const COMPILED = !import.meta.url.endsWith('.ts');

/** Starts `source` (a URL of a module under generator/) or, compiled, `dist/<bundle>`. */
export function startToolWorker(source: URL, bundle: string, options: WorkerOptions = {}): Worker {
  if (COMPILED) return new Worker(join(toolPackage().root, 'dist', bundle), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
