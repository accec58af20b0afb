/**
 * The fields the service owns: filled on create, advanced on every successful patch. Pure.
 */
import type { Cluster, ClusterCreate } from '@mk8s/schema';

/** What the service decides when it creates a record: identifiers and the time. */
export interface Minted {
  readonly id: string;
  readonly alias: string;
  readonly now: Date;
}

export function clusterPath(org: string, name: string): string {
  return `/org/${encodeURIComponent(org)}/mk8s/${encodeURIComponent(name)}`;
}

/** The record of a validated create body: version 1, `created` = `lastModified`, links, empty status. */
export function newCluster(org: string, body: ClusterCreate, minted: Minted): Cluster {
  const now = minted.now.toISOString();
  return {
    ...(body as unknown as Omit<Cluster, 'id' | 'kind' | 'version' | 'created' | 'lastModified' | 'links'>),
    id: minted.id,
    kind: 'mk8s',
    version: 1,
    created: now,
    lastModified: now,
    links: [
      { rel: 'self', href: clusterPath(org, body.name) },
      { rel: 'org', href: `/org/${encodeURIComponent(org)}` },
    ],
    alias: minted.alias,
    status: {},
  };
}

/** The record after a successful patch: the next version, modified now; the service fields kept. */
export function nextVersion(previous: Cluster, patched: Cluster, now: Date): Cluster {
  return {
    ...patched,
    id: previous.id,
    kind: previous.kind,
    version: previous.version + 1,
    created: previous.created,
    lastModified: now.toISOString(),
    links: previous.links,
    ...(previous.alias === undefined ? {} : { alias: previous.alias }),
    ...(previous.status === undefined ? {} : { status: previous.status }),
  };
}
