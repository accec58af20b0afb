#!/usr/bin/env node
// Runs a TypeScript file of the repository (benchmarks, scripts) through tsx.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const [file, ...rest] = process.argv.slice(2);
if (file === undefined) {
  process.stderr.write('usage: run-ts.js FILE.ts [args]\n');
  process.exit(2);
}
process.argv = [process.argv[0] ?? 'node', file, ...rest];
register();
await import(pathToFileURL(resolve(file)).href);
