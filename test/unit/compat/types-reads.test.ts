/**
 * The types analysis on hand-written declarations: what code that reads a type can still write.
 * Members and literal values are followed into the anonymous object types nested in an exported
 * type's members (through unions, arrays and index signatures); named types are checked on their own.
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '../../../generator/compat/change.ts';
import { TypesComparison } from '../../../generator/compat/types/index.ts';

const READ = { read: ['Cluster', 'Phase', 'Status'], write: [] };

function compare(before: string, after: string): Change[] {
  const files = (contents: string) => [{ path: 'index.d.ts', contents }];
  return new TypesComparison(files(before)).compare(files(after), READ);
}

/** Each change as one line, the checker's own words after what it means left out. */
const shown = (changes: readonly Change[]) =>
  changes.map((c) => `${c.code} ${c.path}: ${c.message.replace(/(stops compiling\)): .*$/s, '$1')}`);

interface Row {
  readonly before: string;
  readonly after: string;
  readonly want: readonly string[];
}

const STATUS = 'export interface Status { ready?: boolean }';

describe('read types: members and values code can still read', () => {
  it.each<[string, Row]>([
    [
      'a member of an inline object type removed',
      {
        before: 'export interface Cluster { networking?: { a: string; b?: number } }',
        after: 'export interface Cluster { networking?: { a: string } }',
        want: [
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares `Cluster.networking.b` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a member of an inline object type in an array removed',
      {
        before: 'export interface Cluster { pools: { name: string; size?: number; zone?: string }[] }',
        after: 'export interface Cluster { pools: { name: string }[] }',
        want: [
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares `Cluster.pools[].size`, `Cluster.pools[].zone` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a member two inline levels down removed',
      {
        before: 'export interface Cluster { spec: { net?: { dns?: { forwarder?: string } } } }',
        after: 'export interface Cluster { spec: { net?: { dns?: {} } } }',
        want: [
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares `Cluster.spec.net.dns.forwarder` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'an own member removed: named as before, with its type',
      {
        before: 'export interface Cluster { id: string; phase?: string }',
        after: 'export interface Cluster { id: string }',
        want: [
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares `Cluster.phase` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'an inline object removed whole: only its member is reported',
      {
        before: 'export interface Cluster { id: string; networking?: { a: string } }',
        after: 'export interface Cluster { id: string }',
        want: [
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares `Cluster.networking` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a member added to an inline object type: nothing code reads is gone',
      {
        before: 'export interface Cluster { networking?: { a: string } }',
        after: 'export interface Cluster { networking?: { a: string; b?: number } }',
        want: [],
      },
    ],
    [
      'a named type nested in a member is checked on its own, not again through the member',
      {
        before: `export interface Cluster { status?: Status; networking?: { a: string } }\n${STATUS}`,
        after: 'export interface Cluster { status?: Status; networking?: { a: string } }\nexport interface Status {}',
        want: [
          'EXPORT_MEMBER_REMOVED Status: the new `Status` no longer declares `Status.ready` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a value of a read enum removed',
      {
        before: 'export interface Cluster { phase?: "Running" | "Stopped" | "Deleting" }',
        after: 'export interface Cluster { phase?: "Running" }',
        want: [
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows "Stopped", "Deleting" at `Cluster.phase` (code that compares with them stops compiling)',
        ],
      },
    ],
    [
      'a value of a read enum in an inline object in an array removed',
      {
        before: 'export interface Cluster { pools: { effect?: "NoSchedule" | "NoExecute" }[] }',
        after: 'export interface Cluster { pools: { effect?: "NoSchedule" }[] }',
        want: [
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows "NoExecute" at `Cluster.pools[].effect` (code that compares with it stops compiling)',
        ],
      },
    ],
    [
      'a value of an array of enum values and of a map of them removed',
      {
        before: 'export interface Cluster { zones?: (1 | 2 | 3)[]; tags?: { [key: string]: "a" | "b" } }',
        after: 'export interface Cluster { zones?: (1 | 2)[]; tags?: { [key: string]: "a" } }',
        want: [
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows "b" at `Cluster.tags{}` (code that compares with it stops compiling)',
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows 3 at `Cluster.zones[]` (code that compares with it stops compiling)',
        ],
      },
    ],
    [
      'a value of a named read enum removed',
      {
        before: 'export type Phase = "Running" | "Stopped";',
        after: 'export type Phase = "Running";',
        want: [
          'EXPORT_LITERAL_REMOVED Phase: the new `Phase` no longer allows "Stopped" (code that compares with it stops compiling)',
        ],
      },
    ],
    [
      'an enum opened to any string, or to its known values: a widening, no value lost to comparisons',
      {
        before: 'export interface Cluster { phase?: "Running" | "Stopped"; kind?: "a" | "b" }',
        after: 'export interface Cluster { phase?: string; kind?: "a" | (string & {}) }',
        want: [
          'EXPORT_WIDENED Cluster: a value of the new `Cluster` does not fit the old one (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a value added to a read enum: a widening, not a loss',
      {
        before: 'export interface Cluster { phase?: "Running" }',
        after: 'export interface Cluster { phase?: "Running" | "Stopped" }',
        want: [
          'EXPORT_WIDENED Cluster: a value of the new `Cluster` does not fit the old one (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a member of an exactly-one group removed, and a value of one of its variants',
      {
        before: 'export type Cluster = { a: { x: 1 | 2; y?: string }; b?: never } | { b: { z: string }; a?: never };',
        after: 'export type Cluster = { a: { x: 1 }; b?: never } | { b: { z: string }; a?: never };',
        want: [
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows 2 at `Cluster.a.x` (code that compares with it stops compiling)',
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares `Cluster.a.y` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a read enum retyped to another type: one change, the widening, whose message names both types',
      {
        before: 'export interface Cluster { phase?: "A" | "B" }',
        after: 'export interface Cluster { phase?: number }',
        want: [
          'EXPORT_WIDENED Cluster: a value of the new `Cluster` does not fit the old one (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'an enum of an inline object in an array retyped, and a named enum retyped',
      {
        before: 'export interface Cluster { pools: { effect?: 1 | 2 }[] }\nexport type Phase = "Running" | "Stopped";',
        after: 'export interface Cluster { pools: { effect?: string }[] }\nexport type Phase = boolean;',
        want: [
          'EXPORT_WIDENED Cluster: a value of the new `Cluster` does not fit the old one (code that reads it stops compiling)',
          'EXPORT_WIDENED Phase: a value of the new `Phase` does not fit the old one (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'an enum that keeps a value and changes another: a value lost and a widening, two changes',
      {
        before: 'export interface Cluster { phase?: "A" | "B" }',
        after: 'export interface Cluster { phase?: "A" | "C" }',
        want: [
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows "B" at `Cluster.phase` (code that compares with it stops compiling)',
          'EXPORT_WIDENED Cluster: a value of the new `Cluster` does not fit the old one (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'an enum whose every value is replaced: retyped as well, one widening',
      {
        before: 'export interface Cluster { phase?: "A" | "B" }',
        after: 'export interface Cluster { phase?: "C" | "D" }',
        want: [
          'EXPORT_WIDENED Cluster: a value of the new `Cluster` does not fit the old one (code that reads it stops compiling)',
        ],
      },
    ],
  ])('%s', { timeout: 60_000 }, (_, { before, after, want }) => {
    expect(shown(compare(before, after)).sort()).toEqual([...want].sort());
  });
});

describe('read types written with Array, ReadonlyArray, Record, Readonly and the like', () => {
  it.each<[string, Row]>([
    [
      'a member of an object in Array<…> removed, and a value of an enum in ReadonlyArray<…>',
      {
        before:
          'export interface Cluster { pools: Array<{ name: string; size?: number }>; zones?: ReadonlyArray<"a" | "b"> }',
        after: 'export interface Cluster { pools: Array<{ name: string }>; zones?: ReadonlyArray<"a"> }',
        want: [
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows "b" at `Cluster.zones[]` (code that compares with it stops compiling)',
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares `Cluster.pools[].size` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a member of an object in Record<string, …> removed, and a value of an enum in one',
      {
        before:
          'export interface Cluster { labels?: Record<string, { v: string; w?: string }>; tags?: Record<string, "x" | "y"> }',
        after: 'export interface Cluster { labels?: Record<string, { v: string }>; tags?: Record<string, "x"> }',
        want: [
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows "y" at `Cluster.tags{}` (code that compares with it stops compiling)',
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares `Cluster.labels{}.w` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a Record<string, …> that becomes a closed object: its keys are what code reads',
      {
        before: 'export interface Cluster { tags?: Record<string, string> }',
        after: 'export interface Cluster { tags?: { env?: string } }',
        want: [
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares any `string` key of `Cluster.tags` (code that reads it stops compiling)',
        ],
      },
    ],
    [
      'a Record of listed keys: each key is a member',
      {
        before: 'export interface Cluster { limits?: Record<"cpu" | "memory", { max: number; unit?: "m" | "Mi" }> }',
        after: 'export interface Cluster { limits?: Record<"cpu" | "memory", { max: number; unit?: "m" }> }',
        want: [
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows "Mi" at `Cluster.limits.cpu.unit` (code that compares with it stops compiling)',
          'EXPORT_LITERAL_REMOVED Cluster: the new `Cluster` no longer allows "Mi" at `Cluster.limits.memory.unit` (code that compares with it stops compiling)',
        ],
      },
    ],
    [
      'a member of a Readonly<…> and of a Partial<…> object removed, as a member and at the root',
      {
        before:
          'export interface Cluster { spec: Readonly<{ a: string; b?: Partial<{ c: string; d: string }> }> }\nexport type Status = Readonly<{ ready?: boolean; x?: { y?: 1 | 2 } }>;',
        after:
          'export interface Cluster { spec: Readonly<{ a: string; b?: Partial<{ c: string }> }> }\nexport type Status = Readonly<{ ready?: boolean; x?: { y?: 1 } }>;',
        want: [
          'EXPORT_LITERAL_REMOVED Status: the new `Status` no longer allows 2 at `Status.x.y` (code that compares with it stops compiling)',
          'EXPORT_MEMBER_REMOVED Cluster: the new `Cluster` no longer declares `Cluster.spec.b.d` (code that reads it stops compiling)',
        ],
      },
    ],
  ])('%s', { timeout: 60_000 }, (_, { before, after, want }) => {
    expect(shown(compare(before, after)).sort()).toEqual([...want].sort());
  });
});

describe('write types', () => {
  it('a value removed from a written enum is a narrowing only: writers read nothing', { timeout: 60_000 }, () => {
    const files = (contents: string) => [{ path: 'index.d.ts', contents }];
    const changes = new TypesComparison(files('export interface ClusterCreate { phase?: "a" | "b" }')).compare(
      files('export interface ClusterCreate { phase?: "a" }'),
      { read: [], write: ['ClusterCreate'] },
    );
    expect(changes.map((c) => c.code)).toEqual(['EXPORT_NARROWED']);
  });
});
