/**
 * Mixed valid and hostile traffic for the soak test: each kind of request with its weight, what
 * it sends and the answer it must get. Valid writes go to clusters the worker owns, so the worker
 * knows the version and description each cluster must have; every error answer must be the error
 * body with `X-Request-Id` equal to its `id`.
 */
import { sendRaw } from './raw-http.ts';

export interface SoakKeys {
  readonly acme: string;
  readonly globex: string;
  readonly expired: string;
}

/** What one worker knows: the clusters it created, with their last acknowledged state. */
export interface Worker {
  readonly id: number;
  readonly url: string;
  readonly keys: SoakKeys;
  readonly owned: Map<string, { version: number; description: string }>;
  created: number;
  writes: number;
  /** Requests sent and answered: each must leave one log record. */
  sent: number;
  readonly random: () => number;
}

interface Answer {
  readonly status: number;
  readonly requestId: string | undefined;
  readonly body: unknown;
}

export interface TrafficKind {
  readonly name: string;
  readonly weight: number;
  /** Sends one request; resolves with a problem to report, or `undefined` when the answer is right. */
  readonly run: (worker: Worker) => Promise<string | undefined>;
}

const MAX_CLUSTERS_PER_WORKER = 150;
const RAW_HOST = 'Host: 127.0.0.1\r\n';

async function call(
  worker: Worker,
  method: string,
  path: string,
  init: { body?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string>; key?: string | null } = {},
): Promise<Answer> {
  const key = init.key === undefined ? worker.keys.acme : init.key;
  const response = await fetch(`${worker.url}${path}`, {
    method,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  worker.sent++;
  return {
    status: response.status,
    requestId: response.headers.get('x-request-id') ?? undefined,
    body: text === '' ? undefined : JSON.parse(text),
  };
}

/** `undefined` when the answer has this status and, for an error, the error body with this code. */
function expectAnswer(answer: Answer, status: number, code?: string): string | undefined {
  if (answer.status !== status) return `status ${answer.status}, expected ${status}: ${JSON.stringify(answer.body)}`;
  if (answer.requestId === undefined) return 'no X-Request-Id';
  if (status < 400) return undefined;
  const body = answer.body as { status?: unknown; code?: unknown; message?: unknown; id?: unknown } | undefined;
  if (body?.status !== status || typeof body.message !== 'string' || body.id !== answer.requestId) {
    return `not the error body: ${JSON.stringify(body)}`;
  }
  return code === undefined || body.code === code ? undefined : `code ${String(body.code)}, expected ${code}`;
}

function pick<T>(worker: Worker, items: readonly T[]): T | undefined {
  return items[Math.floor(worker.random() * items.length)];
}

function someCluster(worker: Worker): string | undefined {
  return pick(worker, [...worker.owned.keys()]);
}

/** One of the worker's clusters with what it knows of it, or `undefined` before it has any. */
function ownedCluster(
  worker: Worker,
): { cluster: string; known: { version: number; description: string } } | undefined {
  const cluster = someCluster(worker);
  const known = cluster === undefined ? undefined : worker.owned.get(cluster);
  return cluster === undefined || known === undefined ? undefined : { cluster, known };
}

const createBody = (name: string) =>
  JSON.stringify({
    name,
    description: 'soak',
    tags: { team: 'soak' },
    spec: { version: '1.32.9', provider: { generic: { location: 'eu-west' } } },
  });

/** A hostile request on the raw socket, refused before routing. */
function raw(name: string, request: string, status: number, code: string): TrafficKind {
  return {
    name,
    weight: 1,
    run: async (worker) => {
      const answer = await sendRaw(worker.url, request);
      worker.sent++;
      return expectAnswer({ ...answer, requestId: answer.headers['x-request-id'] }, status, code);
    },
  };
}

/** A request with a bad body or header on a cluster the worker owns: refused, nothing changes. */
function refusedPatch(
  name: string,
  weight: number,
  status: number,
  code: string,
  init: { body: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string>; query?: string },
): TrafficKind {
  return {
    name,
    weight,
    run: async (worker) => {
      const cluster = someCluster(worker);
      if (cluster === undefined) return undefined;
      const answer = await call(worker, 'PATCH', `/org/acme/mk8s/${cluster}${init.query ?? ''}`, init);
      return expectAnswer(answer, status, code);
    },
  };
}

const deepPatch = `${'{"tags":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
const hugePatch = JSON.stringify({ description: 'x'.repeat(1024 * 1024 + 16) });

export const TRAFFIC: readonly TrafficKind[] = [
  {
    name: 'create',
    weight: 3,
    run: async (worker) => {
      if (worker.created >= MAX_CLUSTERS_PER_WORKER) return undefined;
      const name = `w${worker.id}-${worker.created++}`;
      const answer = await call(worker, 'POST', '/org/acme/mk8s', { body: createBody(name) });
      const problem = expectAnswer(answer, 201);
      if (problem === undefined) worker.owned.set(name, { version: 1, description: 'soak' });
      return problem;
    },
  },
  {
    name: 'patch',
    weight: 8,
    run: async (worker) => {
      const owned = ownedCluster(worker);
      if (owned === undefined) return undefined;
      const { cluster, known } = owned;
      const description = `write ${worker.writes++}`;
      const answer = await call(worker, 'PATCH', `/org/acme/mk8s/${cluster}`, {
        body: JSON.stringify({ description, tags: { round: worker.writes } }),
      });
      const problem = expectAnswer(answer, 200);
      if (problem !== undefined) return problem;
      const { version } = answer.body as { version: number };
      if (version !== known.version + 1) return `${cluster}: version ${version} after ${known.version}`;
      worker.owned.set(cluster, { version, description });
      return undefined;
    },
  },
  {
    name: 'read',
    weight: 6,
    run: async (worker) => {
      const owned = ownedCluster(worker);
      if (owned === undefined) return undefined;
      const { cluster, known } = owned;
      const answer = await call(worker, 'GET', `/org/acme/mk8s/${cluster}`);
      const problem = expectAnswer(answer, 200);
      const { version } = (answer.body ?? {}) as { version?: number };
      return (
        problem ??
        (version === known.version ? undefined : `${cluster}: read ${version}, acknowledged ${known.version}`)
      );
    },
  },
  {
    name: 'stale If-Match',
    weight: 1,
    run: async (worker) => {
      const owned = ownedCluster(worker);
      if (owned === undefined || owned.known.version < 2) return undefined;
      const { cluster, known } = owned;
      const answer = await call(worker, 'PATCH', `/org/acme/mk8s/${cluster}`, {
        body: JSON.stringify({ description: 'stale' }),
        headers: { 'if-match': String(known.version - 1) },
      });
      return expectAnswer(answer, 412, 'PRECONDITION_FAILED');
    },
  },
  refusedPatch('?dryRun=true', 2, 400, 'QUERY_NOT_ALLOWED', {
    body: JSON.stringify({ description: 'dry run' }),
    query: '?dryRun=true',
  }),
  refusedPatch('charset=utf-16', 1, 415, 'UNSUPPORTED_MEDIA_TYPE', {
    body: '{}',
    headers: { 'content-type': 'application/json; charset=utf-16' },
  }),
  refusedPatch('bytes that are not UTF-8', 1, 400, 'BAD_REQUEST', { body: new Uint8Array([0x7b, 0xff, 0x7d]) }),
  refusedPatch('broken JSON', 1, 400, 'BAD_REQUEST', { body: '{"description": ' }),
  refusedPatch('__proto__', 1, 400, 'FORBIDDEN_KEY', { body: '{"__proto__": {"polluted": true}}' }),
  refusedPatch('a repeated member name', 1, 400, 'BAD_REQUEST', { body: '{"$drop":["description"],"$drop":["tags"]}' }),
  refusedPatch('half of a surrogate pair', 1, 400, 'BAD_REQUEST', { body: '{"description":"\\ud800"}' }),
  refusedPatch('5,000 levels deep', 1, 400, 'LIMIT', { body: deepPatch }),
  refusedPatch('a rename (immutable)', 1, 422, 'IMMUTABLE', { body: JSON.stringify({ name: 'renamed' }) }),
  refusedPatch('over 1 MiB', 0.3, 413, 'PAYLOAD_TOO_LARGE', { body: hugePatch }),
  {
    name: 'DELETE (405)',
    weight: 1,
    run: async (worker) => expectAnswer(await call(worker, 'DELETE', '/org/acme/mk8s/x'), 405, 'METHOD_NOT_ALLOWED'),
  },
  {
    name: 'unknown path',
    weight: 1,
    run: async (worker) => expectAnswer(await call(worker, 'GET', '/org/acme/clusters'), 404, 'NOT_FOUND'),
  },
  {
    name: 'unknown key',
    weight: 1,
    run: async (worker) =>
      expectAnswer(await call(worker, 'GET', '/org/acme/mk8s/x', { key: 'mk8s_unknown' }), 401, 'UNAUTHORIZED'),
  },
  {
    name: 'expired key',
    weight: 1,
    run: async (worker) =>
      expectAnswer(await call(worker, 'GET', '/org/acme/mk8s/x', { key: worker.keys.expired }), 401, 'KEY_EXPIRED'),
  },
  {
    name: "another organization's key",
    weight: 1,
    run: async (worker) =>
      expectAnswer(await call(worker, 'GET', '/org/acme/mk8s/x', { key: worker.keys.globex }), 403, 'FORBIDDEN'),
  },
  raw('obs-fold', `GET /org/acme/mk8s/x HTTP/1.1\r\n${RAW_HOST}X-A: b\r\n c\r\n\r\n`, 400, 'BAD_REQUEST'),
  raw('NUL in a header', `GET /org/acme/mk8s/x HTTP/1.1\r\n${RAW_HOST}X-A: b\0c\r\n\r\n`, 400, 'BAD_REQUEST'),
  raw('a bad request line', `GET/org HTTP/1.1\r\n${RAW_HOST}\r\n`, 400, 'BAD_REQUEST'),
  raw(
    'Content-Length with chunked',
    `PATCH /org/acme/mk8s/x HTTP/1.1\r\n${RAW_HOST}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    400,
    'BAD_REQUEST',
  ),
  raw(
    '431',
    `GET /org/acme/mk8s/x HTTP/1.1\r\n${RAW_HOST}X-A: ${'a'.repeat(20_000)}\r\n\r\n`,
    431,
    'HEADERS_TOO_LARGE',
  ),
  raw('CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 404, 'NOT_FOUND'),
  raw('no Host', 'GET /org/acme/mk8s/x HTTP/1.1\r\n\r\n', 400, 'BAD_REQUEST'),
];

/** A kind of traffic drawn by weight. */
export function drawKind(random: () => number): TrafficKind {
  const total = TRAFFIC.reduce((sum, kind) => sum + kind.weight, 0);
  let left = random() * total;
  for (const kind of TRAFFIC) {
    left -= kind.weight;
    if (left < 0) return kind;
  }
  return TRAFFIC[0] as TrafficKind;
}

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
