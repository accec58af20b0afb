/**
 * `server.patch`: PATCH requests per second the reference server answers on loopback to 10
 * connections (autocannon), against the same server with rules that check nothing
 * (bench/peers/no-validation-rules.ts: validators that answer "valid" unread, patches applied as
 * JSON merge patches). The cluster is the realistic create body; the patch changes a description,
 * two tags and an autoscaler setting, which both servers apply alike (checked before measuring).
 * `server.patch.p99`: the 99th percentile of the latencies of the same runs, in microseconds.
 * `server.patch.cpu`: CPU time of the server process per answered request in the same runs; unlike
 * requests per second it hardly moves when other work shares the machine.
 * A sample starts a fresh process of each server (its own core; the load generator runs here), both
 * up at once, and loads them in turns of a second and a half, warm-up first: two runs one after the
 * other (the way this entry was measured before) saw the machine's load change between them, and
 * their ratio moved from 0.38 to 1.03 from one sample to the next.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { newApiKey } from '../../server/auth.ts';
import { REPO } from '../harness/suites.ts';
import { median, processes, type Reading, type Suite, type Together } from '../lib.ts';

/**
 * Turns of load, each `WINDOW_S` s, before the measured ones: 6 s of load per server, long enough
 * for V8 to have compiled its code. Under load the checking server's CPU per request was still
 * falling 4–6 s in (the validators and the engine compiled later than the rest); a 4 s warm-up
 * charged the tail of that to its measured requests.
 */
const WARMUP_ROUNDS = 4;
/** Measured turns per server. */
const ROUNDS = 6;
const WINDOW_S = 1.5;
const CONNECTIONS = 10;
const CREATE = readFileSync(join(REPO, 'test', 'fixtures', 'create-vendor-b-full.json'), 'utf8');
const CLUSTER_NAME = (JSON.parse(CREATE) as { name: string }).name;
const PATCH = JSON.stringify({
  description: 'load test',
  tags: { team: 'platform-eu', tier: 2 },
  spec: { provider: { vendorB: { autoscaler: { unneededTime: '15m' } } } },
});

export type ServerMode = 'validating' | 'bare';

interface Running {
  readonly child: ChildProcess;
  readonly url: string;
  readonly headers: Record<string, string>;
}

/** A fresh server process with the realistic cluster created; `file` for SQLite on disk. */
export async function startServer(mode: ServerMode, file?: string): Promise<Running> {
  const { key, entry } = newApiKey('acme');
  const args = [join(REPO, 'bin', 'run-ts.js'), 'bench/server-child.ts', mode, entry.sha256, ...(file ? [file] : [])];
  const child = spawn(process.execPath, args, { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line !== undefined) done((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const created = await fetch(`${url}/org/acme/mk8s`, { method: 'POST', headers, body: CREATE });
  if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  return { child, url, headers };
}

/** CPU milliseconds the server process has used so far. */
function serverCpuMs({ child }: Running): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (ms) => resolve(Number(ms)));
    child.send('cpu');
  });
}

export async function stopServer({ child }: Running): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

export interface Load {
  readonly rps: number;
  /** 99th percentile latency, µs. */
  readonly p99: number;
  /** CPU time of the server per answered request, µs. */
  readonly cpu: number;
}

interface Window {
  /** Answers (all 200) in the window, and how long it took, s. */
  readonly answered: number;
  readonly seconds: number;
  /** Latency of every answer, ms. */
  readonly latencies: number[];
  /** CPU of the server process in the window, ms. */
  readonly cpuMs: number;
}

/** One window of PATCH load on a running server. */
async function loadWindow(server: Running, seconds: number): Promise<Window> {
  const latencies: number[] = [];
  const cpuBefore = await serverCpuMs(server);
  const started = performance.now();
  // without a callback autocannon returns its run: a promise of the result and an event emitter
  const run = autocannon({
    url: `${server.url}/org/acme/mk8s/${CLUSTER_NAME}`,
    method: 'PATCH',
    headers: server.headers,
    body: PATCH,
    connections: CONNECTIONS,
    duration: seconds,
  }) as Promise<autocannon.Result> & EventEmitter;
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status === 200) latencies.push(ms);
  });
  const result = await run;
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = (await serverCpuMs(server)) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { answered: latencies.length, seconds: elapsed, latencies, cpuMs };
}

/** Requests per second (median of the windows), p99 latency (µs) and server CPU per request (µs). */
function loadOf(windows: readonly Window[]): Load {
  const latencies = windows.flatMap((w) => w.latencies).sort((a, b) => a - b);
  const answered = windows.reduce((sum, w) => sum + w.answered, 0);
  const cpuMs = windows.reduce((sum, w) => sum + w.cpuMs, 0);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return {
    rps: median(windows.map((w) => w.answered / w.seconds)),
    p99: Math.round(p99 * 1000),
    cpu: (cpuMs * 1000) / answered,
  };
}

/**
 * Both servers up at once, fresh, loaded in turns: `WARMUP_ROUNDS` turns each of warm-up, then
 * `ROUNDS` measured turns each, `first` taking the first turn of every pair and the order swapping
 * pair by pair. Load that comes and goes on the machine falls on both servers' windows alike.
 */
export async function alternatingLoad(first: ServerMode): Promise<Record<ServerMode, Load>> {
  const servers = { validating: await startServer('validating'), bare: await startServer('bare') };
  try {
    const order: ServerMode[] = first === 'validating' ? ['validating', 'bare'] : ['bare', 'validating'];
    for (let i = 0; i < WARMUP_ROUNDS; i++) for (const mode of order) await loadWindow(servers[mode], WINDOW_S);
    const windows: Record<ServerMode, Window[]> = { validating: [], bare: [] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const mode of i % 2 === 0 ? order : [...order].reverse()) {
        windows[mode].push(await loadWindow(servers[mode], WINDOW_S));
      }
    }
    return { validating: loadOf(windows.validating), bare: loadOf(windows.bare) };
  } finally {
    await Promise.all([stopServer(servers.validating), stopServer(servers.bare)]);
  }
}

/** PATCH under load on one fresh server, warmed up as in `alternatingLoad`. */
export async function patchLoad(mode: ServerMode, file?: string): Promise<Load> {
  const server = await startServer(mode, file);
  try {
    for (let i = 0; i < WARMUP_ROUNDS; i++) await loadWindow(server, WINDOW_S);
    const windows: Window[] = [];
    for (let i = 0; i < ROUNDS; i++) windows.push(await loadWindow(server, WINDOW_S));
    return loadOf(windows);
  } finally {
    await stopServer(server);
  }
}

/** Both servers answer the bench's PATCH with the same cluster (but for what the service sets). */
async function sameAnswers(): Promise<void> {
  const answers = [];
  for (const mode of ['validating', 'bare'] as const) {
    const server = await startServer(mode);
    try {
      const url = `${server.url}/org/acme/mk8s/${CLUSTER_NAME}`;
      const answer = await fetch(url, { method: 'PATCH', headers: server.headers, body: PATCH });
      if (answer.status !== 200) throw new Error(`${mode} server answered ${answer.status}: ${await answer.text()}`);
      const { description, tags, spec } = (await answer.json()) as Record<string, unknown>;
      answers.push({ description, tags, spec });
    } finally {
      await stopServer(server);
    }
  }
  if (!isDeepStrictEqual(answers[0], answers[1])) throw new Error('the two servers apply the bench patch differently');
}

const readingsOf = ({ rps, p99, cpu }: Load): Reading => ({
  'server.patch': rps,
  'server.patch.p99': p99,
  'server.patch.cpu': cpu,
});

const together: Together = async (first) => {
  const load = await alternatingLoad(first === 'ours' ? 'validating' : 'bare');
  return { ours: readingsOf(load.validating), theirs: readingsOf(load.bare) };
};

const suite: Suite = {
  entries: [
    processes({
      name: 'server.patch',
      peer: 'the same server with no validation (validators answer "valid" unread, patches merged as RFC 7386)',
      unit: 'requests/s',
      betterIs: 'higher',
      goal: { atLeast: 0.9 },
      also: {
        'server.patch.p99': { unit: 'µs (p99 latency)', betterIs: 'lower' },
        'server.patch.cpu': { unit: 'µs CPU of the server per request', betterIs: 'lower' },
      },
      check: sameAnswers,
      together: {
        run: together,
        method: `each a fresh process of each server, both up at once and loaded in turns of ${WINDOW_S} s: ${WARMUP_ROUNDS} turns each of warm-up, then ${ROUNDS} measured turns each, the order swapping turn by turn; requests/s is the median of a server's turns, p99 and CPU per request over all its answers`,
      },
      ours: async () => readingsOf(await patchLoad('validating')),
      theirs: async () => readingsOf(await patchLoad('bare')),
    }),
  ],
};

export default suite;
