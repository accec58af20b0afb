/**
 * `mk8s-codegen compat --base DIR | --base-git REF [--spec DIR] [--format text|json|markdown]`:
 * compares two versions of the spec and exits 1 when a breaking change comes without a new major
 * version. The guard and ts-morph are loaded only when the command runs.
 */
import { parseArgs } from 'node:util';
import { formatDiagnostic } from '../diagnostics.ts';
import { type Command, UsageError } from './command.ts';

const FORMATS = ['text', 'json', 'markdown'];

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
    const { values } = parseArgs({
      args: [...args],
      options: {
        base: { type: 'string' },
        'base-git': { type: 'string' },
        spec: { type: 'string' },
        format: { type: 'string' },
        corpus: { type: 'string', multiple: true },
        'base-version': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
    if ((values.base === undefined) === (values['base-git'] === undefined)) {
      throw new UsageError('give exactly one of --base DIR and --base-git REF');
    }
    const format = values.format ?? 'text';
    if (!FORMATS.includes(format)) throw new UsageError(`--format must be text, json or markdown, not "${format}"`);
    const [{ runCompat, CompatInputError }, { GitError }, { formatReport }, { checkVersion }] = await Promise.all([
      import('../compat/run.ts'),
      import('../compat/git.ts'),
      import('../compat/format/index.ts'),
      import('../compat/release.ts'),
    ]);
    const base = values.base !== undefined ? { dir: values.base } : { gitRef: values['base-git'] as string };
    const outcome = await runCompat({
      cwd: io.cwd,
      base,
      spec: values.spec,
      corpus: values.corpus,
      baseVersion: values['base-version'],
    }).catch((error: unknown) => {
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
    const compared = `${values.base ?? values['base-git']} → ${values.spec ?? 'spec'}`;
    io.stdout(formatReport(format as 'text', { report: outcome.report, versions: outcome.versions, check, compared }));
    if (!check.ok && format !== 'text') io.stderr(`${check.note}\n`);
    return check.ok ? 0 : 1;
  },
};
