/**
 * The two documents of `apply` and `diff`: each read from its file (JSON or YAML, one document),
 * then checked with the package's validators before the patch engine sees it, so a wrong file is
 * named as such — with what it looks like — instead of failing inside the engine.
 */
import { resolve } from 'node:path';
import type { SourceDocument } from '../documents/index.ts';
import { parseCommandArgs } from './args.ts';
import { type ClusterFile, loadClusterFile, placedIssue, readIssues } from './cluster-file.ts';
import { type CliIo, UsageError } from './command.ts';
import { STDIN_NAME } from './inputs.ts';
import { inferKind, type Kind } from './kinds.ts';
import { PRINT_FORMATS, type PrintFormat } from './print-document.ts';
import type { ReportIssue } from './report/types.ts';
import { shownIssue, shownPlace } from './report/types.ts';
import { PACKAGE_OPTION, type SchemaPackage } from './schema-package.ts';

export const PATCH_COMMAND_OPTIONS = { ...PACKAGE_OPTION, output: { type: 'string', short: 'o' } } as const;

export const OUTPUT_HELP = ['  -o, --output FMT   json or yaml (default: the format of the first file)'];

/** A document of a file named on the command line, read and judged valid. */
export interface InputDocument {
  readonly file: ClusterFile;
  readonly doc: SourceDocument & { readonly value: unknown };
}

export interface PatchCommandArgs {
  readonly files: readonly [string, string];
  readonly output: PrintFormat | undefined;
  readonly packageDir: string | undefined;
}

export function parsePatchCommandArgs(args: readonly string[]): PatchCommandArgs {
  const { values, positionals } = parseCommandArgs(args, PATCH_COMMAND_OPTIONS);
  if (positionals.length !== 2) throw new UsageError(`expected 2 files, got ${positionals.length}`);
  if (positionals[0] === '-' && positionals[1] === '-') throw new UsageError('only one file may be - (standard input)');
  const output = values.output;
  if (output !== undefined && !(PRINT_FORMATS as readonly string[]).includes(output)) {
    throw new UsageError(`--output must be json or yaml, not "${output}"`);
  }
  return {
    files: [positionals[0] ?? '', positionals[1] ?? ''],
    output: output as PrintFormat | undefined,
    packageDir: values.package,
  };
}

/** The one document of `arg`, or `undefined` after printing why it cannot be used. */
export async function readInputDocument(command: string, arg: string, io: CliIo): Promise<InputDocument | undefined> {
  const input = arg === STDIN_NAME ? { shown: arg } : { shown: arg, path: resolve(io.cwd, arg) };
  const file = await loadClusterFile(input, io);
  const [doc, ...more] = file.documents;
  const issues = [...file.problems, ...(doc === undefined ? [] : readIssues(file, doc))];
  if (more.length > 0) {
    const message = `${command} takes one document per file; this file holds ${file.documents.length}`;
    issues.push({ code: 'TOO_MANY_DOCUMENTS', message, ...file.lines?.positionAt(more[0]?.offset ?? 0) });
  }
  if (issues.length > 0 || doc?.value === undefined) {
    printIssues(file.shown, issues, io);
    return undefined;
  }
  return { file, doc: doc as InputDocument['doc'] };
}

type Validate = (
  value: unknown,
) => { ok: true } | { ok: false; errors: readonly { path: string; code: string; message: string }[] };

const WHAT: Readonly<Record<Kind, string>> = {
  cluster: 'a cluster as read',
  create: 'a create body',
  patch: 'a patch body',
};

/**
 * Whether `input` is valid as `kind`; if not, prints which file is wrong, what it should be and
 * what it looks like, then each issue.
 */
export function checkInput(
  command: string,
  input: InputDocument,
  kind: Kind,
  role: string,
  schema: SchemaPackage,
  io: CliIo,
): boolean {
  const validate = (kind === 'patch' ? schema.validateClusterPatch : schema.validateCluster) as unknown as Validate;
  const result = validate(input.doc.value);
  if (result.ok) return true;
  const looks = inferKind(input.doc.value);
  const hint =
    looks.kind !== undefined && looks.kind !== kind ? `; it looks like ${WHAT[looks.kind]} (${looks.reason})` : '';
  io.stderr(`mk8s-codegen ${command}: ${input.file.shown} is not ${WHAT[kind]}, which ${role}${hint}\n`);
  const issues = result.errors.map((e) => placedIssue(input.file, input.doc, e));
  printIssues(input.file.shown, issues, io);
  return false;
}

/** `FILE:LINE:COLUMN: CODE POINTER: message` per issue, as the contract's `CODE POINTER: message` with the place. */
export function printIssues(file: string, issues: readonly ReportIssue[], io: CliIo): void {
  for (const issue of issues) io.stderr(`${shownPlace(file, issue)}: ${issue.code} ${shownIssue(issue)}\n`);
}
