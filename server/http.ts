/**
 * Small pieces of HTTP the routes share: the JSON body parser, request ids and `If-Match`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApiProblem } from './errors.ts';
import type { Precondition } from './service.ts';

/** Bodies larger than this are refused with 413 before they are read in full. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Parses a JSON body with `JSON.parse`, which keeps `__proto__`, `constructor` and `prototype` as
 * plain own members (no prototype is touched), so the validators see them and answer with their
 * own code (FORBIDDEN_KEY) instead of a generic parse error.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new ApiProblem('BAD_REQUEST', 'the request body is empty; a JSON object is expected');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiProblem('BAD_REQUEST', `the request body is not valid JSON: ${(error as Error).message}`);
  }
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `X-Request-Id` when it is a plain token (safe to log), else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
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
