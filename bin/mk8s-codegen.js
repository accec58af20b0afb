#!/usr/bin/env node
// The `mk8s-codegen` command. Installed from the package, it runs the compiled dist/cli.js and
// needs neither tsx nor TypeScript. In a checkout (the TypeScript sources beside this file and tsx
// installed) it runs the sources directly, so there is no build step to forget and no stale dist/.
import { existsSync } from 'node:fs';

const source = new URL('../generator/cli.ts', import.meta.url);
const tsx = existsSync(source) ? await import('tsx/esm/api').catch(() => undefined) : undefined;
if (tsx === undefined) {
  await import('../dist/cli.js');
} else {
  tsx.register();
  await import(source.href);
}
