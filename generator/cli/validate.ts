/**
 * `mk8s-codegen validate FILE|DIR|GLOB|- ... [--as cluster|create|patch] [--format …]`: checks
 * cluster files, JSON or YAML, with the compiled validators of a generated package, and reports
 * every issue at its `file:line:column` and JSON Pointer, then a summary line.
 */
import { parseCommandArgs } from './args.ts';
import type { CliIo, Command } from './command.ts';
import { UsageError } from './command.ts';
import { expandInputs } from './inputs.ts';
import { isKind, KIND_NAMES, KINDS, type Kind } from './kinds.ts';
import { printDocument } from './print-document.ts';
import { OUTPUT_FORMATS, type OutputFormat, rendererOf } from './report/index.ts';
import type { FileReport, ValidationReport } from './report/types.ts';
import { loadSchemaPackage, PACKAGE_HELP, PACKAGE_OPTION } from './schema-package.ts';
import { type CheckedFile, checkInputs } from './validate-files.ts';

const OPTIONS = {
  as: { type: 'string' },
  format: { type: 'string' },
  jobs: { type: 'string' },
  'strip-read-only': { type: 'boolean' },
  ...PACKAGE_OPTION,
} as const;

export const validateCommand: Command = {
  name: 'validate',
  summary: 'check cluster files, JSON or YAML (exit 0 all valid, 1 any invalid)',
  usage: [
    'Usage: mk8s-codegen validate FILE|DIR|GLOB|- ... [--as cluster|create|patch]',
    '                             [--format human|json|junit|github] [--jobs N] [--strip-read-only] [--package DIR]',
    '',
    '  FILE               a JSON or YAML file (a YAML stream may hold several documents, split by ---)',
    '  DIR                every .json, .yaml and .yml file in the folder and below it',
    "  GLOB               the files a pattern matches, such as 'clusters/**/*.yaml' (quoted)",
    '  -                  standard input',
    '  --as KIND          cluster (a resource as read), create (a create body) or patch (a patch body);',
    '                     without it, each document says: id or kind → cluster, a patch operator →',
    '                     patch, name and spec → create (the choice is printed)',
    '  --format FORMAT    human (default), json (a report on standard output), junit (JUnit XML),',
    '                     github (GitHub Actions annotations)',
    '  --jobs N           check the files on N threads (default 1; worth it for large folders on idle cores)',
    '  --strip-read-only  (one create or patch body) leave out read-only fields instead of reporting',
    '                     them, and print the body without them on standard output (a new document:',
    '                     comments are not kept)',
    ...PACKAGE_HELP,
    '',
    'Every issue is printed as "FILE:LINE:COLUMN: POINTER: message" on standard error (human), then',
    'a summary line "N files, N valid, N invalid". Exit 0 when every file is valid, 1 when any is',
    'not (or cannot be read), 2 for a usage error.',
  ].join('\n'),
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(args, OPTIONS);
    if (positionals.length === 0) {
      throw new UsageError('validate takes at least one FILE, folder or glob (or - for standard input)');
    }
    const as = kindOption(values.as);
    const format = formatOption(values.format);
    const strip = values['strip-read-only'] === true;
    if (strip && as !== 'create' && as !== 'patch') {
      throw new UsageError('--strip-read-only applies to create and patch bodies: give --as create or --as patch');
    }
    const inputs = await expandInputs(positionals, io.cwd);
    if (strip && (inputs.length !== 1 || format !== 'human')) {
      throw new UsageError('--strip-read-only prints one body: give one FILE, and no --format');
    }
    const needed = as === undefined ? KIND_NAMES.map((k) => KINDS[k]) : [KINDS[as]];
    const schema = await loadSchemaPackage(io.cwd, values.package, needed);
    const jobs = jobsOption(values.jobs);
    const task = { cwd: io.cwd, ...(values.package === undefined ? {} : { packageOption: values.package }) };
    const options = { ...(as === undefined ? {} : { as }), stripReadOnly: strip, schema };
    const { reports, checked } = await checkInputs(inputs, io, options, strip ? 1 : jobs, task);
    const report = reportOf(reports);
    if (strip) return printStripped(report, checked[0], io);
    (await rendererOf(format))(report, io);
    return report.summary.invalid > 0 ? 1 : 0;
  },
};

function reportOf(files: readonly FileReport[]): ValidationReport {
  const valid = files.filter((f) => f.valid).length;
  return { files, summary: { files: files.length, valid, invalid: files.length - valid } };
}

/** `--strip-read-only`: the body alone on standard output, in the format it came in; the rest on standard error. */
async function printStripped(report: ValidationReport, checked: CheckedFile | undefined, io: CliIo): Promise<number> {
  const count = checked?.file.documents.length ?? 0;
  if (checked !== undefined && count > 1) {
    throw new UsageError(`--strip-read-only prints one body; ${checked.report.file} holds ${count} documents`);
  }
  const body = checked?.values[0];
  const doc = checked?.file.documents[0];
  if (report.summary.invalid > 0 || checked === undefined || body === undefined) {
    const onStderr = io.colors?.stderr === true;
    (await rendererOf('human'))(report, { ...io, stdout: io.stderr, colors: { stdout: onStderr, stderr: onStderr } });
    return 1;
  }
  io.stdout(await printDocument(body, checked.file.format ?? 'json', doc?.positions));
  return 0;
}

function kindOption(value: string | undefined): Kind | undefined {
  if (value === undefined || isKind(value)) return value;
  throw new UsageError(`--as must be cluster, create or patch, not "${value}"`);
}

function jobsOption(value: string | undefined): number {
  if (value === undefined) return 1;
  const jobs = Number(value);
  if (Number.isInteger(jobs) && jobs >= 1 && jobs <= 64) return jobs;
  throw new UsageError(`--jobs must be a whole number from 1 to 64, not "${value}"`);
}

function formatOption(value: string | undefined): OutputFormat {
  if (value === undefined) return 'human';
  if ((OUTPUT_FORMATS as readonly string[]).includes(value)) return value as OutputFormat;
  throw new UsageError(`--format must be ${OUTPUT_FORMATS.join(', ')}, not "${value}"`);
}
