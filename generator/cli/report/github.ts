/**
 * `--format github`: one GitHub Actions `::error` workflow command per issue, which GitHub shows
 * as an annotation on the line of the file in the pull request, then the summary line. Control
 * characters in a file name, key or message are shown escaped (`\n`, `\u001b`) as in the human
 * format: raw, an escape sequence would reach the CI log's terminal, and a line break would end
 * the command.
 * @see https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions#setting-an-error-message
 */
import { oneLine, type Renderer, shownIssue, summaryLine } from './types.ts';

export const renderGithub: Renderer = (report, io) => {
  for (const file of report.files) {
    for (const issue of file.issues) {
      const place = [`file=${property(oneLine(file.file))}`];
      if (issue.line !== undefined) place.push(`line=${issue.line}`, `col=${issue.column ?? 1}`);
      place.push(`title=${property(`mk8s-codegen ${issue.code}`)}`);
      io.stdout(`::error ${place.join(',')}::${data(oneLine(shownIssue(issue)))}\n`);
    }
  }
  io.stdout(`${summaryLine(report.summary)}\n`);
};

function data(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function property(text: string): string {
  return data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
