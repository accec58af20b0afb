/** `--format json`: the whole report as one JSON document on standard output; the summary line on standard error. */
import { type Renderer, summaryLine } from './types.ts';

export const renderJson: Renderer = (report, io) => {
  io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  io.stderr(`${summaryLine(report.summary)}\n`);
};
