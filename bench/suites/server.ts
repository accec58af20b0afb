/**
 * `server.patch`: PATCH requests per second the reference server answers on loopback to 10
 * connections (autocannon), against the same server with rules that check nothing
 * (bench/peers/no-validation-rules.ts: validators that answer "valid" unread, patches applied as
 * JSON merge patches). The cluster is the realistic create body; the patch changes a description,
 * two tags and an autoscaler setting, which both servers apply alike (checked before measuring).
 * `server.patch.p99`: the 99th percentile of the latencies of the same runs, in microseconds.
 * `server.patch.cpu`: CPU time of the server process per answered request in the same runs; unlike
 * requests per second it hardly moves when other work shares the machine.
 * Every run starts a fresh server process (its own core; the load generator runs here), warms it
 * up, then measures; the two servers alternate run by run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { newApiKey } from '../../server/auth.ts';
import { REPO } from '../harness/suites.ts';
import { processes, type Suite } from '../lib.ts';

/**
 * Seconds of load before the measured window: long enough for V8 to have compiled the server's
 * code (after 1 s the validators were still being compiled on helper threads, whose CPU time the
 * window then charged to the requests of the checking server).
 */
const WARMUP_S = 4;
const DURATION_S = 3;
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

/** PATCH under load on a fresh server: requests per second, p99 latency, server CPU per request. */
export async function patchLoad(mode: ServerMode, file?: string): Promise<Load> {
  const server = await startServer(mode, file);
  try {
    const options = {
      url: `${server.url}/org/acme/mk8s/${CLUSTER_NAME}`,
      method: 'PATCH' as const,
      headers: server.headers,
      body: PATCH,
      connections: CONNECTIONS,
    };
    await autocannon({ ...options, duration: WARMUP_S });
    const latencies: number[] = [];
    const cpuBefore = await serverCpuMs(server);
    const started = performance.now();
    // without a callback autocannon returns its run: a promise of the result and an event emitter
    const run = autocannon({ ...options, duration: DURATION_S }) as Promise<autocannon.Result> & EventEmitter;
    run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status === 200) latencies.push(ms);
    });
    const result = await run;
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = (await serverCpuMs(server)) - cpuBefore;
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
    }
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
    return { rps: latencies.length / seconds, p99: Math.round(p99 * 1000), cpu: (cpuMs * 1000) / latencies.length };
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

const readings = async (mode: ServerMode) => {
  const { rps, p99, cpu } = await patchLoad(mode);
  return { 'server.patch': rps, 'server.patch.p99': p99, 'server.patch.cpu': cpu };
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
      ours: () => readings('validating'),
      theirs: () => readings('bare'),
    }),
  ],
};

export default suite;
