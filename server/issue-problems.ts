/**
 * A rejected body's issues as an error answer that keeps to the published error schema
 * (`spec/error.json`), whatever the body held: the message at most 4,096 characters, every string of
 * `details` at most 16,384, the whole answer at most 64 KiB. The validators already quote a caller's
 * key or value short; what can still be long is a JSON Pointer (a key of 100,000 characters is a
 * valid JSON body under 1 MiB).
 */
import type { ApiErrorDetails } from '@mk8s/schema';
import { shownPointer } from '../generator/pointer.ts';
import { shorten } from '../templates/runtime/validators/words.ts';
import { ApiProblem, PatchProblem } from './errors.ts';
import type { RuleIssue } from './rules.ts';

/** `maxLength` of `ApiError.message` (spec/error.json). */
export const MESSAGE_LIMIT = 4096;
/** `maxLength` of a string in `ApiError.details`, a free-form value (spec/shared.json). */
export const DETAIL_STRING_LIMIT = 16384;
/** At most this many issues are listed in an error body; `issueCount` says how many there were. */
export const MAX_LISTED_ISSUES = 100;
/** The whole error answer, as UTF-8 JSON, is at most this many bytes. */
export const ANSWER_LIMIT = 64 * 1024;
/**
 * Bytes kept for what the answer holds besides its message, `details.path` and `details.issues`:
 * `status`, `code`, `id` (at most 128 characters), `issueCount` and the members' names.
 */
const FRAME_BYTES = 512;
/** The message names at most this many issues. */
const SUMMARISED_ISSUES = 3;
/** A pointer or an issue's message is cut to this many characters in the answer's message. */
const SUMMARY_POINTER = 512;
const SUMMARY_MESSAGE = 1024;

export function invalidBody(issues: readonly RuleIssue[]): ApiProblem {
  const message = summary('the request body is not valid: ', issues);
  return new ApiProblem('VALIDATION_FAILED', message, issueDetails(issues, roomAfter(message)));
}

/**
 * A rejected patch: the first issue names the response (400 malformed, 422 not applicable) — the
 * patch validator lists first the issue the patch engine would report. `details.path` is its
 * pointer, left out when too long to be one whole string of `details` (or, past that, to leave the
 * answer room for its issues: the pointer is then the first issue's, which is listed if it fits).
 */
export function patchProblem(issues: readonly RuleIssue[]): ApiProblem {
  const lead = issues[0] ?? { path: '', code: 'INVALID_PATCH', message: 'the patch is not valid' };
  const message = summary('', [lead]);
  const room = roomAfter(message);
  const pathBytes = jsonBytes(lead.path);
  const keepPath = lead.path.length <= DETAIL_STRING_LIMIT && pathBytes <= room / 2;
  const details = issueDetails(issues, keepPath ? room - pathBytes : room);
  return new PatchProblem(lead.code, message, keepPath ? { path: lead.path, ...details } : details);
}

/**
 * The issues listed: the first 100 whose pointer fits in a string of `details`, as long as they fit
 * in `room` bytes of JSON. One whose pointer is longer than a string of `details` is left out rather
 * than cut: a pointer cut short points at another place. Listing stops at the first issue that no
 * longer fits, so what is listed is always the first issues in order. `issueCount` still counts every
 * issue (those not listed are `issueCount` minus the listed), and the message names the first ones
 * with their pointers shortened.
 */
function issueDetails(issues: readonly RuleIssue[], room: number): ApiErrorDetails {
  const listed: RuleIssue[] = [];
  let left = room;
  for (const issue of issues) {
    if (listed.length === MAX_LISTED_ISSUES) break;
    if (issue.path.length > DETAIL_STRING_LIMIT) continue;
    const { message } = issue;
    const shown =
      message.length > DETAIL_STRING_LIMIT ? { ...issue, message: shorten(message, DETAIL_STRING_LIMIT) } : issue;
    // the issue's JSON and the comma before it
    left -= jsonBytes(shown) + 1;
    if (left < 0) break;
    listed.push(shown);
  }
  return { issues: listed, issueCount: issues.length };
}

/** The bytes an answer with this message has left for `details.path` and `details.issues`. */
function roomAfter(message: string): number {
  return ANSWER_LIMIT - FRAME_BYTES - jsonBytes(message);
}

function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

/**
 * `lead` and the first issues as `pointer: message`, as many whole ones as fit in the message
 * (at least one: each is shortened to fit), then `; and N more` for the others.
 */
function summary(lead: string, issues: readonly RuleIssue[]): string {
  const parts = issues
    .slice(0, SUMMARISED_ISSUES)
    .map((i) => `${shorten(shownPointer(i.path), SUMMARY_POINTER)}: ${shorten(i.message, SUMMARY_MESSAGE)}`);
  for (let shown = parts.length; shown > 1; shown--) {
    const text = withRest(lead, parts.slice(0, shown), issues.length);
    if (text.length <= MESSAGE_LIMIT) return text;
  }
  return withRest(lead, parts.slice(0, 1), issues.length);
}

function withRest(lead: string, parts: readonly string[], count: number): string {
  const rest = count - parts.length;
  return `${lead}${parts.join('; ')}${rest > 0 ? `; and ${rest} more` : ''}`;
}
