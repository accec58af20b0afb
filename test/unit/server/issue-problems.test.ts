/**
 * Rejected bodies as error answers within the published error schema: the message at most 4,096
 * characters, each string of `details` at most 16,384, whatever the issues hold.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateApiError } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../server/errors.ts';
import {
  ANSWER_LIMIT,
  DETAIL_STRING_LIMIT,
  invalidBody,
  MAX_LISTED_ISSUES,
  MESSAGE_LIMIT,
  patchProblem,
} from '../../../server/issue-problems.ts';
import type { RuleIssue } from '../../../server/rules.ts';
import { REPO } from '../../helpers/spec.ts';

function issue(path: string, message = 'must be a string; got the number 1', code = 'INVALID_TYPE'): RuleIssue {
  return { path, code, message };
}

/** `/` and a key of `length` characters. */
function longPath(length: number, letter = 'k'): string {
  return `/${letter.repeat(length)}`;
}

function answered(problem: ReturnType<typeof invalidBody>) {
  const body = errorBody(problem, 'req-1');
  const checked = validateApiError(body);
  return { body, issues: checked.ok ? [] : checked.errors };
}

describe('the limits', () => {
  it('are those of the published error schema', () => {
    const error = JSON.parse(readFileSync(join(REPO, 'spec', 'error.json'), 'utf8'));
    const shared = JSON.parse(readFileSync(join(REPO, 'spec', 'shared.json'), 'utf8'));
    expect(MESSAGE_LIMIT).toBe(error.properties.message.maxLength);
    expect(DETAIL_STRING_LIMIT).toBe(shared.$defs.FreeFormValue.maxLength);
  });
});

describe('invalidBody', () => {
  it('names at most three issues, the rest counted, as before', () => {
    const issues = ['/a', '/b', '/c', '/d', '/e'].map((p) => issue(p));
    const { body, issues: schemaIssues } = answered(invalidBody(issues));
    expect(schemaIssues).toEqual([]);
    expect(body.message).toBe(
      'the request body is not valid: /a: must be a string; got the number 1; /b: must be a string; got the number 1; /c: must be a string; got the number 1; and 2 more',
    );
    expect(body.details).toEqual({ issues, issueCount: 5 });
  });

  it('names the root as (root), not "/" (the member named "" in a JSON Pointer)', () => {
    const { body } = answered(invalidBody([issue('', 'must be an object; got an array'), issue('/')]));
    expect(body.message).toBe(
      'the request body is not valid: (root): must be an object; got an array; /: must be a string; got the number 1',
    );
  });

  it('keeps the message within 4,096 characters, cut at an issue and the rest counted', () => {
    const issues = [1, 2, 3, 4].map((n) => issue(longPath(3000, String(n)), 'm'.repeat(3000)));
    const { body, issues: schemaIssues } = answered(invalidBody(issues));
    expect(schemaIssues).toEqual([]);
    expect(body.message.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    // each issue named is shortened (pointer to 512, message to 1,024 characters); two fit, two are counted
    expect(body.message).toMatch(
      /^the request body is not valid: \/1{510}…: m{1023}…; \/2{510}…: m{1023}…; and 2 more$/,
    );
  });

  it('leaves out of details.issues an issue whose pointer is longer than a details string, and counts it', () => {
    const issues = [issue(longPath(20_000)), issue('/name'), issue(longPath(DETAIL_STRING_LIMIT - 1, 'x'))];
    const { body, issues: schemaIssues } = answered(invalidBody(issues));
    expect(schemaIssues).toEqual([]);
    expect(body.details).toEqual({ issues: [issues[1], issues[2]], issueCount: 3 });
    expect(body.message.startsWith(`the request body is not valid: /${'k'.repeat(510)}…: must be`)).toBe(true);
  });

  it('lists at most 100 issues, the rest counted', () => {
    const issues = Array.from({ length: 150 }, (_, i) => issue(`/tags/${i}`));
    const { body, issues: schemaIssues } = answered(invalidBody(issues));
    expect(schemaIssues).toEqual([]);
    expect(body.details).toEqual({ issues: issues.slice(0, MAX_LISTED_ISSUES), issueCount: 150 });
  });

  it('cuts a message longer than a details string', () => {
    const issues = [issue('/tags/0', 'n'.repeat(20_000))];
    const { body, issues: schemaIssues } = answered(invalidBody(issues));
    expect(schemaIssues).toEqual([]);
    const listed = (body.details as unknown as { issues: RuleIssue[] }).issues;
    expect(listed).toEqual([{ path: '/tags/0', code: 'INVALID_TYPE', message: `${'n'.repeat(16_383)}…` }]);
  });

  // regression: 100 issues of 16 KB each made an answer of 1.6 MB
  it.each([
    ['long pointers', (i: number) => issue(`${longPath(2_000, 'p')}/${i}`)],
    ['long messages', (i: number) => issue(`/tags/${i}`, `${i} ${'n'.repeat(20_000)}`)],
    ['pointers of characters JSON escapes', (i: number) => issue(`/${'\u0001'.repeat(500)}/${i}`)],
  ])('stops listing where the answer would pass 64 KiB: the first issues in order, all counted (%s)', (_name, make) => {
    const issues = Array.from({ length: 100 }, (_, i) => make(i));
    const { body, issues: schemaIssues } = answered(invalidBody(issues));
    expect(schemaIssues).toEqual([]);
    const size = Buffer.byteLength(JSON.stringify(body));
    expect(size).toBeLessThanOrEqual(ANSWER_LIMIT);
    const listed = (body.details as unknown as { issues: RuleIssue[] }).issues;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(100);
    expect(listed.map((i) => i.path)).toEqual(issues.slice(0, listed.length).map((i) => i.path));
    expect(body.details?.issueCount).toBe(100);
    // the budget is spent: the next issue would not have fitted
    const next = Buffer.byteLength(JSON.stringify(listed[0]));
    expect(size + next).toBeGreaterThan(ANSWER_LIMIT - 512);
  });
});

describe('patchProblem', () => {
  it('answers the leading issue, its pointer in details.path', () => {
    const { body, issues } = answered(patchProblem([issue('/$x', 'unknown operator key "$x"', 'INVALID_PATCH')]));
    expect(issues).toEqual([]);
    expect(body).toMatchObject({ status: 400, code: 'INVALID_PATCH', message: '/$x: unknown operator key "$x"' });
    expect(body.details).toMatchObject({ path: '/$x', issueCount: 1 });
  });

  it('keeps the answer within 64 KiB with a long leading pointer and many issues', () => {
    const issues = Array.from({ length: 100 }, (_, i) => issue(`${longPath(3_000)}/${i}`, 'x', 'INVALID_PATCH'));
    const { body, issues: schemaIssues } = answered(patchProblem(issues));
    expect(schemaIssues).toEqual([]);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(ANSWER_LIMIT);
    expect(body.details).toMatchObject({ path: issues[0]?.path, issueCount: 100 });
  });

  it('leaves details.path out when the leading pointer is longer than a details string', () => {
    const lead = issue(longPath(50_000), 'unknown field "kkkk"', 'INVALID_PATCH');
    const { body, issues } = answered(patchProblem([lead, issue('/spec', 'x', 'CONFLICT')]));
    expect(issues).toEqual([]);
    expect(body.details).toEqual({ issues: [{ path: '/spec', code: 'CONFLICT', message: 'x' }], issueCount: 2 });
    expect(body.message.length).toBeLessThan(600);
  });
});
