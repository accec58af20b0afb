/**
 * How every answer leaves the server through Fastify: an error as the error body with its headers
 * and `X-Request-Id`, and one log record a request (the query cut off, no header read).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, MEDIA_TYPE } from '../templates/runtime/http/surface.ts';
import { type ApiProblem, errorBody } from './errors.ts';
import { pathOf } from './http.ts';
import type { Logger } from './logger.ts';

/** The `Content-Type` of every answer's body: JSON (as the HTTP surface table says), in UTF-8. */
export const ANSWER_TYPE = `${MEDIA_TYPE}; charset=utf-8`;

export function sendProblem(reply: FastifyReply, problem: ApiProblem, requestId: string): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  return reply
    .code(problem.status)
    .header(HEADERS.requestId.toLowerCase(), requestId)
    .type(ANSWER_TYPE)
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
