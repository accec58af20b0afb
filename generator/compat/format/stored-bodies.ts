/**
 * How many stored bodies the corpus analysis re-checked, as every report says it: a repository
 * whose cluster files were not named gets none re-checked, and is told how to name them.
 */

/** The sentence for `bodies` stored bodies re-checked. */
export function storedBodiesLine(bodies: number): string {
  if (bodies === 0) return 'No stored bodies were re-checked: name your cluster files with --corpus.';
  return bodies === 1 ? '1 stored body was re-checked.' : `${bodies} stored bodies were re-checked.`;
}
