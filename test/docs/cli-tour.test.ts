/**
 * The CLI tour of the root README runs: each `mk8s-codegen …` line of its shell block is run
 * through the CLI with the exit code its comment promises (`exit N`, 0 by default), a
 * `prints FILE` comment compares the printed text with that file byte for byte, and an `exit 1: TEXT`
 * comment is found in what the command printed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMANDS } from '../../generator/cli/index.ts';
import { runCli } from '../helpers/cli.ts';
import { extractExamples } from '../helpers/examples.ts';
import { REPO } from '../helpers/spec.ts';

/** The commands of the API surface: the tour shows each. */
const SURFACE_COMMANDS = ['generate', 'validate', 'apply', 'diff', 'compat'];

interface TourLine {
  readonly argv: readonly string[];
  readonly exit: number;
  readonly prints?: string;
  readonly says?: string;
}

const readme = await readFile(join(REPO, 'README.md'), 'utf8');
const tour = extractExamples(readme, 'mk8s-codegen').filter((e) => e.section === 'CLI tour' && e.language === 'sh');
const lines: TourLine[] = tour.flatMap((block) =>
  block.code
    .split('\n')
    .filter((line) => line.startsWith('mk8s-codegen '))
    .map((line) => {
      const [command = '', comment = ''] = line.split(/\s+#\s+/);
      return {
        argv: command.trim().split(/\s+/).slice(1),
        exit: Number(/exit (\d)/.exec(comment)?.[1] ?? 0),
        prints: /^prints (\S+\.(?:json|yaml))$/.exec(comment)?.[1],
        says: /^exit 1: (.+)$/.exec(comment)?.[1],
      };
    }),
);
const known = new Set(COMMANDS.map((c) => c.name));
const isFlag = (arg: string | undefined) => arg === undefined || arg.startsWith('-');
const runnable = lines.filter((l) => isFlag(l.argv[0]) || known.has(l.argv[0] ?? ''));

const cli = (argv: readonly string[]) => runCli(REPO, argv);

describe('docs/examples', () => {
  it.each(['cluster', 'cluster-after', 'create', 'create-typo', 'patch'])(
    '%s holds the same data in JSON and YAML',
    async (name) => {
      const json = JSON.parse(await readFile(join(REPO, 'docs', 'examples', `${name}.json`), 'utf8'));
      expect(parse(await readFile(join(REPO, 'docs', 'examples', `${name}.yaml`), 'utf8'))).toEqual(json);
    },
  );
});

describe('README CLI tour', () => {
  it('shows every command of the API surface, and the CLI has each', () => {
    const shown = new Set(lines.map((l) => l.argv[0]).filter((name) => !isFlag(name)));
    expect([...shown].sort()).toEqual([...SURFACE_COMMANDS].sort());
    expect(runnable).toHaveLength(lines.length);
  });

  it.each(runnable.map((l) => [l.argv.join(' '), l] as const))('mk8s-codegen %s', async (_name, line) => {
    const result = await cli(line.argv);
    expect(result.code, result.stderr).toBe(line.exit);
    if (line.prints !== undefined) {
      const text = await readFile(join(REPO, line.prints), 'utf8');
      expect(result.stdout).toBe(text);
    }
    if (line.says?.includes(': /') === true) expect(result.stderr).toContain(line.says);
    if (line.exit === 0) expect(result.stdout).not.toBe('');
  });
});
