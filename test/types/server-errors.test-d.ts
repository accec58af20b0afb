/**
 * Type tests of the server's error details: checked by `npm run typecheck`. The details a handler
 * gives a problem are the published `ApiErrorDetails` (spec/error.json), so a member the error schema
 * does not name, or one of the wrong type, does not compile; each `@ts-expect-error` fails the check
 * when the line it guards stops being an error.
 */
import type { ApiError, ApiErrorDetails } from '@mk8s/schema';
import { ApiProblem, errorBody, PatchProblem } from '../../server/errors.ts';

// Rejected.

// @ts-expect-error `hint` is not a member of ApiErrorDetails (a closed object)
new ApiProblem('BAD_REQUEST', 'the request is malformed', { hint: 'send JSON' });

// @ts-expect-error `version` is a number in the error schema
new ApiProblem('PRECONDITION_FAILED', 'If-Match names another version', { version: '3' });

// @ts-expect-error `allowed` lists method names (strings)
new ApiProblem('METHOD_NOT_ALLOWED', 'not offered', { allowed: [1, 2] });

// @ts-expect-error `issue` (singular) is not a member; the issues are `issues`
new PatchProblem('CONFLICT', 'the patch conflicts', { path: '/spec', issue: {} });

// Accepted: the members the server sends, each as the schema types it.

new ApiProblem('METHOD_NOT_ALLOWED', 'not offered', { allowed: ['GET', 'PATCH'] });
new ApiProblem('QUERY_NOT_ALLOWED', 'no query', { parameters: ['watch'], parameterCount: 1 });
new ApiProblem('PRECONDITION_FAILED', 'If-Match names another version', { version: 3 });
new ApiProblem('BAD_REQUEST', 'not well-formed HTTP/1.1', { parseError: 'HPE_INVALID_METHOD' });
const refused = new PatchProblem('LIMIT', 'too deep', {
  path: '',
  issues: [{ path: '', code: 'LIMIT', message: 'too deep' }],
  issueCount: 1,
});
const held: ApiErrorDetails | undefined = refused.details;
const body: ApiError = errorBody(refused, 'request-1');

export { body, held };
