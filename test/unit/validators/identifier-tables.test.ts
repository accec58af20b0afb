/**
 * The identifier tables of large keyed arrays are kept from one check to the next
 * (templates/runtime/validators/identifier-table.ts): a table must come back empty, an array nested
 * in an element of another must get a table of its own, and a check that a thrown error or a
 * validation started from inside a getter interrupts must leave every later answer exact.
 */
import { validateClusterCreate } from '@mk8s/schema';
import { describe, expect, it } from 'vitest';
import * as runtime from '../../../generated/validators/runtime.js';
import {
  addIdentifier,
  identifierTable,
  releaseIdentifierTable,
} from '../../../templates/runtime/validators/identifier-table.ts';
import { addresses, withFirewall, withFirewallEntries } from '../../helpers/firewall.ts';

/** The runtime the package's validators run on, and its count of tables taken (internal, undeclared). */
const { tablesTaken } = runtime as unknown as { tablesTaken(): number };

function codes(value: unknown): string[] {
  const result = validateClusterCreate(value);
  return result.ok ? [] : result.errors.map(({ path, code }) => `${path} ${code}`);
}

const REPEAT_AT_16 = '/spec/firewall/16/sourceCIDR DUPLICATE_IDENTIFIER';

function repeatedAt16(count: number, first = 10): string[] {
  const sources = addresses(count, first);
  sources[16] = sources[0] as string;
  return sources;
}

describe('kept identifier tables', () => {
  it('come back empty, whatever size the last check took', () => {
    expect(codes(withFirewall(addresses(17)))).toEqual([]);
    expect(codes(withFirewall(repeatedAt16(17)))).toEqual([REPEAT_AT_16]);
    // the table the repeat filled is the one the next check of 17 takes
    expect(codes(withFirewall(addresses(17)))).toEqual([]);
    expect(codes(withFirewall(repeatedAt16(1000)))).toEqual([REPEAT_AT_16]);
    expect(codes(withFirewall(addresses(1000)))).toEqual([]);
    expect(codes(withFirewall(addresses(17)))).toEqual([]);
    expect(tablesTaken()).toBe(0);
  });

  it('give a nested check a table of its own, and one taken again is empty', () => {
    const outer = identifierTable(20);
    expect(addIdentifier(outer, 12345)).toBe(true);
    const inner = identifierTable(20);
    expect(inner).not.toBe(outer);
    expect(addIdentifier(inner, 12345)).toBe(true);
    releaseIdentifierTable();
    expect(addIdentifier(outer, 12345)).toBe(false);
    releaseIdentifierTable();
    const again = identifierTable(20);
    expect(again).toBe(outer);
    expect(addIdentifier(again, 12345)).toBe(true);
    releaseIdentifierTable();
  });

  it('are kept up to 4,096 slots; a larger one is made for its array and let go', () => {
    const largest = identifierTable(2048);
    expect(largest).toHaveLength(4096);
    releaseIdentifierTable();
    expect(identifierTable(2048)).toBe(largest);
    releaseIdentifierTable();
    const larger = identifierTable(2049);
    expect(larger).toHaveLength(8192);
    releaseIdentifierTable();
    expect(identifierTable(2049)).not.toBe(larger);
    releaseIdentifierTable();
  });

  it('are all given back when a getter throws in the middle of an array', () => {
    const entries: object[] = addresses(40).map((sourceCIDR) => ({ sourceCIDR }));
    entries[20] = {
      sourceCIDR: '10.9.9.0/24',
      get description(): string {
        throw new Error('no description');
      },
    };
    const found = codes(withFirewallEntries(entries));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/UNREADABLE$/);
    expect(tablesTaken()).toBe(0);
    expect(codes(withFirewall(repeatedAt16(30)))).toEqual([REPEAT_AT_16]);
    expect(codes(withFirewall(addresses(30)))).toEqual([]);
  });

  it('stay exact when a getter validates another body in the middle of an array', () => {
    let inner: string[] = [];
    const sources = repeatedAt16(30);
    const entries: object[] = sources.map((sourceCIDR) => ({ sourceCIDR }));
    entries[10] = {
      sourceCIDR: sources[10],
      get description(): string {
        // other addresses: a table shared with the outer array would lose its first ten
        inner = codes(withFirewall(repeatedAt16(25, 172)));
        return 'read while another body was checked';
      },
    };
    expect(codes(withFirewallEntries(entries))).toEqual([REPEAT_AT_16]);
    expect(inner).toEqual([REPEAT_AT_16]);
    expect(tablesTaken()).toBe(0);
  });
});
