#!/usr/bin/env node
// Runs the TypeScript sources of the toolchain directly (no build step) through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../generator/cli.ts');
