/**
 * Spec diagnostics as `generate` and `compat` print them, in the form `validate` uses for cluster
 * files: `spec/cluster.json:12:7: #/$defs/Pool/properties/size: message [CODE]`. The file is shown as
 * the user can find it (relative to the working directory, as CI logs and editors resolve it, or
 * `REF:path` for a spec read from git), the place is found by the cluster files' own code
 * (`cluster-file.ts`), and the `#/pointer` stays, as a `$ref` would write it.
 */
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { type ClusterFile, parseClusterFile, placedIssue, readIssues } from './cluster-file.ts';
import type { CliIo } from './command.ts';
import { readFileInput, type Unread } from './inputs.ts';
import { shownPath } from './paths.ts';
import { oneLine, shownPlace } from './report/types.ts';

/** Where the files of a spec are: each, by its `/`-separated path in the spec, shown and read. */
export interface SpecFiles {
  readonly shown: (file: string) => string;
  readonly read: (file: string) => Promise<{ readonly text: string } | Unread>;
}

/** The files of the spec folder `specDir` on disk. */
export function specFolder(specDir: string, io: CliIo): SpecFiles {
  const pathOf = (file: string) => join(specDir, ...file.split('/'));
  return {
    // '' is the folder itself, shown as one (`spec/`)
    shown: (file) => (file === '' ? `${shownPath(io.cwd, specDir)}/` : shownPath(io.cwd, pathOf(file))),
    read: async (file) => (file === '' ? { problem: 'a folder, not a file' } : readFileInput(io.cwd, pathOf(file))),
  };
}

/** Spec files already read (`texts`), shown as `shown` says. */
export function specTexts(texts: ReadonlyMap<string, string>, shown: (file: string) => string): SpecFiles {
  return {
    shown,
    read: async (file) => {
      const text = texts.get(file);
      return text === undefined ? { problem: 'the spec has no such file' } : { text };
    },
  };
}

/** One line a diagnostic, in order. */
export async function shownDiagnostics(diagnostics: readonly Diagnostic[], spec: SpecFiles): Promise<string[]> {
  const files = new Map<string, Promise<ClusterFile>>();
  const shown: string[] = [];
  for (const d of diagnostics) {
    let loaded = files.get(d.file);
    if (loaded === undefined) {
      const input = { shown: spec.shown(d.file) };
      loaded = spec.read(d.file).then((read) => parseClusterFile(input, read));
      files.set(d.file, loaded);
    }
    const file = await loaded;
    const place = placeOf(file, d);
    const pointer = file.documents.length === 0 ? '' : `#${d.pointer}: `;
    shown.push(oneLine(`${shownPlace(file.shown, place)}: ${pointer}${d.message} [${d.code}]`));
  }
  return shown;
}

/** Where in the file the diagnostic's value stands (a syntax error: where reading stopped), if known. */
function placeOf(file: ClusterFile, d: Diagnostic): { line?: number; column?: number } {
  const [doc] = file.documents;
  if (doc === undefined) return {};
  if (d.code === 'SPEC_INVALID_JSON') return readIssues(file, doc).find((i) => d.message.endsWith(i.message)) ?? {};
  return placedIssue(file, doc, { path: d.pointer, code: d.code, message: d.message });
}
