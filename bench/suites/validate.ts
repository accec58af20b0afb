/**
 * Validation throughput of `validateClusterCreate` on each create-body shape
 * (bench/fixtures/create-shapes.ts), against the strongest compiled peers on the same schema
 * (generated/schemas/cluster-create.json):
 * - `validate.<shape>.schemasafe`: @exodus/schemasafe's precompiled module, all errors;
 * - `validate.<shape>.ajv`: Ajv standalone code, all errors;
 * - `validate.<shape>.walk`: the physical floor, a walk that visits every value and checks
 *   nothing (valid shapes only: the floor of reading a whole body does not depend on its errors);
 * - `validate.<shape>.ajvFirstError`: Ajv standalone stopping at the first error (its default).
 *   Ours always reports every issue; this entry shows what that costs against a peer that does not.
 * - `validate.realistic.commonjs`: ours loaded by `require` (the package's CommonJS build) against
 *   ours loaded by `import`: CommonJS users must get the speed the other entries measure.
 * Ours and every peer must give the shape's verdict, or the sample fails.
 */
import { validateClusterCreate } from '../../generated/index.js';
import { CREATE_SHAPES, type CreateShape } from '../fixtures/create-shapes.ts';
import { type Goal, type Pair, type PairEntry, pair, type Suite } from '../lib.ts';
import { commonjsPackage } from '../peers/commonjs.ts';
import {
  type ErrorMode,
  ensurePeerModule,
  loadPeerValidator,
  type PeerValidator,
  peerLabel,
} from '../peers/compiled.ts';
import { walk } from '../peers/walk.ts';

const SHAPES = Object.keys(CREATE_SHAPES) as CreateShape[];

/** Issue 17: ≥ 3x schemasafe and ≥ 0.8x the walk on the realistic body, ≥ 1.5x both peers elsewhere. */
function goalOf(shape: CreateShape, against: 'schemasafe' | 'ajv' | 'walk'): Goal | undefined {
  if (shape === 'realistic')
    return against === 'schemasafe' ? { atLeast: 3 } : against === 'walk' ? { atLeast: 0.8 } : undefined;
  return against === 'walk' ? undefined : { atLeast: 1.5 };
}

async function validatorPair(shape: CreateShape, peer: PeerValidator, mode: ErrorMode): Promise<Pair> {
  const { valid, build } = CREATE_SHAPES[shape];
  const body = build();
  const theirs = await loadPeerValidator(peer, 'cluster-create', mode);
  if (validateClusterCreate(body).ok !== valid || theirs(body) !== valid) {
    throw new Error(`validate.${shape}: ours or ${peer} does not judge the body ${valid ? 'valid' : 'invalid'}`);
  }
  return { ours: () => validateClusterCreate(body), theirs: () => theirs(body) };
}

function walkPair(shape: CreateShape): Pair {
  const body = CREATE_SHAPES[shape].build();
  if (!validateClusterCreate(body).ok) throw new Error(`validate.${shape}: the body is not valid`);
  return { ours: () => validateClusterCreate(body), theirs: () => walk(body) };
}

/** The same validator from the package's CommonJS build, as `require('@mk8s/schema')` gives it. */
function commonjsPair(): Pair {
  const cjs = commonjsPackage();
  const body = CREATE_SHAPES.realistic.build();
  if (!cjs.validateClusterCreate(body).ok || !validateClusterCreate(body).ok) {
    throw new Error('validate.realistic.commonjs: the body is not valid');
  }
  return { ours: () => cjs.validateClusterCreate(body), theirs: () => validateClusterCreate(body) };
}

const COMMONJS = pair({
  name: 'validate.realistic.commonjs',
  peer: 'ours from the ESM build (`import`); ours from the CommonJS build (`require`) runs against it',
  goal: { atLeast: 0.9 },
  setup: commonjsPair,
});

function entriesOf(shape: CreateShape): PairEntry[] {
  const withGoal = (goal: Goal | undefined) => (goal === undefined ? {} : { goal });
  const entries = [
    pair({
      name: `validate.${shape}.schemasafe`,
      peer: peerLabel('schemasafe', 'all'),
      ...withGoal(goalOf(shape, 'schemasafe')),
      setup: () => validatorPair(shape, 'schemasafe', 'all'),
    }),
    pair({
      name: `validate.${shape}.ajv`,
      peer: peerLabel('ajv', 'all'),
      ...withGoal(goalOf(shape, 'ajv')),
      setup: () => validatorPair(shape, 'ajv', 'all'),
    }),
    pair({
      name: `validate.${shape}.ajvFirstError`,
      peer: peerLabel('ajv', 'first'),
      setup: () => validatorPair(shape, 'ajv', 'first'),
    }),
  ];
  if (!CREATE_SHAPES[shape].valid) return entries;
  return [
    ...entries,
    pair({
      name: `validate.${shape}.walk`,
      peer: 'a plain walk visiting every value of the body and checking nothing (bench/peers/walk.ts)',
      ...withGoal(goalOf(shape, 'walk')),
      setup: () => walkPair(shape),
    }),
  ];
}

const suite: Suite = {
  prepare: async () => {
    await ensurePeerModule('schemasafe', 'cluster-create', 'all');
    await ensurePeerModule('ajv', 'cluster-create', 'all');
    await ensurePeerModule('ajv', 'cluster-create', 'first');
  },
  entries: [...SHAPES.flatMap(entriesOf), COMMONJS],
};

export default suite;
