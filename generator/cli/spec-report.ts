/**
 * Spec diagnostics as `generate` prints them, in the form `validate` uses for cluster files:
 * `spec/cluster.json:12:7: #/$defs/Pool/properties/size: message [CODE]`. The path is relative to the
 * working directory (as CI logs and editors resolve it), the place is found by the cluster files' own
 * code (`cluster-file.ts`), and the `#/pointer` stays, as a `$ref` would write it.
 */
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { type ClusterFile, loadClusterFile, placedIssue, readIssues } from './cluster-file.ts';
import type { CliIo } from './command.ts';
import { shownPath } from './paths.ts';
import { oneLine, shownPlace } from './report/types.ts';

/** One line a diagnostic, in order; `specDir` is the spec folder the diagnostics' files are in. */
export async function shownDiagnostics(
  diagnostics: readonly Diagnostic[],
  specDir: string,
  io: CliIo,
): Promise<string[]> {
  const files = new Map<string, Promise<ClusterFile>>();
  const shown: string[] = [];
  for (const d of diagnostics) {
    const path = join(specDir, ...d.file.split('/'));
    const input = { shown: shownPath(io.cwd, path), path };
    let loaded = files.get(d.file);
    if (loaded === undefined) {
      loaded = loadClusterFile(input, io);
      files.set(d.file, loaded);
    }
    const file = await loaded;
    const place = placeOf(file, d);
    const pointer = file.documents.length === 0 ? '' : `#${d.pointer}: `;
    shown.push(oneLine(`${shownPlace(input.shown, place)}: ${pointer}${d.message} [${d.code}]`));
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
