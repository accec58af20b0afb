/**
 * `server.patch`: PATCH requests per second the reference server answers on loopback to 10
 * connections (autocannon), against the same server with validation off: the cost of checking
 * every body and every stored result. `server.patch.p99`: the 99th-percentile latency of both.
 * The server runs in its own process so that it does not share a core with the load generator.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { newApiKey } from '../../server/auth.ts';
import { type BenchSuite, entry, median, round } from '../lib.ts';

const REPO = join(import.meta.dirname, '..', '..');
const DURATION_S = 5;
const ROUNDS = 3;
const CONNECTIONS = 10;
const PATCH = JSON.stringify({ description: 'load test', tags: { team: 'platform', tier: 2 } });
const CREATE = JSON.stringify({
  name: 'bench',
  spec: { version: '1.32.9', provider: { generic: { location: 'eu-west' } } },
});

interface Measured {
  readonly rps: number;
  readonly p99: number;
}

async function startChild(mode: 'on' | 'off', digest: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(REPO, 'bin', 'run-ts.js'), 'bench/server-child.ts', mode, digest], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line !== undefined) done((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  return { child, url };
}

async function measure(mode: 'on' | 'off'): Promise<Measured> {
  const { key, entry: keyEntry } = newApiKey('acme');
  const { child, url } = await startChild(mode, keyEntry.sha256);
  try {
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const created = await fetch(`${url}/org/acme/mk8s`, { method: 'POST', headers, body: CREATE });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const options = { url: `${url}/org/acme/mk8s/bench`, method: 'PATCH' as const, headers, body: PATCH };
    await autocannon({ ...options, connections: CONNECTIONS, duration: 2 }); // warm-up
    const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
    }
    return { rps: round(result.requests.average), p99: result.latency.p99 };
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Alternates the two modes so that drift of the machine weighs on both; the median of each. */
async function measureBoth(rounds: number): Promise<{ on: Measured; off: Measured }> {
  const on: Measured[] = [];
  const off: Measured[] = [];
  for (let r = 0; r < rounds; r++) {
    on.push(await measure('on'));
    off.push(await measure('off'));
  }
  const pick = (all: Measured[]): Measured => ({
    rps: median(all.map((m) => m.rps)),
    p99: median(all.map((m) => m.p99)),
  });
  return { on: pick(on), off: pick(off) };
}

const suite: BenchSuite = async () => {
  const { on: validated, off: unvalidated } = await measureBoth(ROUNDS);
  const baselineName = 'same server, validation off';
  return {
    'server.patch': entry({
      ours: validated.rps,
      baseline: unvalidated.rps,
      baselineName,
      unit: 'requests/s',
      betterIs: 'higher',
    }),
    'server.patch.p99': entry({
      ours: validated.p99,
      baseline: unvalidated.p99,
      baselineName,
      unit: 'ms',
      betterIs: 'lower',
    }),
  };
};

export default suite;
