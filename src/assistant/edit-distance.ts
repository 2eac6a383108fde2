/**
 * Edit distance between two words, to match a misspelt question word to the index's spelling.
 * Only distances up to a small bound matter, so only the band of cells within that bound of
 * the diagonal is computed (Ukkonen's cut-off), in two rows reused from call to call.
 *
 * @module
 */

let previous = new Int32Array(64);
let current = new Int32Array(64);

/** Levenshtein distance of `a` and `b` when at most `max`; else `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  const beyond = max + 1;
  if (Math.abs(a.length - b.length) > max) return beyond;
  if (previous.length < b.length + 2) {
    previous = new Int32Array(b.length + 2);
    current = new Int32Array(b.length + 2);
  }
  for (let j = 0; j <= b.length + 1; j++) previous[j] = j <= max ? j : beyond;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    current[from - 1] = from === 1 ? i : beyond;
    let rowBest = from === 1 ? i : beyond;
    const letter = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const substitution = (previous[j - 1] ?? beyond) + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(
        (previous[j] ?? beyond) + 1,
        (current[j - 1] ?? beyond) + 1,
        substitution,
      );
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    current[to + 1] = beyond;
    if (rowBest > max) return beyond;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length] ?? beyond, beyond);
}
