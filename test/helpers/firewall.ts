/**
 * Create bodies with large firewalls, the keyed array whose identifiers (`sourceCIDR`) the
 * validators compare through hashes: the full create body with its firewall replaced.
 */
import { edited, fullCreateBody, type Json } from './bodies.ts';

const body = fullCreateBody();

/** `count` distinct addresses, `${first}.0.0.0/24` onwards. */
export function addresses(count: number, first = 10): string[] {
  return Array.from({ length: count }, (_, i) => `${first}.${i >> 8}.${i & 255}.0/24`);
}

/** The body with these firewall entries, as given. */
export function withFirewallEntries(entries: readonly unknown[]): Json {
  return edited(body, (b) => {
    b.spec.firewall = entries;
  });
}

/** The body with one firewall entry a source, each with a description. */
export function withFirewall(sources: readonly unknown[]): Json {
  return withFirewallEntries(sources.map((sourceCIDR, i) => ({ sourceCIDR, description: `entry ${i}` })));
}
