/** What every CLI command is: a name, its help, and a run that reports through `io`. */

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readStdin: () => Promise<string>;
  readonly cwd: string;
  /** Which streams are terminals that take colours; none when absent. */
  readonly colors?: { readonly stdout: boolean; readonly stderr: boolean };
  /** Print the stack of an unexpected failure (`MK8S_CODEGEN_DEBUG=1`); never by default. */
  readonly debug?: boolean;
}

export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  /** Returns the exit code: 0 success, 1 a failure the command reports, 2 a usage error. */
  readonly run: (args: readonly string[], io: CliIo) => Promise<number>;
}

/**
 * Thrown by argument parsing and by configuration problems; the CLI turns it into exit code 2,
 * followed by the command's usage unless `showUsage` is false (a broken config file is not a
 * misuse of the flags).
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = true,
  ) {
    super(message);
  }
}
