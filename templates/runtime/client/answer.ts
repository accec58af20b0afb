/**
 * Turning the service's answer into a result: the cluster of a 2xx answer, or an `ApiRequestError`
 * whose body is the validated error body, or one made up from what came back (a redirect, which the
 * API does not define, among them). Every text an error takes from the answer (status text, headers,
 * body) has the API key cut out first, in any spelling (redact.ts), so a service that echoes the key
 * cannot leak it into error messages or logs. The cluster of a 2xx answer is data, returned exactly as sent:
 * cutting a short key out of it (`k` out of `"kind"`) would corrupt it.
 */
import type { ApiError, Cluster } from '../types.js';
import type { ValidationResult } from '../validators/index.js';
import { ApiRequestError, type RequestSummary } from './errors.js';
import { redactText, redactValue } from './redact.js';
import type { Answer } from './transport.js';

const TEXT_LIMIT = 2000;

/** Judges an error body; without one, an error body is read by its shape (`salvage`). */
export type ErrorCheck = (value: unknown) => ValidationResult<ApiError>;

export function readAnswer(answer: Answer, request: RequestSummary, secret: string, checkError?: ErrorCheck): Cluster {
  const success = answer.status >= 200 && answer.status < 300;
  if (success) {
    const cluster = parseJson(answer.text).value;
    if (isObject(cluster)) return cluster as unknown as Cluster;
  }
  const said = redactAnswer(answer, secret);
  if (said.redirect) throw redirectError(said, request);
  if (success) throw madeUpError(said, request, 'the answer is not a JSON object');
  const parsed = parseJson(said.text);
  if (!parsed.ok) throw madeUpError(said, request, 'the answer is not JSON');
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
    responseText: said.text.slice(0, TEXT_LIMIT),
    bodyIssues: checked.errors,
  });
}

/** Every text of an answer an error may quote (status text, headers, body), with the key cut out. */
function redactAnswer(answer: Answer, secret: string): Answer {
  const cut = (text: string): string => redactText(text, secret);
  return {
    ...answer,
    statusText: cut(answer.statusText),
    contentType: cut(answer.contentType),
    location: answer.location === undefined ? undefined : cut(answer.location),
    text: cut(answer.text),
  };
}

function madeUpError(answer: Answer, request: RequestSummary, why: string): ApiRequestError {
  const kind = answer.contentType === '' ? 'no content type' : answer.contentType.split(';')[0];
  const start = answer.text.trim().slice(0, 200).replace(/\s+/g, ' ');
  const message = `${why} (${kind}, ${answer.statusText || 'no status text'})${start === '' ? ': empty body' : `: ${start}`}`;
  return new ApiRequestError({
    ...request,
    status: answer.status,
    body: { status: answer.status, code: 'INVALID_ERROR_BODY', message },
    responseText: answer.text.slice(0, TEXT_LIMIT),
  });
}

/**
 * A redirect, which the API does not define: it is not followed (the body and the key would go to
 * wherever it points) but reported, with where it points (never its query or fragment). A browser
 * shows a redirect it did not follow with status 0 and no headers: then only that is said.
 */
function redirectError(answer: Answer, request: RequestSummary): ApiRequestError {
  const target = answer.location?.split(/[?#]/, 1)[0]?.slice(0, 200) ?? '';
  const hidden = answer.status === 0 ? ' (the browser hides its target)' : '';
  const where = target === '' ? hidden : ` to ${target}`;
  const message = `a redirect${where}, which the API does not define: it was not followed, so nothing was sent there (is baseUrl the service's address?)`;
  return new ApiRequestError({
    ...request,
    status: answer.status,
    body: { status: answer.status, code: 'UNEXPECTED_REDIRECT', message },
    responseText: answer.text.slice(0, TEXT_LIMIT),
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
