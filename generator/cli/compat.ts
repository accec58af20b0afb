/**
 * `mk8s-codegen compat --base DIR | --base-git REF [--spec DIR] [--format text|json|markdown]`:
 * compares two versions of the spec and exits 1 when a breaking change comes without a new major
 * version. The guard and ts-morph are loaded only when the command runs.
 */
import { FORMATS, type Format } from '../compat/format/index.ts';
import type { CompatOptions } from '../compat/run.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import { parseCommandArgs } from './args.ts';
import { type Command, UsageError } from './command.ts';

const OPTIONS = {
  base: { type: 'string' },
  'base-git': { type: 'string' },
  spec: { type: 'string' },
  format: { type: 'string' },
  corpus: { type: 'string', multiple: true },
  'base-version': { type: 'string' },
} as const;

export const compatCommand: Command = {
  name: 'compat',
  summary: 'compare the spec with an older one and say whether the change breaks its users',
  usage: [
    'Usage: mk8s-codegen compat --base DIR | --base-git REF [--spec DIR] [--format text|json|markdown]',
    '                           [--corpus PATH]... [--base-version VERSION]',
    '',
    '  --base DIR              the older spec folder (a release snapshot: releases/latest/spec)',
    '  --base-git REF          the older spec, read from REF of this repository (a tag, a branch, a commit)',
    '  --spec DIR              the current spec folder (default: spec)',
    '  --format FORMAT         text (default), json, or markdown (a changelog section for release notes)',
    '  --corpus PATH           stored bodies (JSON files or folders) to re-validate; repeatable',
    '                          (default: docs/examples, test/fixtures, templates/openapi/examples)',
    '  --base-version VERSION  the version the base was released as, when its folder does not say',
    '',
    'Exit 0 when the verdict is not major or the major version rose; 1 when a breaking change comes',
    'without a new major version (or a spec is invalid); 2 for a usage error.',
  ].join('\n'),
  async run(args, io) {
    const options = parseCompatArgs(args, io.cwd);
    const [{ runCompat, CompatInputError }, { GitError }, { formatReport }, { checkVersion }] = await Promise.all([
      import('../compat/run.ts'),
      import('../compat/git.ts'),
      import('../compat/format/index.ts'),
      import('../compat/release.ts'),
    ]);
    const outcome = await runCompat(options).catch((error: unknown) => {
      if (error instanceof CompatInputError || error instanceof GitError) throw new UsageError(error.message);
      throw error;
    });
    if (outcome.kind === 'invalid-spec') {
      for (const d of outcome.diagnostics) io.stderr(`${formatDiagnostic(d)}\n`);
      io.stderr(
        `the ${outcome.side} spec is invalid (${outcome.diagnostics.length} problem(s)): nothing was compared\n`,
      );
      return 1;
    }
    const check = checkVersion(outcome.report.verdict, outcome.versions);
    const compared = `${'dir' in options.base ? options.base.dir : options.base.gitRef} → ${options.spec ?? 'spec'}`;
    io.stdout(formatReport(options.format, { report: outcome.report, versions: outcome.versions, check, compared }));
    if (!check.ok && options.format !== 'text') io.stderr(`${check.note}\n`);
    return check.ok ? 0 : 1;
  },
};

function parseCompatArgs(args: readonly string[], cwd: string): CompatOptions & { readonly format: Format } {
  const { values, positionals } = parseCommandArgs(args, OPTIONS);
  if (positionals.length > 0) throw new UsageError(`compat takes no arguments, got "${positionals[0]}"`);
  const [dir, gitRef] = [values.base, values['base-git']];
  if ((dir === undefined) === (gitRef === undefined)) {
    throw new UsageError('give exactly one of --base DIR and --base-git REF');
  }
  const format = values.format ?? 'text';
  if (!isFormat(format)) throw new UsageError(`--format must be text, json or markdown, not "${format}"`);
  return {
    cwd,
    base: dir !== undefined ? { dir } : { gitRef: gitRef as string },
    spec: values.spec,
    corpus: values.corpus,
    baseVersion: values['base-version'],
    format,
  };
}

function isFormat(format: string): format is Format {
  return (FORMATS as readonly string[]).includes(format);
}
