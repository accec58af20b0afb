/**
 * Type tests of the named scalar types: each is exported once from the package and the fields
 * that use it name it (an editor's hover shows `CidrOrAddress`, not its pattern).
 */
import type { CidrOrAddress, ClusterSpecPatch, FirewallEntry, KubernetesVersion, UtcDateTime } from '@mk8s/schema';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectTrue = <T extends true>(value: T): T => value;

// The fields refer to the alias itself, not to a copy of `string`.
const sourceIsNamed = expectTrue<Equal<FirewallEntry['sourceCIDR'], CidrOrAddress>>(true);
const appended = expectTrue<Equal<NonNullable<ClusterSpecPatch['$append/firewall']>, FirewallEntry[]>>(true);

const address: CidrOrAddress = '203.0.113.0/24';
const at: UtcDateTime = '2025-01-31T12:00:00Z';
const known: KubernetesVersion = '1.32.9';
const other: KubernetesVersion = '1.99.0';
// @ts-expect-error a Kubernetes version is a string
const numeric: KubernetesVersion = 1.32;

export { address, appended, at, known, numeric, other, sourceIsNamed };
