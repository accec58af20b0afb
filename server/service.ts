/**
 * What the API does, without HTTP: create, read and patch a cluster of an organization. Each
 * operation returns the record or throws an `ApiProblem`; `routes.ts` puts it on the wire.
 *
 * Bodies are judged by the generated validators and patches applied by the generated patch engine
 * (through `ClusterRules`); this module only sequences them with the store and the service fields.
 */
import type { Cluster, ClusterCreate } from '@mk8s/schema';
import { quote } from '../templates/runtime/validators/words.ts';
import { ApiProblem } from './errors.ts';
import { invalidBody, patchProblem } from './issue-problems.ts';
import { type Minted, newCluster, nextVersion } from './resource.ts';
import type { ClusterRules, PreparedPatch } from './rules.ts';
import type { ClusterStore, StoredCluster } from './store/types.ts';

export interface ServiceDeps {
  readonly store: ClusterStore;
  readonly rules: ClusterRules;
  /**
   * `false` skips the validators of create bodies and of created records. A patch is still judged,
   * once, by the patch engine (`rules.preparePatch`), which cannot apply a patch it has not checked.
   */
  readonly validate: boolean;
  readonly clock: () => Date;
  readonly mint: () => Omit<Minted, 'now'>;
}

/** An `If-Match` precondition: a version number, or `*` (any existing version). */
export type Precondition = number | '*' | undefined;

/**
 * The JSON text of each record this service wrote, made once for the store and kept for the answer,
 * which sends it as it is instead of serialising the record a second time (`writtenText`).
 */
const written = new WeakMap<Cluster, string>();

/** The text a record was stored as, when this service wrote it (and so has it); the answer's body. */
export function writtenText(cluster: Cluster): string | undefined {
  return written.get(cluster);
}

/** Serialises a record once, for the store and for the answer. */
function textOf(cluster: Cluster): string {
  const text = JSON.stringify(cluster);
  written.set(cluster, text);
  return text;
}

/** How often a patch is re-applied when another writer got in between (no `If-Match` given). */
export const MAX_PATCH_ATTEMPTS = 16;

/**
 * Checks the body, builds the record and stores it. Each thing is checked once: the body whole, then
 * the record only where the body check does not answer for it (`validateCreated`: the service's
 * fields, the members whose shape differs on read, the size of the text about to be stored).
 */
export async function createCluster(deps: ServiceDeps, org: string, body: unknown): Promise<Cluster> {
  const checked = deps.validate ? deps.rules.validateCreate(body) : ({ ok: true, value: body } as const);
  if (!checked.ok) throw invalidBody(checked.errors);
  const created = checked.value as ClusterCreate;
  const cluster = newCluster(org, created, { ...deps.mint(), now: deps.clock() });
  const text = textOf(cluster);
  assertStorable(deps, cluster, created, text);
  if ((await deps.store.insert(org, cluster, text)) === 'exists') {
    throw new ApiProblem(
      'ALREADY_EXISTS',
      `organization ${quote(org)} already has a cluster named ${quote(cluster.name)}`,
    );
  }
  return cluster;
}

/** The cluster as stored; answered only once what was read is durable (`ClusterStore.settled`). */
export async function readCluster(deps: ServiceDeps, org: string, name: string): Promise<Cluster> {
  try {
    return (await loadCluster(deps, org, name)).cluster;
  } finally {
    await deps.store.settled();
  }
}

async function loadCluster(deps: ServiceDeps, org: string, name: string): Promise<StoredCluster> {
  const stored = await deps.store.get(org, name);
  if (stored === undefined) throw noSuchCluster(org, name);
  return stored;
}

/**
 * Runs `write`; a failure is reported only once the store has made durable whatever it saw, so an
 * answer never reports a state that a crash could still undo. A success needs no wait: the store
 * resolves a write once it is durable, and with it everything written before it.
 */
async function settledOnFailure<T>(deps: ServiceDeps, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await deps.store.settled();
    throw error;
  }
}

export async function patchCluster(
  deps: ServiceDeps,
  org: string,
  name: string,
  patch: unknown,
  precondition: Precondition,
): Promise<Cluster> {
  const prepared = deps.rules.preparePatch(patch);
  if (!prepared.ok) throw patchProblem(prepared.errors);
  return settledOnFailure(deps, () => applyAndStore(deps, { org, name, patch: prepared.value, precondition }));
}

interface PatchRequest {
  readonly org: string;
  readonly name: string;
  readonly patch: PreparedPatch;
  readonly precondition: Precondition;
}

/**
 * Reads, applies and writes with compare-and-swap, re-applying when another writer got in between.
 * Each check is made once: the patch before the first read, the result by the engine where the patch
 * changed it (the stored cluster was checked when it was stored) together with the next `version`
 * and `lastModified`, which the engine sets before it checks, so the record stored is the one checked,
 * its size included (bounded from the size of the stored text, which the store knows).
 */
async function applyAndStore(deps: ServiceDeps, { org, name, patch, precondition }: PatchRequest): Promise<Cluster> {
  for (let attempt = 0; attempt < MAX_PATCH_ATTEMPTS; attempt++) {
    const { cluster: current, bytes } = await loadCluster(deps, org, name);
    checkPrecondition(precondition, current.version);
    const applied = deps.rules.applyPatch(current, patch, nextVersion(current, deps.clock()), bytes);
    if (!applied.ok) throw patchProblem([applied.error]);
    const next = applied.value;
    const outcome = await deps.store.replace(org, next, current.version, textOf(next));
    if (outcome === 'replaced') return next;
    if (outcome === 'missing') throw noSuchCluster(org, name);
    // stale: another write landed between our read and our write; re-read and re-apply
  }
  throw new ApiProblem(
    'CONCURRENT_MODIFICATION',
    `the cluster changed ${MAX_PATCH_ATTEMPTS} times while this patch was applied; retry`,
  );
}

function checkPrecondition(precondition: Precondition, version: number): void {
  if (precondition === undefined || precondition === '*' || precondition === version) return;
  throw new ApiProblem(
    'PRECONDITION_FAILED',
    `If-Match names version ${precondition}, the cluster is at version ${version}`,
    {
      version,
    },
  );
}

/**
 * A created record about to be stored, as `text`, must be a valid cluster. The body passed its check,
 * so the record can fail in one way the caller can mend: its size, as the service's fields (id,
 * links, alias, timestamps) add a few hundred bytes to a body just under the limit; that is the
 * caller's 400 (`TOO_LARGE` at the root). Anything else is our fault (500). Nothing is stored.
 */
function assertStorable(deps: ServiceDeps, cluster: Cluster, body: ClusterCreate, text: string): void {
  if (!deps.validate) return;
  const checked = deps.rules.validateCreated(cluster, body, Buffer.byteLength(text));
  if (checked.ok) return;
  const [first] = checked.errors;
  if (first !== undefined && checked.errors.every((issue) => issue.code === 'TOO_LARGE' && issue.path === '')) {
    const made = `the cluster made from this body, with the id, links and timestamps the service adds, takes ${Buffer.byteLength(text)} bytes as JSON text`;
    throw invalidBody([{ path: '', code: 'TOO_LARGE', message: `${made}; it ${first.message}` }]);
  }
  throw new Error(`refusing to store an invalid cluster: ${JSON.stringify(checked.errors.slice(0, 5))}`);
}

function noSuchCluster(org: string, name: string): ApiProblem {
  return new ApiProblem('NOT_FOUND', `organization ${quote(org)} has no cluster named ${quote(name)}`);
}
