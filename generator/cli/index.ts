/**
 * The `mk8s-codegen` command line: the only code that prints or chooses exit codes. Commands load
 * what they need when they run, so `validate` does not pay for the generator.
 */
import { toolPackage } from '../read.ts';
import { didYouMean } from '../suggest.ts';
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
  `  ${'help'.padEnd(10)} print the options of a command: mk8s-codegen help generate`,
  '',
  'Options: --help (also after any command), --version.',
  'Exit codes: 0 success, 1 a failure the command reports, 2 a usage error.',
].join('\n');

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(`${MAIN_USAGE}\n`);
    return 2;
  }
  if (name === '--help' || name === '-h') {
    io.stdout(`${MAIN_USAGE}\n`);
    return 0;
  }
  if (name === '--version' || name === '-V') {
    io.stdout(`${toolPackage().version}\n`);
    return 0;
  }
  if (name === 'help') return help(rest, io);
  const command = findCommand(name, io);
  if (command === undefined) return 2;
  if (asksForHelp(rest)) {
    io.stdout(`${command.usage}\n`);
    return 0;
  }
  return runCommand(command, rest, io);
}

/**
 * Runs one command; a usage error becomes exit 2 with the command's usage, anything else a one-line
 * failure with exit 1 — never a stack trace, unless `io.debug` asks for it.
 */
export async function runCommand(command: Command, args: readonly string[], io: CliIo): Promise<number> {
  try {
    return await command.run(args, io);
  } catch (error) {
    if (!(error instanceof UsageError)) {
      io.stderr(`mk8s-codegen ${command.name}: ${unexpectedFailure(error, io.debug === true)}\n`);
      return 1;
    }
    io.stderr(`mk8s-codegen ${command.name}: ${error.message}\n`);
    if (error.showUsage) io.stderr(`\n${command.usage}\n`);
    return 2;
  }
}

/** What went wrong, in one line: an input too deep for a recursion says so; the stack only when debugging. */
export function unexpectedFailure(error: unknown, debug: boolean): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (debug && error instanceof Error && error.stack !== undefined) return `unexpected failure: ${error.stack}`;
  const overflow = error instanceof RangeError && /call stack/i.test(error.message);
  const why = overflow ? 'the input nests too deeply to be processed' : `unexpected failure: ${message}`;
  return `${why} (MK8S_CODEGEN_DEBUG=1 shows where)`;
}

const HELP_USAGE = [
  'Usage: mk8s-codegen help [COMMAND]',
  '',
  'Prints the options of COMMAND, the same as mk8s-codegen COMMAND --help; without COMMAND, the',
  `list of commands. COMMAND is one of: ${[...COMMANDS.map((c) => c.name), 'help'].join(', ')}.`,
  '',
  'Exit 0 when it printed; 2 for an unknown command.',
].join('\n');

function help(rest: readonly string[], io: CliIo): number {
  if (rest.length === 0) {
    io.stdout(`${MAIN_USAGE}\n`);
    return 0;
  }
  if (asksForHelp(rest) || (rest.length === 1 && rest[0] === 'help')) {
    io.stdout(`${HELP_USAGE}\n`);
    return 0;
  }
  if (rest.length > 1) {
    io.stderr(`mk8s-codegen help: takes one command name, got ${rest.length}\n\n${HELP_USAGE}\n`);
    return 2;
  }
  const name = rest[0] ?? '';
  if (name.startsWith('-')) {
    io.stderr(`mk8s-codegen help: takes a command name, not the option "${name}"\n\n${HELP_USAGE}\n`);
    return 2;
  }
  const command = findCommand(name, io);
  if (command === undefined) return 2;
  io.stdout(`${command.usage}\n`);
  return 0;
}

/** `--help` or `-h` among the options of a command (not after `--`, where every word is an argument). */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/** The command called `name`, or `undefined` after saying it does not exist. */
function findCommand(name: string, io: CliIo): Command | undefined {
  const command = COMMANDS.find((c) => c.name === name);
  if (command !== undefined) return command;
  const what = name.startsWith('-') ? 'option' : 'command';
  const known = what === 'option' ? ['--help', '--version'] : [...COMMANDS.map((c) => c.name), 'help'];
  io.stderr(`mk8s-codegen: unknown ${what} "${name}"${didYouMean(name, known)}\n\n${MAIN_USAGE}\n`);
  return undefined;
}
