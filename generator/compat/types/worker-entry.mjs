// Entry of the types analysis' worker thread: the toolchain runs from its TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
