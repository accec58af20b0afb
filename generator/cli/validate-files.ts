/**
 * The work of `validate`: each file read, each of its documents judged by the validator of its kind
 * (given with `--as`, or inferred), and every issue placed at `line:column` of the file.
 */
import type { SourceDocument } from '../documents/index.ts';
import { type ClusterFile, parseClusterFile, placedIssue, readIssues } from './cluster-file.ts';
import type { CliIo } from './command.ts';
import { type InputFile, type InputProblem, isProblem, readInput, type Unread } from './inputs.ts';
import { inferKind, KINDS, type Kind } from './kinds.ts';
import type { DocumentReport, FileReport, ReportIssue } from './report/types.ts';
import type { SchemaPackage } from './schema-package.ts';
import type { PoolTask } from './validate-pool.ts';

export interface ValidateOptions {
  readonly as?: Kind;
  readonly stripReadOnly: boolean;
  readonly schema: SchemaPackage;
}

export interface CheckedFile {
  readonly report: FileReport;
  /** The documents' values as the validators returned them (stripped with `--strip-read-only`). */
  readonly values: readonly unknown[];
  readonly file: ClusterFile;
}

interface Issue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

type Validator = (
  value: unknown,
  options?: { stripReadOnly?: boolean },
) => { ok: true; value: unknown } | { ok: false; errors: readonly Issue[] };

/**
 * Every input checked, in order: what names no file as such, standard input here, files on `jobs`
 * threads when more than one.
 */
export async function checkInputs(
  inputs: readonly (InputFile | InputProblem)[],
  io: CliIo,
  options: ValidateOptions,
  jobs: number,
  task: PoolTask,
): Promise<{ reports: FileReport[]; checked: CheckedFile[] }> {
  const files = inputs.filter((i): i is InputFile => !isProblem(i) && i.path !== undefined);
  const pooled =
    jobs > 1 && files.length > 1
      ? await (await import('./validate-pool.ts')).checkInWorkers(files, jobs, {
          ...task,
          ...(options.as ? { as: options.as } : {}),
        })
      : undefined;
  const reports: FileReport[] = [];
  const checked: CheckedFile[] = [];
  let next = 0;
  for (const input of inputs) {
    if (isProblem(input)) {
      reports.push({
        file: input.shown,
        valid: false,
        documents: [],
        issues: [{ code: 'NO_FILE', message: input.message }],
      });
    } else if (pooled !== undefined && input.path !== undefined) {
      reports.push(pooled[next++] as FileReport);
    } else {
      const one = await checkFile(input, await readInput(input, io), options);
      checked.push(one);
      reports.push(one.report);
    }
  }
  return { reports, checked };
}

export async function checkFile(
  input: InputFile,
  read: { text: string } | Unread,
  options: ValidateOptions,
): Promise<CheckedFile> {
  const file = await parseClusterFile(input, read);
  const issues: ReportIssue[] = [...file.problems];
  const documents: DocumentReport[] = [];
  const values: unknown[] = [];
  file.documents.forEach((doc, i) => {
    const checked = checkDocument(file, doc, i + 1, options);
    documents.push(checked.report);
    issues.push(...checked.issues);
    if (checked.value !== undefined) values.push(checked.value);
  });
  const valid = issues.length === 0 && documents.length > 0;
  const format = file.format === undefined ? {} : { format: file.format };
  return { report: { file: input.shown, ...format, valid, documents, issues }, values, file };
}

function checkDocument(
  file: ClusterFile,
  doc: SourceDocument,
  document: number,
  options: ValidateOptions,
): { report: DocumentReport; issues: ReportIssue[]; value?: unknown } {
  const start = file.lines?.positionAt(doc.offset) ?? { line: 1, column: 1 };
  const unread = readIssues(file, doc, document);
  if (doc.value === undefined || unread.length > 0) {
    return { report: { document, line: start.line, valid: false }, issues: unread };
  }
  const decided = options.as === undefined ? inferKind(doc.value) : { kind: options.as, reason: undefined };
  if (decided.kind === undefined) {
    const message = `cannot tell what this document is: ${decided.reason}; pass --as cluster, create or patch`;
    const issue = { document, pointer: '', ...start, code: 'UNKNOWN_KIND', message };
    return { report: { document, line: start.line, valid: false }, issues: [issue] };
  }
  const validate = options.schema[KINDS[decided.kind]] as unknown as Validator;
  const result = options.stripReadOnly ? validate(doc.value, { stripReadOnly: true }) : validate(doc.value);
  const issues = result.ok ? [] : result.errors.map((e) => placedIssue(file, doc, e, document));
  const inferred = decided.reason === undefined ? {} : { inferred: decided.reason };
  const report = { document, line: start.line, as: decided.kind, ...inferred, valid: result.ok };
  return { report, issues, ...(result.ok ? { value: result.value } : {}) };
}
