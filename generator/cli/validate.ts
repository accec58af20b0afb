/**
 * `mk8s-codegen validate FILE|- --as cluster|create|patch`: checks a JSON document with the compiled
 * validators of a generated package and prints one `POINTER: message` line per issue.
 */
import { readInputFile } from '../read.ts';
import { parseCommandArgs } from './args.ts';
import { type Command, UsageError } from './command.ts';
import { loadSchemaPackage, PACKAGE_HELP, PACKAGE_OPTION } from './schema-package.ts';

const KINDS = {
  cluster: 'validateCluster',
  create: 'validateClusterCreate',
  patch: 'validateClusterPatch',
} as const;

type Kind = keyof typeof KINDS;

interface Issue {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

type Validator = (
  value: unknown,
  options?: { stripReadOnly?: boolean },
) => { ok: true; value: unknown } | { ok: false; errors: Issue[] };

const OPTIONS = { as: { type: 'string' }, 'strip-read-only': { type: 'boolean' }, ...PACKAGE_OPTION } as const;

export const validateCommand: Command = {
  name: 'validate',
  summary: 'check a cluster, create body or patch body (exit 0 valid, 1 invalid)',
  usage: [
    'Usage: mk8s-codegen validate FILE|- --as cluster|create|patch [--strip-read-only] [--package DIR]',
    '',
    '  FILE               the JSON document to check; - reads standard input',
    '  --as KIND          cluster (a resource as read), create (a create body) or patch (a patch body)',
    '  --strip-read-only  (create, patch) leave out read-only fields instead of reporting them, and',
    '                     print the body without them on standard output',
    ...PACKAGE_HELP,
    '',
    'Exit 0 when valid; 1 when not, with one "POINTER: message" line per issue on standard error.',
  ].join('\n'),
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(args, OPTIONS);
    const [file, ...extra] = positionals;
    if (file === undefined || extra.length > 0) {
      throw new UsageError('validate takes exactly one FILE (or - for standard input)');
    }
    const kind = values.as;
    if (kind === undefined) throw new UsageError('--as is required: cluster, create or patch');
    if (!Object.hasOwn(KINDS, kind)) throw new UsageError(`--as must be cluster, create or patch, not "${kind}"`);
    const strip = values['strip-read-only'] === true;
    if (strip && kind === 'cluster') throw new UsageError('--strip-read-only applies to create and patch bodies');
    let text: string;
    try {
      text = file === '-' ? await io.readStdin() : await readInputFile(io.cwd, file);
    } catch (error) {
      io.stderr(`cannot read ${file}: ${(error as Error).message}\n`);
      return 1;
    }
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      io.stderr(`${file} is not JSON: ${(error as Error).message}\n`);
      return 1;
    }
    const name = KINDS[kind as Kind];
    const schema = await loadSchemaPackage(io.cwd, values.package, [name]);
    const validate = schema[name] as unknown as Validator;
    const result = strip ? validate(document, { stripReadOnly: true }) : validate(document);
    if (!result.ok) {
      for (const issue of result.errors) io.stderr(`${issue.path}: ${issue.message}\n`);
      return 1;
    }
    io.stdout(
      strip ? `${JSON.stringify(result.value, null, 2)}\n` : `${file === '-' ? 'input' : file}: valid ${kind}\n`,
    );
    return 0;
  },
};
