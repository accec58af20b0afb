/**
 * Type tests of the named scalar types: each is exported once from the package and the fields
 * that use it name it (an editor's hover shows `CidrOrAddress`, not its pattern).
 */
import type {
  CidrOrAddress,
  ClusterSpecPatch,
  FirewallEntry,
  FirewallEntryPatch,
  KubernetesVersion,
  UtcDateTime,
} from '@mk8s/schema';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectTrue = <T extends true>(value: T): T => value;

// The fields refer to the alias itself, not to a copy of `string`.
const sourceIsNamed = expectTrue<Equal<FirewallEntry['sourceCIDR'], CidrOrAddress>>(true);
const appended = expectTrue<Equal<NonNullable<ClusterSpecPatch['$append/firewall']>, FirewallEntry[]>>(true);

// Selectors name the identifier's scalar (test/types/selectors.test.ts reads the names as written).
const dropped: ClusterSpecPatch['$drop/firewall'] = ['203.0.113.0/24'] satisfies CidrOrAddress[];
// @ts-expect-error a firewall entry is named by its address, a string
const droppedByNumber: ClusterSpecPatch['$retain/firewall'] = [24];
const selected = expectTrue<Equal<FirewallEntryPatch['sourceCIDR'], CidrOrAddress>>(true);

const address: CidrOrAddress = '203.0.113.0/24';
const at: UtcDateTime = '2025-01-31T12:00:00Z';
const known: KubernetesVersion = '1.32.9';
const other: KubernetesVersion = '1.99.0';
// @ts-expect-error a Kubernetes version is a string
const numeric: KubernetesVersion = 1.32;

export { address, appended, at, dropped, droppedByNumber, known, numeric, other, selected, sourceIsNamed };
