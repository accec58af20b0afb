/**
 * A small stand-in for the cluster service, for examples that call it: create (201, 409 when the
 * name is taken), read, patch (plain top-level members merged, 404 for an unknown cluster, 412 when
 * `If-Match` names another version), every cluster answer with its `ETag`, the bearer key checked (401). Not a model of the patch semantics: only what the examples need.
 */
import type { ServerResponse } from 'node:http';
import type { Received, TestServer } from './server.ts';

type Record_ = Record<string, unknown>;

export function serveClusters(server: TestServer, apiKey: string): void {
  const clusters = new Map<string, Record_>();
  server.answer((request, response) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return send(response, 401, failure(401, 'UNAUTHORIZED', 'missing or unknown API key'));
    }
    const create = /^\/org\/([^/]+)\/mk8s$/.exec(request.url);
    const patch = /^\/org\/([^/]+)\/mk8s\/([^/]+)$/.exec(request.url);
    if (request.method === 'POST' && create) return createCluster(clusters, create[1] ?? '', request, response);
    if (request.method === 'GET' && patch) {
      const cluster = clusters.get(`${patch[1]}/${patch[2]}`);
      if (cluster === undefined) return send(response, 404, failure(404, 'NOT_FOUND', `no cluster ${request.url}`));
      return send(response, 200, cluster, etag(cluster));
    }
    if (request.method === 'PATCH' && patch) {
      return patchCluster(clusters, `${patch[1]}/${patch[2]}`, request, response);
    }
    return send(response, 404, failure(404, 'NOT_FOUND', `no route ${request.method} ${request.url}`));
  });
}

function createCluster(clusters: Map<string, Record_>, org: string, request: Received, response: ServerResponse) {
  const body = JSON.parse(request.body) as Record_;
  const key = `${org}/${String(body.name)}`;
  if (clusters.has(key)) {
    return send(response, 409, failure(409, 'ALREADY_EXISTS', `a cluster named ${String(body.name)} exists`));
  }
  const now = '2025-01-31T12:00:00Z';
  const cluster = {
    id: `id-${clusters.size + 1}`,
    name: body.name,
    kind: 'mk8s',
    version: 1,
    created: now,
    lastModified: now,
    links: [{ rel: 'self', href: `/org/${org}/mk8s/${String(body.name)}` }],
    ...body,
  };
  clusters.set(key, cluster);
  return send(response, 201, cluster, { location: `/org/${org}/mk8s/${String(body.name)}`, ...etag(cluster) });
}

function patchCluster(clusters: Map<string, Record_>, key: string, request: Received, response: ServerResponse) {
  const current = clusters.get(key);
  if (current === undefined) return send(response, 404, failure(404, 'NOT_FOUND', `no cluster ${key}`));
  const ifMatch = request.headers['if-match'];
  if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== etag(current).etag) {
    return send(
      response,
      412,
      failure(412, 'PRECONDITION_FAILED', `the cluster is at version ${String(current.version)}`),
    );
  }
  const plain = Object.entries(JSON.parse(request.body) as Record_).filter(([k]) => !k.startsWith('$'));
  const next = { ...current, ...Object.fromEntries(plain), version: Number(current.version) + 1 };
  clusters.set(key, next);
  return send(response, 200, next, etag(next));
}

function etag(cluster: Record_): { etag: string } {
  return { etag: `"${String(cluster.version)}"` };
}

function failure(status: number, code: string, message: string) {
  return { status, code, message, id: `err-${status}` };
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
