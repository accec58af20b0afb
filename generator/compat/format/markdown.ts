/**
 * The Markdown report: a changelog section to paste into release notes, the changes grouped by
 * severity under headings a reader of release notes expects, then how many stored bodies were
 * re-checked (the evidence the refused-body codes rest on, for whoever reviews the release).
 */

import { shownPointer } from '../../pointer.ts';
import { type Change, SEVERITIES, type Severity } from '../change.ts';
import type { FormatInput } from './index.ts';
import { storedBodiesLine } from './stored-bodies.ts';

const HEADINGS: Readonly<Record<Severity, string>> = {
  breaking: 'Breaking changes',
  warning: 'Changes readers should know of',
  compatible: 'Additions',
  docs: 'Documentation',
};

/**
 * What a warning means for a reader who checks what the service returns: the package's validators
 * judge by their own version's schema, whose objects are closed.
 */
const LEADS: Partial<Readonly<Record<Severity, string>>> = {
  warning:
    "The service may return clusters that an earlier version of the package refuses: its `validateCluster` judges by that version's schema, so a field added here is `UNKNOWN_FIELD` to it and a value beyond a loosened bound is out of range. Update the package where clusters are checked before the service sends them.",
};

export function formatMarkdown({ report, versions, check, corpus }: FormatInput): string {
  const title = `## ${versions.current ?? 'Unreleased'}${versions.base === undefined ? '' : ` (since ${versions.base})`}`;
  const lines = [title, '', `Compatibility verdict: **${report.verdict}**. ${check.note}`];
  if (report.changes.length === 0) lines.push('', 'No changes to the schema.');
  for (const severity of SEVERITIES) {
    const changes = report.changes.filter((c) => c.severity === severity);
    if (changes.length === 0) continue;
    lines.push('', `### ${HEADINGS[severity]}`, '');
    const lead = LEADS[severity];
    if (lead !== undefined) lines.push(lead, '');
    for (const change of changes) lines.push(item(change));
  }
  if (corpus !== undefined) lines.push('', storedBodiesLine(corpus));
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
