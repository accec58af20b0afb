/**
 * The Markdown report: a changelog section to paste into release notes, the changes grouped by
 * severity under headings a reader of release notes expects.
 */

import { shownPointer } from '../../pointer.ts';
import { type Change, SEVERITIES, type Severity } from '../change.ts';
import type { FormatInput } from './index.ts';

const HEADINGS: Readonly<Record<Severity, string>> = {
  breaking: 'Breaking changes',
  warning: 'Changes readers should know of',
  compatible: 'Additions',
  docs: 'Documentation',
};

export function formatMarkdown({ report, versions, check }: FormatInput): string {
  const title = `## ${versions.current ?? 'Unreleased'}${versions.base === undefined ? '' : ` (since ${versions.base})`}`;
  const lines = [title, '', `Compatibility verdict: **${report.verdict}**. ${check.note}`];
  if (report.changes.length === 0) lines.push('', 'No changes to the schema.');
  for (const severity of SEVERITIES) {
    const changes = report.changes.filter((c) => c.severity === severity);
    if (changes.length === 0) continue;
    lines.push('', `### ${HEADINGS[severity]}`, '');
    for (const change of changes) lines.push(item(change));
  }
  return `${lines.join('\n')}\n`;
}

function item(change: Change): string {
  const breaks = change.breaks.length > 0 ? ` (breaks ${change.breaks.join(', ')})` : '';
  return `- ${escapeMarkdown(change.message)}${breaks} — \`${change.code}\` at \`${shownPointer(change.path)}\``;
}

/** Markdown-significant characters of a message, so it reads as written. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_<>[\]|])/g, '\\$1');
}
