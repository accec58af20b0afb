/** Runs the `mk8s-codegen` command line in-process, capturing what it prints. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { CliIo } from '../../generator/cli/command.ts';
import { main } from '../../generator/cli/index.ts';
import { REPO } from './spec.ts';

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

/**
 * `mk8s-codegen ARGS` as a child process in `cwd`, with the writer slowed down as `env` says
 * (`MK8S_TEST_SLOW` and friends: test/fixtures/slow-write/preload.mjs), so a test can act while a
 * write is held.
 */
export function spawnSlowWriter(cwd: string, args: readonly string[], env: Record<string, string>): ChildProcess {
  const preload = join(REPO, 'test', 'fixtures', 'slow-write', 'preload.mjs');
  return spawn(process.execPath, ['--import', preload, join(REPO, 'bin', 'mk8s-codegen.js'), ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
}
