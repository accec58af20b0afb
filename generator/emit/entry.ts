/** The package root: re-exports of what every artifact offers, in ESM, CommonJS and declarations. */
import { _, type Code, concat, name } from './code.ts';
import type { EmittedFile } from './file.ts';
import { emitModule } from './module.ts';

export interface EntryExport {
  /** Module specifier relative to the package root (`./validators/index.js`). */
  readonly from: string;
  readonly values?: readonly string[];
  readonly types?: readonly string[];
}

export function emitEntry(exports: readonly EntryExport[]): Promise<EmittedFile[]> {
  const values = exports
    .filter((e) => (e.values ?? []).length > 0)
    .map((e) => reexport(_`export`, e.values ?? [], e.from));
  const types = exports
    .filter((e) => (e.types ?? []).length > 0)
    .map((e) => reexport(_`export type`, e.types ?? [], e.from));
  return emitModule({
    path: 'index',
    purpose: 'Entry point of @mk8s/schema.',
    esm: orEmpty(concat(values)),
    dts: orEmpty(concat([...values, ...types])),
  });
}

function reexport(keyword: Code, names: readonly string[], from: string): Code {
  const list = [...names].sort().map((n) => _`  ${name(n)},\n`);
  return _`${keyword} {\n${concat(list)}} from ${from};\n`;
}

/** A module that exports nothing still says it is a module. */
function orEmpty(code: Code): Code {
  return code.toString() === '' ? _`export {};\n` : code;
}
