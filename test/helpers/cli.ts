/** Runs the `mk8s-codegen` command line in-process, capturing what it prints. */
import { main } from '../../generator/cli/index.ts';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCli(cwd: string, argv: readonly string[], stdin = ''): Promise<CliRun> {
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
  });
  return { code, stdout, stderr };
}
