/**
 * Small pieces of HTTP the routes share: the JSON body parser, request ids and `If-Match`.
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS } from '../templates/runtime/http/surface.ts';
import { ApiProblem, PatchProblem } from './errors.ts';
import type { Precondition } from './service.ts';

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
 * own code (FORBIDDEN_KEY) instead of a generic parse error.
 */
export function parseJsonBody(text: string, kind: 'patch' | 'body' = 'body'): unknown {
  if (text.trim() === '') throw new ApiProblem('BAD_REQUEST', 'the request body is empty; a JSON object is expected');
  if (nestingDepth(text) > MAX_NESTING) throw tooDeep(kind);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiProblem('BAD_REQUEST', `the request body is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * A body nested deeper than this is refused before it is parsed, so no recursive step anywhere
 * can exhaust the stack. Far above what is valid (patches stop at 64 levels, resources nest less),
 * so the validators still judge every body that could be right and report their own codes.
 */
export const MAX_NESTING = 1000;

/** The deepest nesting of objects and arrays in a JSON text (brackets inside strings ignored). */
export function nestingDepth(text: string): number {
  if (text.length < 2 * MAX_NESTING) return 0; // too short to be too deep: skip the scan
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

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

/** The path of a request URL, its query cut off (a query may hold anything; logs never do). */
export function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
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
