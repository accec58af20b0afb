/**
 * `mk8s-codegen apply CLUSTER PATCH` and `mk8s-codegen diff FROM TO`: a generated package's patch
 * engine on two files, JSON or YAML (`-` reads one of them from standard input). Both inputs are
 * validated first; the result is printed in the format of the first file (or `--output`), in the
 * key order of the files.
 */

import { placedIssue } from './cluster-file.ts';
import type { CliIo, Command } from './command.ts';
import { refusedDiff } from './diff-refusal.ts';
import {
  checkInput,
  type InputDocument,
  OUTPUT_HELP,
  type PatchCommandArgs,
  parsePatchCommandArgs,
  printIssues,
  readInputDocument,
} from './patch-inputs.ts';
import { type PrintFormat, printDocument } from './print-document.ts';
import { loadSchemaPackage, PACKAGE_HELP, type SchemaPackage } from './schema-package.ts';

type Cluster = Parameters<SchemaPackage['applyClusterPatch']>[0];

export const applyCommand: Command = {
  name: 'apply',
  summary: 'apply a patch body to a cluster resource and print the result',
  usage: [
    'Usage: mk8s-codegen apply CLUSTER PATCH [-o json|yaml] [--package DIR]',
    '',
    '  CLUSTER            a cluster resource as read (JSON or YAML file, or - for standard input)',
    '  PATCH              a patch body (JSON or YAML file, or - for standard input)',
    ...OUTPUT_HELP,
    ...PACKAGE_HELP,
    '',
    'Prints the patched cluster, a new document: the comments of CLUSTER are not kept (a',
    '"# yaml-language-server: $schema=..." line included). Both files are validated first; a',
    'problem is printed as "FILE:LINE:COLUMN: CODE POINTER: message" on standard error with exit 1,',
    'as is a patch the engine refuses (docs/patch-semantics.md lists the codes).',
  ].join('\n'),
  async run(args, io) {
    const parsed = parsePatchCommandArgs(args);
    const schema = await loadSchemaPackage(io.cwd, parsed.packageDir, [
      'applyClusterPatch',
      'validateCluster',
      'validateClusterPatch',
    ]);
    const inputs = await readBoth('apply', parsed, io);
    if (inputs === undefined) return 1;
    const [cluster, patch] = inputs;
    if (!checkInput('apply', cluster, 'cluster', 'apply takes as its first file', schema, io)) return 1;
    if (!checkInput('apply', patch, 'patch', 'apply takes as its second file', schema, io)) return 1;
    const result = schema.applyClusterPatch(cluster.doc.value as Cluster, patch.doc.value);
    if (!result.ok) {
      printIssues(patch.file.shown, [placedIssue(patch.file, patch.doc, result.error)], io);
      return 1;
    }
    await print(result.value, parsed.output ?? cluster.file.format, cluster, io);
    return 0;
  },
};

export const diffCommand: Command = {
  name: 'diff',
  summary: 'print the patch body that turns one cluster resource into another',
  usage: [
    'Usage: mk8s-codegen diff FROM TO [-o json|yaml] [--package DIR]',
    '',
    '  FROM, TO           cluster resources as read (JSON or YAML files, or - for one of them)',
    ...OUTPUT_HELP,
    ...PACKAGE_HELP,
    '',
    'Prints a patch body P such that `mk8s-codegen apply FROM P` gives TO, for everything a patch',
    'can express (read-only fields are ignored; a diff never renames). Both files are validated',
    'first. When no patch can do it (TO changes a field that cannot change once the cluster',
    'exists), prints why as "FILE:LINE:COLUMN: CODE POINTER: message" and exits 1.',
  ].join('\n'),
  async run(args, io) {
    const parsed = parsePatchCommandArgs(args);
    const schema = await loadSchemaPackage(io.cwd, parsed.packageDir, [
      'applyClusterPatch',
      'diffClusters',
      'validateCluster',
    ]);
    const inputs = await readBoth('diff', parsed, io);
    if (inputs === undefined) return 1;
    const [from, to] = inputs;
    if (!checkInput('diff', from, 'cluster', 'diff compares', schema, io)) return 1;
    if (!checkInput('diff', to, 'cluster', 'diff compares', schema, io)) return 1;
    const patch = schema.diffClusters(from.doc.value as Cluster, to.doc.value as Cluster);
    const refusal = refusedDiff(schema, from, to, patch);
    if (refusal !== undefined) {
      io.stderr(`mk8s-codegen diff: no patch turns ${from.file.shown} into ${to.file.shown}: ${refusal.why}\n`);
      printIssues(to.file.shown, refusal.issues, io);
      return 1;
    }
    await print(patch, parsed.output ?? from.file.format, to, io);
    return 0;
  },
};

async function readBoth(
  command: string,
  parsed: PatchCommandArgs,
  io: CliIo,
): Promise<[InputDocument, InputDocument] | undefined> {
  const first = await readInputDocument(command, parsed.files[0], io);
  const second = await readInputDocument(command, parsed.files[1], io);
  return first === undefined || second === undefined ? undefined : [first, second];
}

/** Prints `value` as `format`, keeping the key order of `order` where it has the same places. */
async function print(value: unknown, format: PrintFormat | undefined, order: InputDocument, io: CliIo): Promise<void> {
  io.stdout(await printDocument(value, format ?? 'json', order.doc.positions));
}
