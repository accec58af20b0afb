/** Starting a server for a test on 127.0.0.1, port 0, with two organizations' keys. */
import type { Cluster, ClusterCreate } from '@mk8s/schema';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/app.ts';
import { keyRing, newApiKey } from '../../server/auth.ts';
import { memoryLogger } from '../../server/logger.ts';
import { packageRules } from '../../server/package-rules.ts';
import { openSqliteStore } from '../../server/store/sqlite.ts';

export const KEYS = { acme: newApiKey('acme', 'acme-ci'), globex: newApiKey('globex') } as const;

export interface TestServer {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly logger: ReturnType<typeof memoryLogger>;
  readonly close: () => Promise<void>;
  /** `fetch` to a path of the server with acme's key and a JSON body, unless overridden. */
  readonly call: (method: string, path: string, init?: CallInit) => Promise<Answer>;
}

export interface CallInit {
  readonly body?: unknown;
  /** A raw body, sent as is. */
  readonly text?: string;
  readonly headers?: Record<string, string>;
  readonly key?: string | null;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const logger = memoryLogger();
  const store = options.store ?? openSqliteStore();
  const app = buildServer({
    store,
    keys: keyRing([KEYS.acme.entry, KEYS.globex.entry]),
    rules: packageRules,
    logger,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    logger,
    close: async () => {
      await app.close();
      await store.close();
    },
    call: (method, path, init = {}) => call(url, method, path, init),
  };
}

async function call(url: string, method: string, path: string, init: CallInit): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  const key = init.key === undefined ? KEYS.acme.key : init.key;
  if (key !== null) headers.authorization ??= `Bearer ${key}`;
  let body: string | undefined = init.text;
  if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

/** A small valid create body. */
export function createBody(name = 'prod-eu-1'): ClusterCreate {
  return {
    name,
    description: 'first cluster',
    spec: { version: '1.32.9', provider: { generic: { location: 'eu-west' } } },
  } as ClusterCreate;
}

export type { Cluster };
