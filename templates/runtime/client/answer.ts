/**
 * Turning the service's answer into a result: the cluster of a 2xx answer, or an `ApiRequestError`
 * whose body is the validated error body, or one made up from what came back. Every text an error
 * takes from the answer has the API key cut out first, so a service that echoes the key cannot leak
 * it into error messages or logs. The cluster of a 2xx answer is data, returned exactly as sent:
 * cutting a short key out of it (`k` out of `"kind"`) would corrupt it.
 */
import type { ApiError, Cluster } from '../types.js';
import type { ValidationResult } from '../validators/index.js';
import { ApiRequestError, type RequestSummary } from './errors.js';
import type { Answer } from './transport.js';

const REDACTED = '[redacted]';
const TEXT_LIMIT = 2000;

/** Judges an error body; without one, an error body is read by its shape (`salvage`). */
export type ErrorCheck = (value: unknown) => ValidationResult<ApiError>;

export function readAnswer(answer: Answer, request: RequestSummary, secret: string, checkError?: ErrorCheck): Cluster {
  const success = answer.status >= 200 && answer.status < 300;
  if (success) {
    const cluster = parseJson(answer.text).value;
    if (isObject(cluster)) return cluster as unknown as Cluster;
  }
  const text = redactText(answer.text, secret);
  if (success) throw madeUpError(answer, request, text, 'the answer is not a JSON object');
  const parsed = parseJson(text);
  if (!parsed.ok) throw madeUpError(answer, request, text, 'the answer is not JSON');
  const value = redactValue(parsed.value, secret);
  if (checkError === undefined) {
    throw new ApiRequestError({ ...request, status: answer.status, body: salvage(value, answer) });
  }
  const checked = checkError(value);
  if (checked.ok) throw new ApiRequestError({ ...request, status: answer.status, body: checked.value });
  throw new ApiRequestError({
    ...request,
    status: answer.status,
    body: salvage(value, answer),
    responseText: text.slice(0, TEXT_LIMIT),
    bodyIssues: checked.errors,
  });
}

function madeUpError(answer: Answer, request: RequestSummary, text: string, why: string): ApiRequestError {
  const kind = answer.contentType === '' ? 'no content type' : answer.contentType.split(';')[0];
  const start = text.trim().slice(0, 200).replace(/\s+/g, ' ');
  const message = `${why} (${kind}, ${answer.statusText || 'no status text'})${start === '' ? ': empty body' : `: ${start}`}`;
  return new ApiRequestError({
    ...request,
    status: answer.status,
    body: { status: answer.status, code: 'INVALID_ERROR_BODY', message },
    responseText: text.slice(0, TEXT_LIMIT),
  });
}

/**
 * An error body that failed validation (a newer service adding a member, a proxy's own JSON) still
 * says something useful: keep its `code`, `message` and `id` when they are strings.
 */
function salvage(value: unknown, answer: Answer): ApiError {
  const record = isObject(value) ? value : {};
  const text = (key: string): string | undefined => (typeof record[key] === 'string' ? record[key] : undefined);
  const id = text('id');
  return {
    status: answer.status,
    code: text('code') ?? 'INVALID_ERROR_BODY',
    message: text('message') ?? `the ${answer.status} answer is not a valid error body`,
    ...(id === undefined ? {} : { id }),
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; value: undefined } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: undefined };
  }
}

/** The key cut out of raw text, as written and as JSON writes it inside a string. */
export function redactText(text: string, secret: string): string {
  if (secret === '') return text;
  const escaped = JSON.stringify(secret).slice(1, -1);
  return text.split(secret).join(REDACTED).split(escaped).join(REDACTED);
}

/** A parsed value whose strings could still spell the key (through `\u` escapes). */
function redactValue(value: unknown, secret: string): unknown {
  const text = JSON.stringify(value);
  const escaped = JSON.stringify(secret).slice(1, -1);
  return text.includes(escaped) ? JSON.parse(text.split(escaped).join(REDACTED)) : value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
