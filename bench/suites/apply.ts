/**
 * `patch.apply.<shape>.<peer>`: `applyClusterPatch` (checks the patch, applies it, checks the
 * result as a cluster; never mutates its input) on each patch shape (bench/fixtures/patch-shapes.ts)
 * against RFC 6902 appliers given the same change as operations:
 * - `jsonJoy`: json-joy `applyPatch`, which checks nothing — the fastest applier;
 * - `jsonJoyAjv`: json-joy `applyPatch` and Ajv standalone checking the result against
 *   generated/schemas/cluster.json (all errors): the same work as ours but the patch check;
 * - `fastJsonPatch`: fast-json-patch `applyPatch` validating its operations, the usual choice.
 * `patch.apply.realistic.commonjs` runs ours from the package's CommonJS build (`require`) against
 * ours from the ESM build: CommonJS users must get the speed the other entries measure.
 * Every side must give the same cluster as ours, or the sample fails.
 */
import { isDeepStrictEqual } from 'node:util';
import { applyClusterPatch } from '../../generated/index.js';
import { PATCH_SHAPES, type PatchShape } from '../fixtures/patch-shapes.ts';
import { type Goal, type Pair, type PairEntry, pair, type Suite } from '../lib.ts';
import { commonjsPackage } from '../peers/commonjs.ts';
import { ensurePeerModule, loadPeerValidator, peerLabel } from '../peers/compiled.ts';
import { FAST_JSON_PATCH, fastJsonPatchApply, JSON_JOY, jsonJoyApply } from '../peers/json-patch.ts';

type Peer = 'jsonJoy' | 'jsonJoyAjv' | 'fastJsonPatch';

const PEERS: Readonly<Record<Peer, string>> = {
  jsonJoy: `${JSON_JOY} applyPatch (mutate: false; checks nothing)`,
  jsonJoyAjv: `${JSON_JOY} applyPatch (mutate: false), then the result checked by ${peerLabel('ajv', 'all')} against cluster.json`,
  fastJsonPatch: `${FAST_JSON_PATCH} applyPatch (validateOperation: true, mutateDocument: false)`,
};

/** Issue 17, on the realistic patch: ≥ 1x json-joy, ≥ 2x json-joy + Ajv. */
const GOALS: Partial<Record<`${PatchShape}.${Peer}`, Goal>> = {
  'realistic.jsonJoy': { atLeast: 1 },
  'realistic.jsonJoyAjv': { atLeast: 2 },
};

async function applyPair(shape: PatchShape, peer: Peer): Promise<Pair> {
  const { before, patch, operations } = PATCH_SHAPES[shape].build();
  const ajv = await loadPeerValidator('ajv', 'cluster', 'all');
  const theirs: Record<Peer, () => unknown> = {
    jsonJoy: () => jsonJoyApply(before, operations),
    jsonJoyAjv: () => {
      const result = jsonJoyApply(before, operations);
      if (!ajv(result)) throw new Error('the result is not a valid cluster');
      return result;
    },
    fastJsonPatch: () => fastJsonPatchApply(before, operations),
  };
  const ours = applyClusterPatch(before, patch);
  if (!ours.ok) throw new Error(`patch.apply.${shape}: ${JSON.stringify(ours.error)}`);
  if (!isDeepStrictEqual(ours.value, theirs[peer]())) {
    throw new Error(`patch.apply.${shape}: ${peer} gives another cluster than ours`);
  }
  return { ours: () => applyClusterPatch(before, patch), theirs: theirs[peer] };
}

/** The same engine from the package's CommonJS build, as `require('@mk8s/schema')` gives it. */
function commonjsPair(): Pair {
  const cjs = commonjsPackage();
  const { before, patch } = PATCH_SHAPES.realistic.build();
  const ours = cjs.applyClusterPatch(before, patch);
  const theirs = applyClusterPatch(before, patch);
  if (!ours.ok || !theirs.ok || !isDeepStrictEqual(ours.value, theirs.value)) {
    throw new Error('patch.apply.realistic.commonjs: the two builds give different answers');
  }
  return { ours: () => cjs.applyClusterPatch(before, patch), theirs: () => applyClusterPatch(before, patch) };
}

const COMMONJS = pair({
  name: 'patch.apply.realistic.commonjs',
  peer: 'ours from the ESM build (`import`); ours from the CommonJS build (`require`) runs against it',
  goal: { atLeast: 0.9 },
  setup: commonjsPair,
});

function entriesOf(shape: PatchShape): PairEntry[] {
  return (Object.keys(PEERS) as Peer[]).map((peer) => {
    const goal = GOALS[`${shape}.${peer}`];
    return pair({
      name: `patch.apply.${shape}.${peer}`,
      peer: PEERS[peer],
      ...(goal === undefined ? {} : { goal }),
      setup: () => applyPair(shape, peer),
    });
  });
}

const suite: Suite = {
  prepare: async () => {
    await ensurePeerModule('ajv', 'cluster', 'all');
  },
  entries: [...(Object.keys(PATCH_SHAPES) as PatchShape[]).flatMap(entriesOf), COMMONJS],
};

export default suite;
