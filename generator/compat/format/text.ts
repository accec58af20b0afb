/**
 * The text report: a headline with the verdict, one line per change (most serious first) with its
 * severity, the audiences it breaks, its code and its path, how many stored bodies were re-checked
 * (when the caller says), then what the version must do.
 */
import { shownPointer } from '../../pointer.ts';
import type { FormatInput } from './index.ts';
import { storedBodiesLine } from './stored-bodies.ts';

export function formatText({ report, versions, check, compared, corpus }: FormatInput): string {
  const lines = [
    `compat ${compared} (${versions.base ?? 'unknown'} → ${versions.current ?? 'unknown'}): ${report.verdict}, ${count(report.changes.length)}`,
  ];
  for (const change of report.changes) {
    const breaks = change.breaks.length > 0 ? ` [breaks ${change.breaks.join(', ')}]` : '';
    lines.push(`  ${change.severity.padEnd(10)} ${change.code} ${shownPointer(change.path)}${breaks}`);
    lines.push(`             ${change.message}`);
  }
  if (corpus !== undefined) lines.push(storedBodiesLine(corpus));
  lines.push(check.note);
  return `${lines.join('\n')}\n`;
}

function count(n: number): string {
  return n === 1 ? '1 change' : `${n} changes`;
}
