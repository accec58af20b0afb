/** `mk8s-codegen serve` in process: usage errors, start and stop on a signal. */
import { describe, expect, it } from 'vitest';
import { main } from '../../../generator/cli/index.ts';
import { createServeCommand } from '../../../generator/cli/serve.ts';

function io() {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: (t: string) => {
        out.stdout += t;
      },
      stderr: (t: string) => {
        out.stderr += t;
      },
      readStdin: async () => '',
      cwd: process.cwd(),
    },
  };
}

describe('mk8s-codegen serve', () => {
  it.each([[['--port', 'eighty']], [['--port', '70000']], [['--unknown']], [['positional']]])(
    '%j is a usage error (exit 2)',
    async (args) => {
      const { out, io: cli } = io();
      expect(await main(['serve', ...args], cli)).toBe(2);
      expect(out.stderr).toContain('Usage: mk8s-codegen serve');
    },
  );

  it('prints its help with --help', async () => {
    const { out, io: cli } = io();
    expect(await main(['serve', '--help'], cli)).toBe(0);
    expect(out.stdout).toContain('--db FILE');
  });

  it('listens, then stops when the stop signal comes, logging each step', async () => {
    let stop: (signal: string) => void = () => {};
    const command = createServeCommand(() => new Promise((done) => (stop = done)));
    const { out, io: cli } = io();
    const running = command.run(['--port', '0'], cli);
    for (let i = 0; i < 200 && !out.stdout.includes('listening'); i++) await new Promise((r) => setTimeout(r, 10));
    const { url } = JSON.parse(out.stdout.split('\n')[0] ?? '{}') as { url: string };
    expect((await fetch(`${url}/org/acme/mk8s/x`)).status).toBe(401);
    stop('SIGTERM');
    expect(await running).toBe(0);
    const messages = out.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(['listening', 'request', 'shutting down', 'stopped']);
    expect(out.stderr).toContain('no --keys file');
  });
});
