/**
 * References for one array operator family each, written the way a careful hand-written service
 * would do it: the array indexed once in a `Map` or `Set`, every entry looked up there, the
 * document copied along the changed path only, values taken from the patch copied (the engine
 * never shares a value with the patch either). They check nothing else: the measure of what the
 * operator costs when done well.
 */

// biome-ignore lint/suspicious/noExplicitAny: clusters reshaped freely
type Mutable = any;
type Entry = Record<string, unknown>;

/** The cluster with `spec.firewall` replaced by `firewall`, copied along the path. */
function withFirewall(cluster: Mutable, firewall: unknown[]): Mutable {
  return { ...cluster, spec: { ...cluster.spec, firewall } };
}

function sameEntry(a: Entry, b: Entry): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** `$append/firewall`: elements with a new identifier go to the end; a repeated one must be equal. */
export function mapAppend(cluster: Mutable, appended: readonly Entry[]): Mutable {
  const firewall: Entry[] = [...(cluster.spec.firewall ?? [])];
  const index = new Map<unknown, Entry>();
  for (const element of firewall) index.set(element.sourceCIDR, element);
  for (const element of appended) {
    const existing = index.get(element.sourceCIDR);
    if (existing !== undefined) {
      if (!sameEntry(existing, element)) throw new Error(`EXISTS ${String(element.sourceCIDR)}`);
      continue;
    }
    const copy = { ...element };
    index.set(copy.sourceCIDR, copy);
    firewall.push(copy);
  }
  return withFirewall(cluster, firewall);
}

/** `$drop/firewall` (`keep: false`) or `$retain/firewall` (`keep: true`) by identifier. */
export function setFilter(cluster: Mutable, named: readonly string[], keep: boolean): Mutable {
  const listed = new Set(named);
  return withFirewall(
    cluster,
    cluster.spec.firewall.filter((element: Entry) => listed.has(element.sourceCIDR as string) === keep),
  );
}

/** `$patch/firewall`: each element patch finds its element by identifier and sets its members. */
export function mapPatch(cluster: Mutable, patches: readonly Entry[]): Mutable {
  const firewall: Entry[] = [...cluster.spec.firewall];
  const index = new Map<unknown, number>();
  firewall.forEach((element, position) => {
    index.set(element.sourceCIDR, position);
  });
  for (const patch of patches) {
    const position = index.get(patch.sourceCIDR);
    if (position === undefined) throw new Error(`NOT_FOUND ${String(patch.sourceCIDR)}`);
    firewall[position] = { ...firewall[position], ...patch };
  }
  return withFirewall(cluster, firewall);
}
