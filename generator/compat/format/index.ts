/** The three report formats of `mk8s-codegen compat`: text for a terminal, JSON for tools, Markdown for release notes. */
import type { CompatReport } from '../change.ts';
import type { Versions } from '../compare.ts';
import type { VersionCheck } from '../release.ts';
import { formatJson } from './json.ts';
import { formatMarkdown } from './markdown.ts';
import { formatText } from './text.ts';

export const FORMATS = ['text', 'json', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];

export interface FormatInput {
  readonly report: CompatReport;
  readonly versions: Versions;
  readonly check: VersionCheck;
  /** What was compared, for the headline (`releases/latest/spec → spec`). */
  readonly compared: string;
  /** How many stored bodies were re-checked: every format says it (a run that checked none says so). */
  readonly corpus?: number;
}

export function formatReport(format: Format, input: FormatInput): string {
  switch (format) {
    case 'json':
      return formatJson(input.report, input.corpus);
    case 'markdown':
      return formatMarkdown(input);
    case 'text':
      return formatText(input);
  }
}
