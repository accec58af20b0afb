/**
 * The HTTP server: a Fastify instance with the cluster routes, authentication, limits, error
 * bodies and request logs. Everything it touches (store, keys, rules, logger, clock) is injected.
 * Every answer, including those to requests Node or Fastify refuse before routing, is the error
 * body with `X-Request-Id` and a log record.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { HEADERS, MEDIA_TYPE } from '../templates/runtime/http/surface.ts';
import { logRequest, sendProblem } from './answer.ts';
import type { KeyRing } from './auth.ts';
import { answerBeforeRouting, clientErrorHandler } from './client-errors.ts';
import { ApiProblem, toProblem } from './errors.ts';
import {
  BODY_LIMIT,
  decodeJsonBody,
  fragmentProblem,
  parseJsonBody,
  refuseContentCoding,
  requestIdOf,
} from './http.ts';
import type { Logger } from './logger.ts';
import { registerClusterRoutes } from './routes.ts';
import type { ClusterRules } from './rules.ts';
import type { ServiceDeps } from './service.ts';
import type { ClusterStore } from './store/types.ts';
import { unroutedProblem } from './surface.ts';

export interface ServerOptions {
  readonly store: ClusterStore;
  readonly keys: KeyRing;
  readonly rules: ClusterRules;
  readonly logger: Logger;
  /** Default `true`. `false` only to measure what validation costs (bench/suites/server.ts). */
  readonly validate?: boolean;
  readonly clock?: () => Date;
  readonly mint?: ServiceDeps['mint'];
  readonly timeouts?: Partial<Timeouts>;
}

/** How long a client may take to send a request (408 after), and how often Node checks. */
export interface Timeouts {
  readonly headersMs: number;
  readonly requestMs: number;
  readonly checkEveryMs: number;
}

/** A request must arrive in full within 30 s, its headers within 20 s: a slow sender cannot hold a connection. */
export const DEFAULT_TIMEOUTS: Timeouts = { headersMs: 20_000, requestMs: 30_000, checkEveryMs: 1_000 };

export function buildServer(options: ServerOptions): FastifyInstance {
  const app = createFastify(options.logger, { ...DEFAULT_TIMEOUTS, ...options.timeouts });
  answerBeforeRouting(app.server, options.logger);
  readJsonBodies(app);
  answerInErrorBodies(app, options.logger);
  closeConnectionsWhenStopping(app);
  const deps: ServiceDeps = {
    store: options.store,
    rules: options.rules,
    validate: options.validate ?? true,
    clock: options.clock ?? (() => new Date()),
    mint: options.mint ?? mintIdentifiers,
  };
  registerClusterRoutes(app, deps, options.keys);
  return app;
}

function createFastify(logger: Logger, timeouts: Timeouts): FastifyInstance {
  return Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    genReqId: requestIdOf,
    // requests that arrive on open connections while the server stops are still served
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    requestTimeout: timeouts.requestMs,
    // a missing Host is answered in the error body (`answerInErrorBodies`), not with Node's bare 400
    http: {
      requireHostHeader: false,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    clientErrorHandler: clientErrorHandler(logger),
    // errors Fastify meets before routing (a malformed URL or header) get the same error body
    frameworkErrors: (error, request, reply) => {
      const answer = toProblem(error) ?? new ApiProblem('BAD_REQUEST', 'the request is malformed');
      sendProblem(reply as FastifyReply, answer, request.id);
      // hooks do not run for requests refused before routing: log here
      logRequest(logger, request as FastifyRequest, reply as FastifyReply);
    },
  });
}

/** Only `application/json`, only UTF-8, without a content coding, parsed by `parseJsonBody`. */
function readJsonBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(MEDIA_TYPE, { parseAs: 'buffer' }, (request, body, done) => {
    try {
      refuseContentCoding(request.headers['content-encoding']);
      const text = decodeJsonBody(body as Buffer, request.headers['content-type']);
      done(null, parseJsonBody(text, request.method === 'PATCH' ? 'patch' : 'body'));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** `X-Request-Id` on every answer, a log record for each, and every failure as the error body. */
function answerInErrorBodies(app: FastifyInstance, logger: Logger): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.requestId.toLowerCase(), request.id);
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new ApiProblem('BAD_REQUEST', 'an HTTP/1.1 request must carry a Host header');
    }
    const fragment = fragmentProblem(request.url);
    if (fragment !== undefined) throw fragment;
    // no route takes it: answered here, so its body is never read or parsed (whatever its type)
    if (request.is404) throw unroutedProblem(request.method, request.url);
  });
  app.addHook('onResponse', async (request, reply) => logRequest(logger, request, reply));
  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error);
    if (problem === undefined) {
      logger.error({ msg: 'unexpected error', requestId: request.id, error: describeError(error) });
    }
    const answer = problem ?? new ApiProblem('INTERNAL', 'the server failed to handle the request');
    // refused before its body was read (413, or 401/404/405 from `onRequest`): drain it, or close
    if (answer.code === 'PAYLOAD_TOO_LARGE' || !request.raw.complete) drainOrClose(request, reply);
    return sendProblem(reply, answer, request.id);
  });
  // reached only if the hook above let a request through; kept so no request goes unanswered
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, unroutedProblem(request.method, request.url), request.id),
  );
}

/** Declared bodies up to this size are read and discarded after an early answer instead of closing the connection. */
export const DRAIN_LIMIT = 4 * BODY_LIMIT;

/**
 * A request answered before its body is read: a body over the limit (413, refused before it is read,
 * and Fastify then closes the connection) or a request refused from its headers (401, 404, 405). A
 * client still sending the body may see the connection reset instead of the answer if it closes, so
 * when the body's declared length is moderate the connection is kept: Node reads and discards the
 * rest of the body once the answer is sent, and the client reads its answer. Larger or chunked bodies
 * close it, so a sender cannot make the server read without bound.
 */
function drainOrClose(request: FastifyRequest, reply: FastifyReply): void {
  const length = request.headers['content-length'];
  const chunked = request.headers['transfer-encoding'] !== undefined;
  if (length === undefined && !chunked) return; // no body
  const declared = Number(length);
  if (!chunked && Number.isInteger(declared) && declared <= DRAIN_LIMIT) reply.removeHeader('connection');
  else reply.header('connection', 'close');
}

/**
 * While the server stops, a request still arriving on an open connection is served (not refused
 * with a bare 503), answered with `Connection: close`, and its connection closed once idle: Node
 * closes idle connections only when `close()` is called, so one busy then would stay open until
 * its keep-alive timeout and hold the stop.
 */
function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (stopping) app.server.closeIdleConnections();
  });
}

function mintIdentifiers(): { id: string; alias: string } {
  return { id: randomUUID(), alias: randomBytes(8).toString('hex') };
}

function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
