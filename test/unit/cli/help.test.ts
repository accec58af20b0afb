/** `--help` and `help COMMAND` on every command, `help` itself included, and did-you-mean hints. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../generator/cli/index.ts';
import { closest, didYouMean } from '../../../generator/suggest.ts';
import { type CliRun, runCli } from '../../helpers/cli.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mk8s-help-'));
});

function run(...argv: string[]): Promise<CliRun> {
  return runCli(root, argv);
}

const HELP_USAGE = 'Usage: mk8s-codegen help [COMMAND]\n';

describe('help on help', () => {
  it.each([[['help', '--help']], [['help', '-h']], [['help', 'help']], [['help', 'generate', '--help']]])(
    'prints the usage of the help command and exits 0: %j',
    async (argv) => {
      const result = await run(...argv);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout.startsWith(HELP_USAGE)).toBe(true);
      for (const command of COMMANDS) expect(result.stdout).toContain(command.name);
    },
  );

  it.each(COMMANDS.map((c) => [c.name, c.name]))(
    'prints the same usage with "%s --help" and "help %s"',
    async (name) => {
      const flag = await run(name, '--help');
      expect(flag).toMatchObject({ code: 0, stderr: '' });
      expect(flag.stdout.startsWith(`Usage: mk8s-codegen ${name}`)).toBe(true);
      expect(await run('help', name)).toEqual(flag);
    },
  );

  it.each([
    [['help', '--version'], 'mk8s-codegen help: takes a command name, not the option "--version"\n'],
    [['help', 'generate', 'validate'], 'mk8s-codegen help: takes one command name, got 2\n'],
    [['generate', '--help=yes'], 'mk8s-codegen generate: option --help takes no value\n'],
  ])('says what is wrong, never contradicting itself: %j', async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr.startsWith(message)).toBe(true);
    expect(result.stderr).toMatch(/Usage: mk8s-codegen/);
  });

  it('reads --help after -- as an argument (a file of that name)', async () => {
    const result = await run('validate', '--', '--help');
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('Usage:');
  });
});

describe('did you mean', () => {
  const lists = [
    ['--help', '--version'],
    [...COMMANDS.map((c) => c.name), 'help'],
  ];

  it.each(lists)('never suggests exactly what was typed: %j', (...words) => {
    for (const word of words) {
      expect(closest(word, words), word).toBeUndefined();
      expect(didYouMean(word, words), word).toBe('');
    }
  });

  it('still suggests a near word, another spelling of the case included', () => {
    expect(didYouMean('--hlep', ['--help', '--version'])).toBe('; did you mean "--help"?');
    expect(closest('Generate', ['generate', 'validate'])).toBe('generate');
  });
});
