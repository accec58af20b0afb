/**
 * The text report: a headline with the verdict, one line per change (most serious first) with its
 * severity, the audiences it breaks, its code and its path, how many stored bodies were re-checked
 * (when the caller says), then what the version must do.
 */
import { shownPointer } from '../../pointer.ts';
import type { FormatInput } from './index.ts';

export function formatText({ report, versions, check, compared, corpus }: FormatInput): string {
  const lines = [
    `compat ${compared} (${versions.base ?? 'unknown'} → ${versions.current ?? 'unknown'}): ${report.verdict}, ${count(report.changes.length)}`,
  ];
  for (const change of report.changes) {
    const breaks = change.breaks.length > 0 ? ` [breaks ${change.breaks.join(', ')}]` : '';
    lines.push(`  ${change.severity.padEnd(10)} ${change.code} ${shownPointer(change.path)}${breaks}`);
    lines.push(`             ${change.message}`);
  }
  if (corpus !== undefined) lines.push(corpusLine(corpus));
  lines.push(check.note);
  return `${lines.join('\n')}\n`;
}

/** What the corpus added: a repository whose cluster files were not named gets none re-checked, and is told. */
function corpusLine(bodies: number): string {
  if (bodies === 0) return 'No stored bodies were re-checked: name your cluster files with --corpus.';
  return bodies === 1 ? '1 stored body was re-checked.' : `${bodies} stored bodies were re-checked.`;
}

function count(n: number): string {
  return n === 1 ? '1 change' : `${n} changes`;
}
