/**
 * The cluster routes, one per operation of the HTTP surface table (templates/runtime/http/surface.ts):
 * its method and path, its success status and headers. Each refuses a query, then checks the API key
 * against the organization of its path, before the body is read.
 */
import type { Cluster } from '@mk8s/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, OPERATIONS, type Operation, type OperationId } from '../templates/runtime/http/surface.ts';
import { quote } from '../templates/runtime/validators/words.ts';
import { ANSWER_TYPE } from './answer.ts';
import { isExpired, type KeyRing, presentedKey } from './auth.ts';
import { ApiProblem } from './errors.ts';
import { emptyBody, etagOf, parsePrecondition, refuseEmptyChunkedBody } from './http.ts';
import { clusterPath } from './resource.ts';
import { createCluster, patchCluster, readCluster, type ServiceDeps, writtenText } from './service.ts';
import { queryProblem, routePath } from './surface.ts';

interface ClusterParams {
  org: string;
  name: string;
}

type ClusterRequest = FastifyRequest<{ Params: ClusterParams }>;

/** What each operation does, without HTTP. */
const HANDLERS: { readonly [id in OperationId]: (deps: ServiceDeps, request: ClusterRequest) => Promise<Cluster> } = {
  createCluster: (deps, request) => createCluster(deps, request.params.org, request.body),
  getCluster: (deps, request) => readCluster(deps, request.params.org, request.params.name),
  patchCluster: (deps, request) => {
    const precondition = parsePrecondition(request.headers[HEADERS.ifMatch.toLowerCase()]);
    return patchCluster(deps, request.params.org, request.params.name, request.body, precondition);
  },
};

/** The value of each header a success answer carries, for the cluster answered. */
const SUCCESS_HEADERS: Readonly<Record<string, (org: string, cluster: Cluster) => string>> = {
  [HEADERS.location]: (org, cluster) => clusterPath(org, cluster.name),
  [HEADERS.etag]: (_org, cluster) => etagOf(cluster.version),
};

export function registerClusterRoutes(app: FastifyInstance, deps: ServiceDeps, keys: KeyRing): void {
  const authorize = async (request: ClusterRequest) => {
    const refused = queryProblem(request.url);
    if (refused !== undefined) throw refused;
    checkAccess(keys, request.headers.authorization, request.params.org, deps.clock());
  };
  for (const [id, operation] of Object.entries(OPERATIONS) as [OperationId, Operation][]) {
    app.route<{ Params: ClusterParams }>({
      method: operation.method,
      url: routePath(operation.path),
      onRequest: authorize,
      preParsing: operation.request?.body === undefined ? [] : [refuseEmptyChunkedBody],
      handler: async (request, reply) => {
        // a request without a body (no Content-Type, no length) is not parsed: as empty as an empty one
        if (operation.request?.body !== undefined && request.body === undefined) throw emptyBody();
        const cluster = await HANDLERS[id](deps, request);
        return sendCluster(reply, operation, request.params.org, cluster);
      },
    });
  }
}

function sendCluster(reply: FastifyReply, operation: Operation, org: string, cluster: Cluster) {
  for (const header of operation.success.headers) {
    const value = SUCCESS_HEADERS[header];
    if (value === undefined) throw new Error(`the server does not know how to send the ${header} header`);
    reply.header(header.toLowerCase(), value(org, cluster));
  }
  // a written record goes out as the text it was stored as: serialised once, not twice
  return reply
    .code(operation.success.status)
    .type(ANSWER_TYPE)
    .send(writtenText(cluster) ?? cluster);
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
    throw new ApiProblem('FORBIDDEN', `the API key does not give access to organization ${quote(org)}`);
  }
}
