/** The package root: re-exports of what every artifact offers, in ESM, CommonJS and declarations. */
import type { EmittedFile } from './file.ts';
import { emitModule } from './module.ts';

export interface EntryExport {
  /** Module specifier relative to the package root (`./validators/index.js`). */
  readonly from: string;
  readonly values?: readonly string[];
  readonly types?: readonly string[];
}

export function emitEntry(exports: readonly EntryExport[]): EmittedFile[] {
  const values = exports.filter((e) => (e.values ?? []).length > 0);
  const esm = values.map((e) => reexport('export', e.values ?? [], e.from)).join('') || 'export {};\n';
  const dts = [
    ...values.map((e) => reexport('export', e.values ?? [], e.from)),
    ...exports.filter((e) => (e.types ?? []).length > 0).map((e) => reexport('export type', e.types ?? [], e.from)),
  ].join('');
  return emitModule({ path: 'index', purpose: 'Entry point of @mk8s/schema.', esm, dts: dts || 'export {};\n' });
}

function reexport(keyword: string, names: readonly string[], from: string): string {
  const list = [...names]
    .sort()
    .map((n) => `  ${n},\n`)
    .join('');
  return `${keyword} {\n${list}} from ${JSON.stringify(from)};\n`;
}
