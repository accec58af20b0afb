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

  it('lists at most 100 issues, and cuts a message longer than a details string', () => {
    const issues = Array.from({ length: 150 }, (_, i) => issue(`/tags/${i}`, 'n'.repeat(20_000)));
    const { body, issues: schemaIssues } = answered(invalidBody(issues));
    expect(schemaIssues).toEqual([]);
    const listed = (body.details as unknown as { issues: RuleIssue[] }).issues;
    expect(listed).toHaveLength(MAX_LISTED_ISSUES);
    expect(listed[0]).toEqual({ path: '/tags/0', code: 'INVALID_TYPE', message: `${'n'.repeat(16_383)}…` });
    expect(body.details?.issueCount).toBe(150);
  });
});

describe('patchProblem', () => {
  it('answers the leading issue, its pointer in details.path', () => {
    const { body, issues } = answered(patchProblem([issue('/$x', 'unknown operator key "$x"', 'INVALID_PATCH')]));
    expect(issues).toEqual([]);
    expect(body).toMatchObject({ status: 400, code: 'INVALID_PATCH', message: '/$x: unknown operator key "$x"' });
    expect(body.details).toMatchObject({ path: '/$x', issueCount: 1 });
  });

  it('leaves details.path out when the leading pointer is longer than a details string', () => {
    const lead = issue(longPath(50_000), 'unknown field "kkkk"', 'INVALID_PATCH');
    const { body, issues } = answered(patchProblem([lead, issue('/spec', 'x', 'CONFLICT')]));
    expect(issues).toEqual([]);
    expect(body.details).toEqual({ issues: [{ path: '/spec', code: 'CONFLICT', message: 'x' }], issueCount: 2 });
    expect(body.message.length).toBeLessThan(600);
  });
});
