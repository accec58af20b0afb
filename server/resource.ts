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

/** What the service changes on a record with every successful patch. */
export type ServiceFields = Pick<Cluster, 'version' | 'lastModified'>;

/**
 * The service's fields after a successful patch: the next version, modified now. The others (`id`,
 * `created`, `links`, …) a patch cannot change, so the patched record keeps them as they were.
 */
export function nextVersion(previous: Cluster, now: Date): ServiceFields {
  return { version: previous.version + 1, lastModified: now.toISOString() };
}
