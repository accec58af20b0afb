/**
 * Type tests of the typed client as a consumer sees it: bodies are the generated create and patch
 * types, answers are `Cluster`, errors carry `ApiError`.
 */
import {
  type ApiError,
  type ApiErrorDetails,
  ApiRequestError,
  type Cluster,
  type ClusterCreate,
  createClient,
  type ResponseInfo,
  responseOf,
  type ValidationIssue,
  validateClusterCreate,
} from '@mk8s/schema';

declare const body: ClusterCreate;
const client = createClient({ baseUrl: 'https://api.example.com', apiKey: 'key', timeout: 5000 });

const created: Promise<Cluster> = client.createCluster('acme', body);
const patched: Promise<Cluster> = client.patchCluster('acme', 'prod-eu-1', { description: 'x' }, { ifMatch: '"3"' });
const read: Promise<Cluster> = client.getCluster('acme', 'prod-eu-1');

// ifMatch takes the cluster's version (a number) or an ETag (a string), as the answer gave them.
async function readModifyWrite(): Promise<Cluster> {
  const current = await client.getCluster('acme', 'prod-eu-1');
  const byVersion = await client.patchCluster('acme', 'prod-eu-1', { description: 'y' }, { ifMatch: current.version });
  const info: ResponseInfo | undefined = responseOf(byVersion);
  const etag: string | undefined = info?.etag;
  const status: number | undefined = info?.status;
  return client.patchCluster('acme', 'prod-eu-1', { description: String(status) }, { ifMatch: etag ?? '*' });
}

// @ts-expect-error ifMatch is a version number or an ETag string
const badIfMatch = client.patchCluster('acme', 'prod-eu-1', {}, { ifMatch: true });

// @ts-expect-error getCluster names the cluster
const noName = client.getCluster('acme');

const aborted = client.createCluster('acme', body, { signal: AbortSignal.timeout(1000), validate: false });

// @ts-expect-error a create body needs a spec
const noSpec = client.createCluster('acme', { name: 'x' });

// @ts-expect-error read-only fields are not part of a create body
const withId = client.createCluster('acme', { ...body, id: 'abc' });

// @ts-expect-error a patch takes only the operator keys the patch type lists
const badOperator = client.patchCluster('acme', 'prod-eu-1', { '$append/description': ['x'] });

// @ts-expect-error read-only fields cannot be patched
const patchVersion = client.patchCluster('acme', 'prod-eu-1', { version: 2 });

// @ts-expect-error the org is a string
const numericOrg = client.createCluster(42, body);

// @ts-expect-error the key is required
const noKey = createClient({ baseUrl: 'https://api.example.com' });

const customFetch = createClient({ baseUrl: 'https://x', apiKey: 'k', fetch: (input, init) => fetch(input, init) });

function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const status: number = error.status;
    const apiError: ApiError = error.body;
    return `${status} ${apiError.code}`;
  }
  return 'other';
}

/** `details` is typed (`ApiErrorDetails`): its members are read without a cast. */
function issuePointers(error: ApiRequestError): string {
  const details = error.body.details;
  const pointers = details?.issues?.map((i) => i.path) ?? [];
  const counted: number | undefined = details?.issueCount;
  const patchPath: string | undefined = details?.path;
  const query: string[] | undefined = details?.parameters;
  const methods: string[] | undefined = details?.allowed;
  const version: number | undefined = details?.version;
  return `${pointers.join()} ${counted} ${patchPath} ${query} ${methods} ${version} ${details?.parseError}`;
}

/** An issue of `details` is the validators' `ValidationIssue`: `path` is a string, and no other member is listed. */
function firstIssuePath(error: ApiRequestError): string | undefined {
  const issue = error.body.details?.issues?.[0];
  const path: string | undefined = issue?.path;
  const reported: ValidationIssue | undefined = issue;
  const checked = validateClusterCreate(body);
  const fromValidator: ApiErrorDetails['issues'] = checked.ok ? [] : checked.errors;
  // @ts-expect-error an issue has path, code, message and detail only
  const other = issue?.other;
  return `${path}${reported?.code}${fromValidator?.length}${other}`;
}

// @ts-expect-error a member ApiErrorDetails does not list
const unlisted: ApiError = { status: 400, message: 'm', code: 'BAD_REQUEST', details: { other: 1 } };

export {
  aborted,
  badIfMatch,
  badOperator,
  created,
  customFetch,
  describeFailure,
  firstIssuePath,
  issuePointers,
  noKey,
  noName,
  noSpec,
  numericOrg,
  patched,
  patchVersion,
  read,
  readModifyWrite,
  unlisted,
  withId,
};
