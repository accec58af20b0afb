/**
 * "Did you mean": the closest of the known words to a misspelt one, by edit distance (insertions,
 * deletions, substitutions and swaps of neighbours each count 1), when it is close enough to be a
 * typo rather than another word. Never the word itself: a known word refused where it stands (an
 * option given where only a command goes) is not misspelt.
 */

export function closest(word: string, known: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    if (candidate === word) continue; // what was typed is no suggestion: the word is refused for another reason
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** `; did you mean "x"?` when a known word is close, else nothing. */
export function didYouMean(word: string, known: Iterable<string>): string {
  const match = closest(word, known);
  return match === undefined ? '' : `; did you mean "${match}"?`;
}

/** Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring). */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return Math.abs(a.length - b.length);
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      row.push(value);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? 0;
}
