/**
 * `--format human` (the default): per document a verdict on standard output, each issue as
 * `file:line:column: POINTER: message` on standard error, and the summary line. Colours only
 * where the stream is a terminal (and `NO_COLOR` is not set).
 */
import type { CliIo } from '../command.ts';
import { type FileReport, oneLine, type Renderer, shownIssue, shownPlace, summaryLine } from './types.ts';

export const renderHuman: Renderer = (report, io) => {
  const out = paint(io.colors?.stdout === true);
  const err = paint(io.colors?.stderr === true);
  for (const file of report.files) {
    const several = file.documents.length > 1;
    printIssues(file, undefined, io, err);
    for (const doc of file.documents) {
      if (doc.as !== undefined) {
        const label = oneLine(several ? `${file.file} (document ${doc.document})` : file.file);
        const verdict = doc.valid ? out.green('valid') : out.red('invalid');
        const how = doc.inferred === undefined ? '' : out.dim(` (inferred: ${doc.inferred})`);
        io.stdout(`${label}: ${verdict} ${doc.as}${how}\n`);
      }
      printIssues(file, doc.document, io, err);
    }
  }
  io.stdout(`${summaryLine(report.summary)}\n`);
};

function printIssues(file: FileReport, document: number | undefined, io: CliIo, err: Paint): void {
  for (const issue of file.issues) {
    if (issue.document !== document) continue;
    io.stderr(`${err.bold(oneLine(shownPlace(file.file, issue)))}: ${oneLine(shownIssue(issue))}\n`);
  }
}

type Paint = Record<'green' | 'red' | 'dim' | 'bold', (text: string) => string>;

function paint(on: boolean): Paint {
  const style = (open: number, close: number) => (text: string) => (on ? `\x1b[${open}m${text}\x1b[${close}m` : text);
  return { green: style(32, 39), red: style(31, 39), dim: style(2, 22), bold: style(1, 22) };
}
