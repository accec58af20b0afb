/**
 * `patch.diff.<shape>.<peer>`: `diffClusters` on each patch shape (the cluster before, and the
 * result of the shape's patch as an independent copy: two clusters read from the service share
 * nothing) against json-joy's diff (aligns arrays), fast-json-patch `compare` (the usual choice)
 * and microdiff (the fastest object differ).
 * `patch.size.<shape>.<peer>`: bytes of JSON text of ours and of the peer's patch for that pair.
 * Ours and the patch peers' outputs must turn the first cluster into the second, or the entry fails.
 */
import { isDeepStrictEqual } from 'node:util';
import { applyClusterPatch, type Cluster, diffClusters } from '../../generated/index.js';
import type { Operation } from '../fixtures/patch-shapes.ts';
import { PATCH_SHAPES, type PatchShape } from '../fixtures/patch-shapes.ts';
import { type Entry, exact, type Goal, type Pair, pair, type Suite } from '../lib.ts';
import {
  FAST_JSON_PATCH,
  fastJsonPatchApply,
  fastJsonPatchDiff,
  JSON_JOY,
  jsonJoyApply,
  jsonJoyDiff,
  MICRODIFF,
  microdiffDiff,
} from '../peers/json-patch.ts';

type Peer = 'jsonJoy' | 'fastJsonPatch' | 'microdiff';
const SHAPES = Object.keys(PATCH_SHAPES) as PatchShape[];

const PEERS: Readonly<Record<Peer, { label: string; diff: (a: unknown, b: unknown) => readonly unknown[] }>> = {
  jsonJoy: { label: `${JSON_JOY} JsonPatchDiff (aligns arrays; string edits as str_ins/str_del)`, diff: jsonJoyDiff },
  fastJsonPatch: { label: `${FAST_JSON_PATCH} compare`, diff: fastJsonPatchDiff },
  microdiff: { label: `${MICRODIFF} (a change list, not a patch format)`, diff: microdiffDiff },
};

/** Issue 17: diff keeps its lead on the realistic pair; patches ≤ 0.7x json-joy's on every shape. */
const DIFF_GOALS: Partial<Record<Peer, Goal>> = {
  fastJsonPatch: { atLeast: 1.3 },
  microdiff: { atLeast: 2.6 },
  jsonJoy: { atLeast: 14 },
};

/** The shape's two clusters, checked: our diff and the patch peers' turn `before` into `after`. */
function clusters(shape: PatchShape): { before: Cluster; after: Cluster } {
  const { before, patch } = PATCH_SHAPES[shape].build();
  const applied = applyClusterPatch(before, patch);
  if (!applied.ok) throw new Error(`patch.diff.${shape}: ${JSON.stringify(applied.error)}`);
  const after = JSON.parse(JSON.stringify(applied.value)) as Cluster;
  const ours = applyClusterPatch(before, diffClusters(before, after));
  const roundTrips = [
    ours.ok && isDeepStrictEqual(ours.value, after),
    isDeepStrictEqual(jsonJoyApply(before, jsonJoyDiff(before, after) as Operation[]), after),
    isDeepStrictEqual(fastJsonPatchApply(before, fastJsonPatchDiff(before, after)), after),
  ];
  if (roundTrips.includes(false)) throw new Error(`patch.diff.${shape}: a diff does not give the second cluster`);
  return { before, after };
}

function diffPair(shape: PatchShape, peer: Peer): Pair {
  const { before, after } = clusters(shape);
  const theirs = PEERS[peer].diff;
  return { ours: () => diffClusters(before, after), theirs: () => theirs(before, after) };
}

function bytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

function entriesOf(shape: PatchShape): Entry[] {
  const speed = (Object.keys(PEERS) as Peer[]).map((peer) => {
    const goal = shape === 'realistic' ? DIFF_GOALS[peer] : undefined;
    return pair({
      name: `patch.diff.${shape}.${peer}`,
      peer: PEERS[peer].label,
      ...(goal === undefined ? {} : { goal }),
      setup: () => diffPair(shape, peer),
    });
  });
  const size = (['jsonJoy', 'fastJsonPatch'] as const).map((peer) =>
    exact({
      name: `patch.size.${shape}.${peer}`,
      peer: PEERS[peer].label,
      unit: 'bytes of JSON',
      betterIs: 'lower',
      ...(peer === 'jsonJoy' ? { goal: { atMost: 0.7 } } : {}),
      measure: async () => {
        const { before, after } = clusters(shape);
        return { ours: bytes(diffClusters(before, after)), peer: bytes(PEERS[peer].diff(before, after)) };
      },
    }),
  );
  return [...speed, ...size];
}

const suite: Suite = { entries: SHAPES.flatMap(entriesOf) };

export default suite;
