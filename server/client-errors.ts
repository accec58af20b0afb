/**
 * Answers to what Node refuses before Fastify sees a request: a request that is not well-formed
 * HTTP/1.1 (a folded header line, a NUL in a header, a broken request line, Content-Length with
 * Transfer-Encoding, a bad chunk), headers over 16 KiB (431), a request not received in time
 * (408), and `CONNECT`, which Node would drop without a word. Each gets the error body with
 * `X-Request-Id` and one log record, like every other answer, and the connection is closed: after
 * a framing error nothing more on it can be trusted.
 */
import { type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HEADERS } from '../templates/runtime/http/surface.ts';
import { ANSWER_TYPE } from './answer.ts';
import { ApiProblem, errorBody } from './errors.ts';
import { pathOf, requestIdOf } from './http.ts';
import type { Logger } from './logger.ts';
import { unroutedProblem } from './surface.ts';

/** What Node's parser reports: a stable `code` and, for parse errors, a fixed English `reason`. */
interface ClientError extends Error {
  readonly code?: string;
  readonly reason?: string;
}

/** The problem for a client error of Node's HTTP parser or its timers. */
export function clientErrorProblem(error: ClientError): ApiProblem {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return new ApiProblem('HEADERS_TOO_LARGE', 'the request line and headers are larger than 16 KiB');
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new ApiProblem('REQUEST_TIMEOUT', 'the request was not received in full in time');
  }
  if (error.code === 'HPE_PAUSED_H2_UPGRADE') {
    return new ApiProblem('BAD_REQUEST', 'HTTP/2 without TLS is not offered; send HTTP/1.1', {
      parseError: error.code,
    });
  }
  // llhttp's reasons are fixed strings ("Invalid header value char"), never request data
  const reason = typeof error.reason === 'string' && /^[\x20-\x7e]{1,200}$/.test(error.reason) ? error.reason : '';
  return new ApiProblem(
    'BAD_REQUEST',
    `the request is not well-formed HTTP/1.1${reason === '' ? '' : `: ${reason}`}`,
    typeof error.code === 'string' ? { parseError: error.code } : undefined,
  );
}

/**
 * Fastify's `clientErrorHandler`: answers in the error body unless a response has started on the
 * socket (then writing would corrupt it, as Node's own handler knows), logs, and closes.
 */
export function clientErrorHandler(logger: Logger) {
  return (error: ClientError, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // the request in flight on this socket, if the error came while its body was read
    const inFlight = (socket as { _httpMessage?: ServerResponse })._httpMessage;
    const problem = clientErrorProblem(error);
    const requestId = requestIdOf(inFlight?.req);
    if (socket.writable && inFlight?.headersSent !== true) writeProblem(socket, problem, requestId);
    logger.info({
      msg: 'request',
      ...(inFlight?.req === undefined ? {} : { method: inFlight.req.method, path: pathOf(inFlight.req.url) }),
      status: problem.status,
      requestId,
      reason: error.code,
    });
    if (!socket.destroyed && socket.writableEnded !== true) socket.destroy();
  };
}

/**
 * Node handles `CONNECT` and unknown `Expect` values itself: without a listener it drops a
 * `CONNECT` connection unanswered and answers an `Expect` other than `100-continue` with a bare
 * 417. Here `CONNECT` gets the 404 or 405 any unrouted request gets, and an unknown expectation
 * is ignored, as RFC 9110 allows: the request is served as if it had none.
 */
export function answerBeforeRouting(server: Server, logger: Logger): void {
  server.on('connect', (request, socket: Socket) => {
    const problem = unroutedProblem(request.method ?? 'CONNECT', request.url ?? '');
    const requestId = requestIdOf(request);
    writeProblem(socket, problem, requestId);
    logger.info({
      msg: 'request',
      method: request.method,
      path: pathOf(request.url),
      status: problem.status,
      requestId,
    });
  });
  server.on('checkExpectation', (request, response) => server.emit('request', request, response));
}

/** A whole HTTP/1.1 response written on the socket, with `Connection: close`; the socket closes once it is out. */
function writeProblem(socket: Socket, problem: ApiProblem, requestId: string): void {
  const body = JSON.stringify(errorBody(problem, requestId));
  const headers = [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? 'Error'}`,
    `Content-Type: ${ANSWER_TYPE}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    `${HEADERS.requestId}: ${requestId}`,
    ...Object.entries(problem.headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
