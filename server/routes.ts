/**
 * The cluster routes: `POST /org/{org}/mk8s`, `GET` and `PATCH /org/{org}/mk8s/{name}` (the paths
 * and methods of `surface.ts`). Each refuses a query, then checks the API key against the
 * organization of its path, before the body is read.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isExpired, type KeyRing, presentedKey } from './auth.ts';
import { ApiProblem } from './errors.ts';
import { etagOf, parsePrecondition } from './http.ts';
import { clusterPath } from './resource.ts';
import { createCluster, patchCluster, readCluster, type ServiceDeps } from './service.ts';
import { queryProblem } from './surface.ts';

interface OrgParams {
  org: string;
}
interface ClusterParams extends OrgParams {
  name: string;
}

export function registerClusterRoutes(app: FastifyInstance, deps: ServiceDeps, keys: KeyRing): void {
  const authorize = async (request: FastifyRequest<{ Params: OrgParams }>) => {
    const refused = queryProblem(request.url);
    if (refused !== undefined) throw refused;
    checkAccess(keys, request.headers.authorization, request.params.org, deps.clock());
  };

  app.post<{ Params: OrgParams }>('/org/:org/mk8s', { onRequest: authorize }, async (request, reply) => {
    const { org } = request.params;
    const cluster = await createCluster(deps, org, request.body);
    reply.header('location', clusterPath(org, cluster.name));
    return sendCluster(reply.code(201), cluster);
  });

  app.get<{ Params: ClusterParams }>('/org/:org/mk8s/:name', { onRequest: authorize }, async (request, reply) => {
    return sendCluster(reply, await readCluster(deps, request.params.org, request.params.name));
  });

  app.patch<{ Params: ClusterParams }>('/org/:org/mk8s/:name', { onRequest: authorize }, async (request, reply) => {
    const precondition = parsePrecondition(request.headers['if-match']);
    const { org, name } = request.params;
    return sendCluster(reply, await patchCluster(deps, org, name, request.body, precondition));
  });
}

function sendCluster(reply: FastifyReply, cluster: { version: number }) {
  reply.header('etag', etagOf(cluster.version));
  return reply.type('application/json; charset=utf-8').send(cluster);
}

/** 401 without a known key or with an expired one, 403 when the key belongs to another organization. */
function checkAccess(keys: KeyRing, header: string | undefined, org: string, now: Date): void {
  const key = presentedKey(header);
  if (key === undefined) {
    throw new ApiProblem('UNAUTHORIZED', 'an API key is required: send `Authorization: Bearer <key>`');
  }
  const entry = keys.lookup(key);
  if (entry === undefined) throw new ApiProblem('UNAUTHORIZED', 'the API key is not valid');
  if (isExpired(entry, now)) {
    throw new ApiProblem('KEY_EXPIRED', `the API key expired at ${entry.expires}; ask for a new one`);
  }
  if (entry.org !== org) {
    throw new ApiProblem('FORBIDDEN', `the API key does not give access to organization ${JSON.stringify(org)}`);
  }
}
