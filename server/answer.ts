/**
 * How every answer leaves the server through Fastify: an error as the error body with its headers
 * and `X-Request-Id`, and one log record a request (the query cut off, no header read).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiProblem, errorBody } from './errors.ts';
import { pathOf } from './http.ts';
import type { Logger } from './logger.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function sendProblem(reply: FastifyReply, problem: ApiProblem, requestId: string): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  return reply
    .code(problem.status)
    .header('x-request-id', requestId)
    .type(JSON_TYPE)
    .send(errorBody(problem, requestId));
}

export function logRequest(logger: Logger, request: FastifyRequest, reply: FastifyReply): void {
  logger.info({
    msg: 'request',
    method: request.method,
    path: pathOf(request.url),
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 100) / 100,
    requestId: request.id,
  });
}
