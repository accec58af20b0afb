/**
 * A rejected body's issues as an error answer that keeps to the published error schema
 * (`spec/error.json`), whatever the body held: the message at most 4,096 characters, every string of
 * `details` at most 16,384. The validators already quote a caller's key or value short; what can
 * still be long is a JSON Pointer (a key of 100,000 characters is a valid JSON body under 1 MiB).
 */
import { shorten } from '../templates/runtime/validators/words.ts';
import { ApiProblem, PatchProblem } from './errors.ts';
import type { RuleIssue } from './rules.ts';

/** `maxLength` of `ApiError.message` (spec/error.json). */
export const MESSAGE_LIMIT = 4096;
/** `maxLength` of a string in `ApiError.details`, a free-form value (spec/shared.json). */
export const DETAIL_STRING_LIMIT = 16384;
/** At most this many issues are listed in an error body; `issueCount` says how many there were. */
export const MAX_LISTED_ISSUES = 100;
/** The message names at most this many issues. */
const SUMMARISED_ISSUES = 3;
/** A pointer or an issue's message is cut to this many characters in the answer's message. */
const SUMMARY_POINTER = 512;
const SUMMARY_MESSAGE = 1024;

export function invalidBody(issues: readonly RuleIssue[]): ApiProblem {
  return new ApiProblem('VALIDATION_FAILED', summary('the request body is not valid: ', issues), issueDetails(issues));
}

/**
 * A rejected patch: the first issue names the response (400 malformed, 422 not applicable) — the
 * patch validator lists first the issue the patch engine would report. `details.path` is its
 * pointer, left out when too long to be one whole string of `details`.
 */
export function patchProblem(issues: readonly RuleIssue[]): ApiProblem {
  const lead = issues[0] ?? { path: '', code: 'INVALID_PATCH', message: 'the patch is not valid' };
  const at = lead.path.length <= DETAIL_STRING_LIMIT ? { path: lead.path } : {};
  return new PatchProblem(lead.code, summary('', [lead]), { ...at, ...issueDetails(issues) });
}

/**
 * The issues listed: the first 100 whose pointer fits in a string of `details`. One whose pointer is
 * longer is left out rather than cut: a pointer cut short points at another place. `issueCount`
 * still counts every issue, and the message names the first ones with their pointers shortened.
 */
function issueDetails(issues: readonly RuleIssue[]): Record<string, unknown> {
  const listed: RuleIssue[] = [];
  for (const issue of issues) {
    if (listed.length === MAX_LISTED_ISSUES) break;
    if (issue.path.length > DETAIL_STRING_LIMIT) continue;
    const { message } = issue;
    listed.push(
      message.length > DETAIL_STRING_LIMIT ? { ...issue, message: shorten(message, DETAIL_STRING_LIMIT) } : issue,
    );
  }
  return { issues: listed, issueCount: issues.length };
}

/**
 * `lead` and the first issues as `pointer: message`, as many whole ones as fit in the message
 * (at least one: each is shortened to fit), then `; and N more` for the others.
 */
function summary(lead: string, issues: readonly RuleIssue[]): string {
  const parts = issues
    .slice(0, SUMMARISED_ISSUES)
    .map((i) => `${shorten(i.path === '' ? '/' : i.path, SUMMARY_POINTER)}: ${shorten(i.message, SUMMARY_MESSAGE)}`);
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
