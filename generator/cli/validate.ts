/**
 * `mk8s-codegen validate FILE|- --as cluster|create|patch`: checks a JSON document with the compiled
 * validators of the generated package and prints one `POINTER: message` line per issue.
 */
import { parseArgs } from 'node:util';
import { readInputFile } from '../run.ts';
import { type Command, UsageError } from './command.ts';

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

export const validateCommand: Command = {
  name: 'validate',
  summary: 'check a cluster, create body or patch body (exit 0 valid, 1 invalid)',
  usage: [
    'Usage: mk8s-codegen validate FILE|- --as cluster|create|patch [--strip-read-only]',
    '',
    '  FILE               the JSON document to check; - reads standard input',
    '  --as KIND          cluster (a resource as read), create (a create body) or patch (a patch body)',
    '  --strip-read-only  (create, patch) leave out read-only fields instead of reporting them, and',
    '                     print the body without them on standard output',
    '',
    'Exit 0 when valid; 1 when not, with one "POINTER: message" line per issue on standard error.',
  ].join('\n'),
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { as: { type: 'string' }, 'strip-read-only': { type: 'boolean' } },
      strict: true,
      allowPositionals: true,
    });
    const [file, ...extra] = positionals;
    if (file === undefined || extra.length > 0)
      throw new UsageError('validate takes exactly one FILE (or - for standard input)');
    const kind = values.as;
    if (kind === undefined || !(kind in KINDS)) throw new UsageError('--as must be cluster, create or patch');
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
    const validate = await validatorFor(kind as Kind);
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

/** The validator from the generated package, loaded only when a document is checked. */
async function validatorFor(kind: Kind): Promise<Validator> {
  const schema = (await import('../../generated/index.js')) as unknown as Record<string, Validator>;
  const validate = schema[KINDS[kind]];
  if (validate === undefined) throw new Error(`the generated package has no ${KINDS[kind]}: run \`npm run generate\``);
  return validate;
}
