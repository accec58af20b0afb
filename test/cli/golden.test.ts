/**
 * Golden outputs of the command line: what `validate` prints in each format for a folder of files
 * with mistakes (JSON and YAML, streams, duplicate keys, syntax errors, what JSON cannot hold), and
 * what `apply` and `diff` print, with every `file:line:column`. One file per run under
 * `golden/expected/`; run `npx vitest run test/cli/golden.test.ts -u` after an intended change and
 * review the diff.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';

const GOLDEN = join(import.meta.dirname, 'golden');

const RUNS: readonly (readonly [string, readonly string[]])[] = [
  ['validate.human', ['validate', 'inputs']],
  ['validate.json', ['validate', 'inputs', '--format', 'json']],
  ['validate.junit', ['validate', 'inputs', '--format', 'junit']],
  ['validate.github', ['validate', 'inputs', '--format', 'github']],
  [
    'validate-as-create.human',
    ['validate', 'inputs/create-mistakes.yaml', 'inputs/create-mistakes.json', '--as', 'create'],
  ],
  ['apply-yaml', ['apply', 'inputs/cluster.yaml', 'inputs/patch.yaml']],
  ['apply-to-json', ['apply', 'inputs/cluster.yaml', 'inputs/patch.yaml', '-o', 'json']],
  ['apply-not-found', ['apply', 'inputs/cluster.json', 'inputs/patch-missing.yaml']],
  ['apply-create-body', ['apply', 'inputs/create-mistakes.yaml', 'inputs/patch.yaml']],
  ['apply-duplicate-keys', ['apply', 'inputs/cluster.json', 'inputs/duplicate-keys.yaml']],
  ['diff-yaml', ['diff', 'inputs/cluster.yaml', 'inputs/cluster.json']],
  ['diff-immutable', ['diff', 'inputs/cluster.json', 'inputs/cluster-renamed.yaml']],
];

describe('golden CLI outputs', () => {
  it.each(RUNS)('%s', async (name, argv) => {
    const { code, stdout, stderr } = await runCli(GOLDEN, argv);
    const text = [`$ mk8s-codegen ${argv.join(' ')}`, `exit ${code}`, '--- stdout', stdout, '--- stderr', stderr].join(
      '\n',
    );
    await expect(text).toMatchFileSnapshot(join(GOLDEN, 'expected', `${name}.txt`));
  });
});
