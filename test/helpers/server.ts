/**
 * A scripted HTTP service on 127.0.0.1 for client tests: each test says how to answer, and the
 * server records what it received. Started and stopped by the test that uses it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export type Responder = (request: Received, response: ServerResponse) => void;

export interface TestServer {
  readonly url: string;
  readonly received: Received[];
  answer(responder: Responder): void;
  /** Resolves when the server sees the client close a connection. */
  closedConnections(): number;
  stop(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const received: Received[] = [];
  let responder: Responder = (_request, response) => response.writeHead(500).end();
  let closed = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(got);
      responder(got, response);
    });
  });
  server.on('connection', (socket) => socket.on('close', () => closed++));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => {
      responder = next;
    },
    closedConnections: () => closed,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers with `body` as JSON. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Responder {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
}
