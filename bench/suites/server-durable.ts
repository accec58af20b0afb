/**
 * `server.patch.durable`: PATCH requests per second that `mk8s-codegen serve --db FILE` answers on
 * loopback to 20 connections (autocannon), against the same command with its in-memory database:
 * what durability costs once concurrent writes share a commit (group commit; every answered write
 * is synced to disk first). `.p99`: the 99th-percentile latency of both.
 *
 * Two shapes: every connection patches one shared cluster (`server.patch.durable`, the shape of
 * `server.patch`: writers of one cluster chain inside a commit) and each connection its own cluster
 * (`server.patch.durable.spread`). The server is the real command (JSON logs on a pipe, which this
 * suite drains) in its own process, so it does not share a core with the load generator; the two
 * databases are measured in alternating samples (bench/README.md).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { newApiKey } from '../../server/auth.ts';
import { type Goal, processes, type Reading, round, type Suite } from '../lib.ts';

const REPO = join(import.meta.dirname, '..', '..');
const DURATION_S = 5;
const SAMPLES = 5;
const CONNECTIONS = 20;
const PATCH = JSON.stringify({ description: 'load test', tags: { team: 'platform', tier: 2 } });

type Storage = 'file' | 'memory';
type Shape = 'one cluster' | 'a cluster each';

interface Measured {
  readonly rps: number;
  readonly p99: number;
}

interface Served {
  readonly child: ChildProcess;
  readonly url: string;
}

/** `serve` in its own process; resolves with its URL once it logs `listening`. */
async function serve(args: readonly string[]): Promise<Served> {
  const child = spawn(process.execPath, [join(REPO, 'bin', 'mk8s-codegen.js'), 'serve', '--port', '0', ...args], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let head = '';
    const listen = (chunk: Buffer) => {
      head += chunk.toString('utf8');
      const line = head.split('\n').find((l) => l.includes('"listening"'));
      if (line === undefined) return;
      child.stdout?.off('data', listen);
      child.stdout?.resume(); // keep draining the request log, unread
      done((JSON.parse(line) as { url: string }).url);
    };
    child.stdout?.on('data', listen);
    child.once('exit', (code) => fail(new Error(`serve exited with ${code}`)));
  });
  return { child, url };
}

async function stop({ child }: Served): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

async function measure(dir: string, storage: Storage, shape: Shape, run: number): Promise<Measured> {
  const { key, entry: keyEntry } = newApiKey('acme');
  const label = `${shape === 'one cluster' ? 'one' : 'spread'}-${run}`;
  const keys = join(dir, `keys-${label}-${storage}.json`);
  await writeFile(keys, JSON.stringify({ keys: [keyEntry] }));
  const db = storage === 'file' ? ['--db', join(dir, `bench-${label}.db`)] : [];
  const served = await serve(['--keys', keys, ...db]);
  try {
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const names = Array.from({ length: shape === 'one cluster' ? 1 : CONNECTIONS }, (_, i) => `bench-${i}`);
    for (const name of names) {
      const body = JSON.stringify({ name, spec: { version: '1.32.9', provider: { generic: { location: 'eu' } } } });
      const created = await fetch(`${served.url}/org/acme/mk8s`, { method: 'POST', headers, body });
      if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
    }
    let clients = 0;
    const options = {
      url: served.url,
      connections: CONNECTIONS,
      // autocannon calls setupClient once per connection: each takes the next cluster name
      setupClient: (client: { setRequests: (requests: object[]) => void }) => {
        const name = names[clients++ % names.length];
        client.setRequests([{ method: 'PATCH', path: `/org/acme/mk8s/${name}`, headers, body: PATCH }]);
      },
    };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const result = await autocannon({ ...options, duration: DURATION_S });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
    }
    return { rps: round(result.requests.average), p99: result.latency.p99 };
  } finally {
    await stop(served);
  }
}

/** One shape as two entries read from the same runs: requests/s and p99, file against memory. */
function durableEntry(name: string, shape: Shape, goal?: Goal) {
  let run = 0;
  const side = (storage: Storage) => async (): Promise<Reading> => {
    const dir = await scratch();
    const measured = await measure(dir, storage, shape, run++);
    return { [name]: measured.rps, [`${name}.p99`]: measured.p99 };
  };
  return processes({
    name,
    peer: 'the same serve command with its in-memory database',
    unit: 'requests/s',
    betterIs: 'higher',
    ...(goal === undefined ? {} : { goal }),
    samples: SAMPLES,
    also: { [`${name}.p99`]: { unit: 'ms', betterIs: 'lower' } },
    ours: side('file'),
    theirs: side('memory'),
  });
}

/** A scratch folder for key files and databases, made once per bench run. */
let work: Promise<string> | undefined;

function scratch(): Promise<string> {
  work ??= mkdtemp(join(tmpdir(), 'mk8s-bench-durable-')).then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  return work;
}

const suite: Suite = {
  entries: [
    durableEntry('server.patch.durable', 'one cluster', { atLeast: 0.5 }),
    durableEntry('server.patch.durable.spread', 'a cluster each'),
  ],
};

export default suite;
