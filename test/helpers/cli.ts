/** Runs the `mk8s-codegen` command line in-process, capturing what it prints. */
import type { CliIo } from '../../generator/cli/command.ts';
import { main } from '../../generator/cli/index.ts';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCli(
  cwd: string,
  argv: readonly string[],
  stdin = '',
  io: Pick<CliIo, 'colors' | 'debug'> = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    readStdin: async () => stdin,
    cwd,
    ...io,
  });
  return { code, stdout, stderr };
}
