/**
 * `--format junit`: a JUnit XML report for CI test views — a test suite per file, a test case per
 * document, a `<failure>` listing its issues. The summary line goes to standard error, so standard
 * output is the XML alone.
 * @see https://github.com/testmoapp/junitxml
 */
import {
  type DocumentReport,
  type FileReport,
  oneLine,
  type Renderer,
  type ReportIssue,
  shownIssue,
  shownPlace,
  summaryLine,
} from './types.ts';

export const renderJunit: Renderer = (report, io) => {
  const suites = report.files.map(suite);
  const failures = report.files.reduce((n, f) => n + cases(f).filter((c) => c.issues.length > 0).length, 0);
  const tests = report.files.reduce((n, f) => n + cases(f).length, 0);
  io.stdout(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites name="mk8s-codegen validate" tests="${tests}" failures="${failures}" errors="0">`,
      ...suites,
      '</testsuites>',
      '',
    ].join('\n'),
  );
  io.stderr(`${summaryLine(report.summary)}\n`);
};

interface Case {
  readonly name: string;
  readonly issues: readonly ReportIssue[];
}

/** A case per document; one for the file itself when it holds none it could read. */
function cases(file: FileReport): Case[] {
  const several = file.documents.length > 1;
  const ofFile = file.issues.filter((i) => i.document === undefined);
  const named = (doc: DocumentReport) =>
    `${several ? `document ${doc.document}` : 'document'}${doc.as === undefined ? '' : ` (${doc.as})`}`;
  const perDocument = file.documents.map((doc) => ({
    name: named(doc),
    issues: file.issues.filter((i) => i.document === doc.document),
  }));
  return ofFile.length > 0 || perDocument.length === 0
    ? [{ name: 'file', issues: ofFile }, ...perDocument]
    : perDocument;
}

function suite(file: FileReport): string {
  const all = cases(file);
  const failed = all.filter((c) => c.issues.length > 0).length;
  const name = attribute(oneLine(file.file));
  const body = all.map((c) => {
    const open = `    <testcase classname=${name} name=${attribute(c.name)}`;
    if (c.issues.length === 0) return `${open}/>`;
    const lines = c.issues.map((i) => oneLine(`${shownPlace(file.file, i)}: ${shownIssue(i)}`)).join('\n');
    const message = `${c.issues.length} ${c.issues.length === 1 ? 'issue' : 'issues'}`;
    return `${open}>\n      <failure message="${message}" type=${attribute(c.issues[0]?.code ?? '')}>${text(lines)}</failure>\n    </testcase>`;
  });
  return [
    `  <testsuite name=${name} tests="${all.length}" failures="${failed}" errors="0">`,
    ...body,
    '  </testsuite>',
  ].join('\n');
}

/** The text with what XML 1.0 cannot hold at all, even escaped (control characters, lone surrogates), replaced. */
function xmlSafe(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    const allowed =
      c === 9 || c === 10 || c === 13 || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000;
    out += allowed ? ch : '\uFFFD';
  }
  return out;
}

function text(value: string): string {
  return xmlSafe(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attribute(value: string): string {
  return `"${text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;')}"`;
}
