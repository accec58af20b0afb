/**
 * Small pieces of HTTP the routes share: the JSON body parser, request ids and `If-Match`.
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { HEADERS } from '../templates/runtime/http/surface.ts';
import { ApiProblem, PatchProblem } from './errors.ts';
import {
  countMembers,
  countText,
  repeatedMemberMessage,
  syntaxErrorMessage,
  unsafeIntegerMessage,
} from './json-text.ts';
import type { Precondition } from './service.ts';
import { loneSurrogateMessage } from './surrogates.ts';

/** Bodies larger than this are refused with 413 before they are read in full. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The text of a JSON body: only UTF-8 is accepted (RFC 8259 §8.1). A `charset` other than UTF-8
 * is 415 before a byte is decoded; bytes that are not UTF-8 are 400, never decoded into
 * replacement characters.
 */
export function decodeJsonBody(body: Buffer, contentType: string | undefined): string {
  const charset = charsetOf(contentType ?? '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new ApiProblem(
      'UNSUPPORTED_MEDIA_TYPE',
      `the request body must be UTF-8 JSON; charset=${charset.slice(0, 40)} is not accepted (send Content-Type: application/json)`,
    );
  }
  if (!isUtf8(body)) throw new ApiProblem('BAD_REQUEST', 'the request body is not valid UTF-8');
  return body.toString('utf8');
}

/**
 * A body must come as it is: a `Content-Encoding` other than `identity` (gzip, br, …) is 415 with
 * `Accept-Encoding: identity`, as RFC 9110 §15.5.16 asks, instead of its bytes being read as text.
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-15.5.16
 */
export function refuseContentCoding(header: string | undefined): void {
  const codings = (header ?? '').split(',').map((coding) => coding.trim().toLowerCase());
  const coded = codings.find((coding) => coding !== '' && coding !== 'identity');
  if (coded === undefined) return;
  throw new ApiProblem(
    'UNSUPPORTED_MEDIA_TYPE',
    `content codings are not accepted: send the request body without Content-Encoding (got ${coded.slice(0, 40)})`,
    undefined,
    { 'accept-encoding': 'identity' },
  );
}

/** The `charset` parameter of a media type, lowercased and unquoted, or `undefined`. */
export function charsetOf(contentType: string): string | undefined {
  for (const parameter of contentType.split(';').slice(1)) {
    const [name = '', ...rest] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') continue;
    return rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
  }
  return undefined;
}

/**
 * Parses a JSON body (`kind`: of a PATCH or of another request) with `JSON.parse`, which keeps `__proto__`, `constructor` and `prototype` as
 * plain own members (no prototype is touched), so the validators see them and answer with their
 * own code (FORBIDDEN_KEY) instead of a generic parse error. `JSON.parse` lets the last of two
 * members of the same name win; a body that repeats a name is refused instead, so that the order
 * of members never changes what a request does: the text's members are counted in the scan that
 * measures its depth, and only when the value holds fewer is the text read again to find the name.
 * A member name or string with half of a surrogate pair is refused too (I-JSON, RFC 7493 §2.1), and
 * an integer written beyond ±(2^53−1), which `JSON.parse` would change (§2.2).
 */
export function parseJsonBody(text: string, kind: 'patch' | 'body' = 'body'): unknown {
  const counts = countText(text);
  if (counts.depth > MAX_NESTING) throw tooDeep(kind);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (text.trim() === '') throw emptyBody();
    throw new ApiProblem('BAD_REQUEST', syntaxErrorMessage(text, (error as Error).message));
  }
  if (counts.members > 0 && countMembers(value) < counts.members) {
    throw new ApiProblem('BAD_REQUEST', repeatedMemberMessage(text));
  }
  const lone = loneSurrogateMessage(text, value);
  if (lone !== undefined) throw new ApiProblem('BAD_REQUEST', lone);
  const unsafe = unsafeIntegerMessage(text, value);
  if (unsafe !== undefined) throw new ApiProblem('BAD_REQUEST', unsafe);
  return value;
}

/**
 * The `preParsing` hook of a route that takes a body. Without `Content-Type` Fastify answers 415
 * before reading a chunked body, but a chunked body that turns out empty is no body at all: the
 * empty-body 400, as for a request without one whatever its type. The body is looked at only then.
 */
export async function refuseEmptyChunkedBody(
  request: { readonly headers: IncomingHttpHeaders },
  _reply: unknown,
  payload: Readable,
): Promise<Readable> {
  const { headers } = request;
  if (headers['content-type'] !== undefined || headers['transfer-encoding'] === undefined) return payload;
  if (!(await hasContent(payload))) throw emptyBody();
  return payload;
}

/**
 * Whether a body stream holds at least one byte, read without losing it: the first chunk is put
 * back for whoever reads the body next. Resolves when the first chunk or the end arrives (or the
 * stream fails or closes: then whoever reads next meets that).
 */
function hasContent(body: Readable): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (content: boolean) => {
      body.off('data', onData).off('end', onEnd).off('error', onEnd).off('close', onEnd);
      resolve(content);
    };
    const onData = (chunk: Buffer) => {
      body.pause();
      body.unshift(chunk);
      settle(true);
    };
    const onEnd = () => settle(false);
    body.on('data', onData).once('end', onEnd).once('error', onEnd).once('close', onEnd);
  });
}

/** The answer to a POST or PATCH without a body, or with one of white space only. */
export function emptyBody(): ApiProblem {
  return new ApiProblem('BAD_REQUEST', 'the request body is empty; a JSON object is expected');
}

/**
 * A body nested deeper than this is refused before it is parsed, so no recursive step anywhere
 * can exhaust the stack. Far above what is valid (patches stop at 64 levels, resources nest less),
 * so the validators still judge every body that could be right and report their own codes.
 */
export const MAX_NESTING = 1000;

/** Too deep: a patch gets the patch code LIMIT, another body the validators' TOO_DEEP issue. */
function tooDeep(kind: 'patch' | 'body'): ApiProblem {
  const message = `the request body nests deeper than ${MAX_NESTING} levels`;
  if (kind === 'patch') return new PatchProblem('LIMIT', message, { path: '' });
  return new ApiProblem('VALIDATION_FAILED', message, {
    issues: [{ path: '', code: 'TOO_DEEP', message }],
    issueCount: 1,
  });
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const requestIds = new WeakMap<IncomingMessage, string>();

/**
 * The caller's `X-Request-Id` when it is a plain token (safe to log), else a fresh UUID; the same
 * for one request however often asked (a request refused half-way keeps its id).
 */
export function requestIdOf(request: IncomingMessage | undefined): string {
  if (request === undefined) return randomUUID();
  const known = requestIds.get(request);
  if (known !== undefined) return known;
  const given = request.headers[HEADERS.requestId.toLowerCase()];
  const id = typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  requestIds.set(request, id);
  return id;
}

/**
 * The path of a request URL, its query and any fragment cut off (either may hold anything, a key
 * pasted by mistake too; logs and messages never do).
 */
export function pathOf(url: string | undefined): string {
  return (url ?? '').split(/[?#]/, 1)[0] ?? '';
}

/**
 * 400 when the request target holds a `#`: a fragment is never part of an HTTP request (RFC 9112
 * §3.2 allows a path and a query only), so a client that sends one raw is broken, and what follows
 * may be anything. Refused as not well-formed HTTP, before routing, and never repeated.
 * @see https://www.rfc-editor.org/rfc/rfc9112#section-3.2
 */
export function fragmentProblem(url: string): ApiProblem | undefined {
  if (!url.includes('#')) return undefined;
  return new ApiProblem(
    'BAD_REQUEST',
    'the request target holds a fragment (#…), which HTTP never sends; nothing was done: send the path without it',
  );
}

/** `If-Match: 3`, `If-Match: "3"` (the ETag form the server sends) or `If-Match: *`. */
export function parsePrecondition(header: string | string[] | undefined): Precondition {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '*') return '*';
  const match = /^(?:"([1-9][0-9]{0,14})"|([1-9][0-9]{0,14}))$/.exec(text);
  const digits = match?.[1] ?? match?.[2];
  if (digits === undefined) {
    throw new ApiProblem('BAD_REQUEST', 'If-Match must be a cluster version (for example 3 or "3") or *');
  }
  return Number(digits);
}

export function etagOf(version: number): string {
  return `"${version}"`;
}
