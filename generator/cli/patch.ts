/**
 * `mk8s-codegen apply CLUSTER PATCH` and `mk8s-codegen diff FROM TO`: a generated package's patch
 * engine on two JSON files (`-` reads one of them from standard input).
 */
import { type JsonInput, readJsonInput } from '../read.ts';
import { parseCommandArgs } from './args.ts';
import { type CliIo, type Command, UsageError } from './command.ts';
import { loadSchemaPackage, PACKAGE_HELP, PACKAGE_OPTION, type SchemaPackage } from './schema-package.ts';

export const applyCommand: Command = {
  name: 'apply',
  summary: 'apply a patch body to a cluster resource and print the result',
  usage: [
    'Usage: mk8s-codegen apply CLUSTER PATCH [--package DIR]',
    '',
    '  CLUSTER   a cluster resource as read (JSON file, or - for standard input)',
    '  PATCH     a patch body (JSON file, or - for standard input)',
    ...PACKAGE_HELP,
    '',
    'Prints the patched cluster as JSON. On a patch error prints `CODE POINTER: message` on',
    'standard error and exits 1 (docs/patch-semantics.md lists the codes).',
  ].join('\n'),
  async run(args, io) {
    const read = await readTwo(args, io);
    if (read === undefined) return 1;
    const { applyClusterPatch } = await loadSchemaPackage(io.cwd, read.packageDir, ['applyClusterPatch']);
    type Cluster = Parameters<SchemaPackage['applyClusterPatch']>[0];
    const result = applyClusterPatch(read.inputs[0] as Cluster, read.inputs[1]);
    if (!result.ok) {
      io.stderr(`${result.error.code} ${result.error.path}: ${result.error.message}\n`);
      return 1;
    }
    io.stdout(`${JSON.stringify(result.value, null, 2)}\n`);
    return 0;
  },
};

export const diffCommand: Command = {
  name: 'diff',
  summary: 'print the patch body that turns one cluster resource into another',
  usage: [
    'Usage: mk8s-codegen diff FROM TO [--package DIR]',
    '',
    '  FROM, TO  cluster resources as read (JSON files, or - for one of them on standard input)',
    ...PACKAGE_HELP,
    '',
    'Prints a patch body P such that `mk8s-codegen apply FROM P` gives TO, for everything a patch',
    'can express (read-only fields are ignored; a diff never renames).',
  ].join('\n'),
  async run(args, io) {
    const read = await readTwo(args, io);
    if (read === undefined) return 1;
    const { diffClusters } = await loadSchemaPackage(io.cwd, read.packageDir, ['diffClusters']);
    type Cluster = Parameters<SchemaPackage['diffClusters']>[0];
    io.stdout(`${JSON.stringify(diffClusters(read.inputs[0] as Cluster, read.inputs[1] as Cluster), null, 2)}\n`);
    return 0;
  },
};

/** Both positional JSON documents, or `undefined` after reporting why one cannot be read. */
async function readTwo(
  args: readonly string[],
  io: CliIo,
): Promise<{ inputs: [unknown, unknown]; packageDir: string | undefined } | undefined> {
  const { values, positionals } = parseCommandArgs(args, PACKAGE_OPTION);
  if (positionals.length !== 2) throw new UsageError(`expected 2 files, got ${positionals.length}`);
  if (positionals[0] === '-' && positionals[1] === '-') throw new UsageError('only one file may be - (standard input)');
  const inputs: JsonInput[] = [];
  for (const file of positionals) inputs.push(await readJsonInput(file, io.cwd, io.readStdin));
  for (const input of inputs) {
    if (!input.ok) {
      io.stderr(`${input.message}\n`);
      return undefined;
    }
  }
  const documents = inputs.map((input) => (input.ok ? input.value : undefined)) as [unknown, unknown];
  return { inputs: documents, packageDir: values.package };
}
