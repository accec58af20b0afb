/**
 * `mk8s-codegen serve` as a child process, for the tests that need a real process: shutdown on
 * SIGTERM and `kill -9`. Reads the JSON log lines on stdout; every wait is bounded.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './spec.ts';

export interface ServeProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Every JSON line written to stdout so far. */
  readonly logs: () => Array<Record<string, unknown>>;
  readonly stdout: () => string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function spawnServe(args: readonly string[], timeoutMs = 20_000): Promise<ServeProcess> {
  const child = spawn(process.execPath, [join(REPO, 'bin', 'mk8s-codegen.js'), 'serve', '--port', '0', ...args], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.once('exit', (code, signal) => done({ code, signal }));
  });
  const logs = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const listening = logs().find((r) => r.msg === 'listening');
    if (listening !== undefined) return { child, url: String(listening.url), logs, stdout: () => out, exited };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`serve did not start: ${err}${out}`);
}

/** Waits for the process to end, at most `timeoutMs`; kills it if it does not. */
export async function waitForExit(serve: ServeProcess, timeoutMs = 10_000) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((done) => {
    timer = setTimeout(() => done('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([serve.exited, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    serve.child.kill('SIGKILL');
    throw new Error('the server did not exit in time');
  }
  return outcome;
}
