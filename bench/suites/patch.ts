/**
 * The patch engine against fast-json-patch on one realistic resource and change
 * (bench/fixtures/patch-resource.ts), in one run, side by side:
 * - `patch.apply`: applyClusterPatch (patch validation and result validation on) versus
 *   fast-json-patch `applyPatch` of the equivalent RFC 6902 operations (operation validation on,
 *   the document not mutated). Goal: ratio >= 2.
 * - `patch.diff`: diffClusters versus fast-json-patch `compare` on the same pair. Goal: ratio >= 1.
 * - `patch.size`: bytes of the two patches those diffs produce (JSON text).
 */
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import jsonpatch, { type Operation } from 'fast-json-patch';
import { applyClusterPatch, diffClusters } from '../../generated/index.js';
import { REALISTIC_OPERATIONS, REALISTIC_PATCH, realisticCluster } from '../fixtures/patch-resource.ts';
import { type BenchSuite, entry, opsPerSecondSideBySide } from '../lib.ts';

const BASELINE = `fast-json-patch ${createRequire(import.meta.url)('fast-json-patch/package.json').version}`;

const suite: BenchSuite = async () => {
  const before = Object.freeze(realisticCluster());
  const operations = REALISTIC_OPERATIONS as unknown as Operation[];
  const ours = () => applyClusterPatch(before, REALISTIC_PATCH);
  const theirs = () => jsonpatch.applyPatch(before, operations, true, false).newDocument;
  const result = ours();
  if (!result.ok) throw new Error(`the benchmark patch fails: ${JSON.stringify(result.error)}`);
  if (!isDeepStrictEqual(result.value, theirs())) throw new Error('the two patches do not give the same resource');
  // An independent copy, as two clusters read from the service would be: no shared structure.
  const after = structuredClone(result.value);
  const ourDiff = diffClusters(before, after);
  const theirDiff = jsonpatch.compare(before, after);
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
  console.log(`  resource: ${bytes(before)} bytes`);
  const [applyOurs, applyTheirs] = opsPerSecondSideBySide(ours, theirs);
  const [diffOurs, diffTheirs] = opsPerSecondSideBySide(
    () => diffClusters(before, after),
    () => jsonpatch.compare(before, after),
  );
  return {
    'patch.apply': entry({
      ours: applyOurs,
      baseline: applyTheirs,
      baselineName: `${BASELINE} applyPatch (validate, no mutation)`,
      unit: 'ops/s',
      betterIs: 'higher',
    }),
    'patch.diff': entry({
      ours: diffOurs,
      baseline: diffTheirs,
      baselineName: `${BASELINE} compare`,
      unit: 'ops/s',
      betterIs: 'higher',
    }),
    'patch.size': entry({
      ours: bytes(ourDiff),
      baseline: bytes(theirDiff),
      baselineName: `${BASELINE} compare (RFC 6902 operations)`,
      unit: 'bytes',
      betterIs: 'lower',
    }),
  };
};

export default suite;
