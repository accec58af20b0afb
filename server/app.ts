/**
 * The HTTP server: a Fastify instance with the cluster routes, authentication, limits, error
 * bodies and request logs. Everything it touches (store, keys, rules, logger, clock) is injected.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { KeyRing } from './auth.ts';
import { ApiProblem, errorBody, toProblem } from './errors.ts';
import { BODY_LIMIT, parseJsonBody, requestIdOf } from './http.ts';
import type { Logger } from './logger.ts';
import { registerClusterRoutes } from './routes.ts';
import type { ClusterRules } from './rules.ts';
import type { ServiceDeps } from './service.ts';
import type { ClusterStore } from './store/types.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface ServerOptions {
  readonly store: ClusterStore;
  readonly keys: KeyRing;
  readonly rules: ClusterRules;
  readonly logger: Logger;
  /** Default `true`. `false` only to measure what validation costs (bench/suites/server.ts). */
  readonly validate?: boolean;
  readonly clock?: () => Date;
  readonly mint?: ServiceDeps['mint'];
}

export function buildServer(options: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    genReqId: requestIdOf,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // errors Fastify meets before routing (a malformed URL or header) get the same error body
    frameworkErrors: (error, request, reply) => {
      const answer = toProblem(error) ?? new ApiProblem('BAD_REQUEST', 'the request is malformed');
      sendProblem(reply as FastifyReply, answer, request.id);
      // hooks do not run for requests refused before routing: log here
      logRequest(options.logger, request as FastifyRequest, reply as FastifyReply);
    },
  });
  const deps: ServiceDeps = {
    store: options.store,
    rules: options.rules,
    validate: options.validate ?? true,
    clock: options.clock ?? (() => new Date()),
    mint: options.mint ?? mintIdentifiers,
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    try {
      done(null, parseJsonBody(text as string, request.method === 'PATCH' ? 'patch' : 'body'));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => logRequest(options.logger, request, reply));
  app.setErrorHandler((error, request, reply) => {
    const problem = toProblem(error);
    if (problem === undefined) {
      options.logger.error({ msg: 'unexpected error', requestId: request.id, error: describeError(error) });
    }
    const answer = problem ?? new ApiProblem('INTERNAL', 'the server failed to handle the request');
    return sendProblem(reply, answer, request.id);
  });
  app.setNotFoundHandler((request, reply) => {
    const answer = new ApiProblem('NOT_FOUND', `no route for ${request.method} ${request.url.split('?')[0]}`);
    return sendProblem(reply, answer, request.id);
  });
  registerClusterRoutes(app, deps, options.keys);
  return app;
}

/** One log record a request; the query string is cut off and no header is read. */
function logRequest(logger: Logger, request: FastifyRequest, reply: FastifyReply): void {
  logger.info({
    msg: 'request',
    method: request.method,
    path: request.url.split('?')[0],
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 100) / 100,
    requestId: request.id,
  });
}

function sendProblem(reply: FastifyReply, problem: ApiProblem, requestId: string): FastifyReply {
  if (problem.status === 401) reply.header('www-authenticate', 'Bearer');
  return reply
    .code(problem.status)
    .header('x-request-id', requestId)
    .type(JSON_TYPE)
    .send(errorBody(problem, requestId));
}

function mintIdentifiers(): { id: string; alias: string } {
  return { id: randomUUID(), alias: randomBytes(8).toString('hex') };
}

function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
