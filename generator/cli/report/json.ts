/**
 * `--format json`: the whole report as one JSON document on standard output; the summary line on
 * standard error. `JSON.stringify` escapes C0 control characters only: DEL, the C1 controls and the
 * Unicode line separators are escaped here too, so no control character reaches the output raw
 * (the parsed text is the same).
 */
import { unicodeEscape } from '../escape.ts';
import { type Renderer, summaryLine } from './types.ts';

export const renderJson: Renderer = (report, io) => {
  const text = JSON.stringify(report, null, 2).replace(/[\u007f-\u009f\u2028\u2029]/g, unicodeEscape);
  io.stdout(`${text}\n`);
  io.stderr(`${summaryLine(report.summary)}\n`);
};
