/**
 * `mk8s-codegen compat --base DIR | --base-git REF [--spec DIR] [--format text|json|markdown]`:
 * compares two versions of the spec and exits 1 when a breaking change comes without a new major
 * version. It follows the project's configuration (spec folder, package name and version) as
 * `generate` does; flags win. The guard and ts-morph are loaded only when the command runs.
 */
import { resolve } from 'node:path';
import { FORMATS, type Format } from '../compat/format/index.ts';
import type { CompatOptions } from '../compat/run.ts';
import { CONFIG_FILE, PACKAGE_JSON_KEY } from '../config.ts';
import { parseCommandArgs } from './args.ts';
import { type Command, UsageError } from './command.ts';
import { shownPath } from './paths.ts';
import { projectConfig, usageErrorOf } from './project-config.ts';
import { shownDiagnostics, specTexts } from './spec-report.ts';

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
    '  --spec DIR              the current spec folder (default: "spec" of the configuration, else spec)',
    '  --format FORMAT         text (default), json, or markdown (a changelog section for release notes)',
    '  --corpus PATH           stored bodies to re-validate (JSON or YAML files, folders, globs); repeatable',
    '                          (default: docs/examples, test/fixtures, templates/openapi/examples)',
    '  --base-version VERSION  the version the base was released as, when the base does not say',
    '',
    `The configuration (${CONFIG_FILE}, or package.json#${PACKAGE_JSON_KEY}, found as generate finds`,
    'it) gives the spec folder and the package: the current version is its "package.version", else the',
    'version generate writes.',
    'The base\'s version: with --base-git, the configuration at REF (its "package.version", else the',
    'package.json in its "out") or generated/package.json at REF; with --base DIR, the same read from',
    "DIR's parent folder, or the package.json there when it names the package (a release snapshot).",
    '',
    'Exit 0 when the verdict is not major or the major version rose; 1 when a breaking change comes',
    'without a new major version, or the base version is unknown (or a spec is invalid); 2 for a usage',
    'or configuration error.',
  ].join('\n'),
  async run(args, io) {
    const options = await compatJob(parseCompatArgs(args, io.cwd));
    const [{ runCompat, CompatInputError }, { GitError }, { formatReport }, { checkVersion }] = await Promise.all([
      import('../compat/run.ts'),
      import('../compat/git.ts'),
      import('../compat/format/index.ts'),
      import('../compat/release.ts'),
    ]);
    const outcome = await runCompat(options).catch((error: unknown) => {
      if (error instanceof CompatInputError || error instanceof GitError) throw new UsageError(error.message);
      throw usageErrorOf(error);
    });
    if (outcome.kind === 'invalid-spec') {
      const files = specTexts(outcome.spec.files, outcome.spec.shown ?? ((file) => file));
      for (const line of await shownDiagnostics(outcome.diagnostics, files)) io.stderr(`${line}\n`);
      io.stderr(
        `the ${outcome.side} spec is invalid (${outcome.diagnostics.length} problem(s)): nothing was compared\n`,
      );
      return 1;
    }
    const check = checkVersion(outcome.report.verdict, outcome.versions);
    const spec = shownPath(options.cwd, resolve(options.cwd, options.spec));
    const compared = `${'dir' in options.base ? options.base.dir : options.base.gitRef} → ${spec}`;
    io.stdout(
      formatReport(options.format, {
        report: outcome.report,
        versions: outcome.versions,
        check,
        compared,
        corpus: outcome.corpus,
      }),
    );
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

/** The options with the configuration's defaults: its spec folder and package. */
async function compatJob<T extends CompatOptions>(options: T): Promise<T & { readonly spec: string }> {
  const { config, root } = await projectConfig(options.cwd);
  return {
    ...options,
    spec: options.spec ?? resolve(root, config.spec ?? 'spec'),
    root,
    ...(config.package === undefined ? {} : { package: config.package }),
  };
}

function isFormat(format: string): format is Format {
  return (FORMATS as readonly string[]).includes(format);
}
