/**
 * The `mk8s-codegen` command line: the only code that prints or chooses exit codes.
 */
import type { CliIo, Command } from './command.ts';
import { UsageError } from './command.ts';
import { compatCommand } from './compat.ts';
import { generateCommand } from './generate.ts';
import { applyCommand, diffCommand } from './patch.ts';
import { serveCommand } from './serve.ts';
import { validateCommand } from './validate.ts';

export const COMMANDS: readonly Command[] = [
  generateCommand,
  validateCommand,
  applyCommand,
  diffCommand,
  serveCommand,
  compatCommand,
];

const MAIN_USAGE = [
  'Usage: mk8s-codegen <command> [options]',
  '',
  'Commands:',
  ...COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`),
  '',
  'Run `mk8s-codegen <command> --help` for a command\u2019s options.',
].join('\n');

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    (name === undefined ? io.stderr : io.stdout)(`${MAIN_USAGE}\n`);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    io.stderr(`unknown command "${name}"\n\n${MAIN_USAGE}\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`${command.usage}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.stderr(`${(error as Error).message}\n\n${command.usage}\n`);
      return 2;
    }
    throw error;
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}
