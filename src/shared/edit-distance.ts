/**
 * Edit distance between two words: one function for near-miss suggestions (`grups` → `groups`)
 * and for the assistant's matching of a misspelt question word. A swap of two neighbouring
 * letters counts as one edit (optimal string alignment), as people mistype that way.
 *
 * Callers only care about small distances, so only the band of cells within `max` of the diagonal
 * is computed (Ukkonen's cut-off), in three rows reused from call to call: comparing a word with
 * every candidate stays linear in the number of candidates.
 *
 * @module
 */

let before = new Int32Array(64);
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * The distance of `a` and `b` (case-sensitive) when at most `max`; else `max + 1`. Without `max`,
 * the exact distance.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const bound = Math.min(max, Math.max(a.length, b.length));
  const beyond = bound + 1;
  if (Math.abs(a.length - b.length) > bound) return max + 1;
  if (previous.length < b.length + 2) {
    before = new Int32Array(b.length + 2);
    previous = new Int32Array(b.length + 2);
    current = new Int32Array(b.length + 2);
  }
  for (let j = 0; j <= b.length + 1; j++) previous[j] = j <= bound ? j : beyond;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - bound);
    const to = Math.min(b.length, i + bound);
    current[from - 1] = from === 1 ? i : beyond;
    let rowBest = from === 1 ? i : beyond;
    const letter = a.charCodeAt(i - 1);
    const letterBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = from; j <= to; j++) {
      const substitution = (previous[j - 1] ?? beyond) + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      let value = Math.min(
        (previous[j] ?? beyond) + 1,
        (current[j - 1] ?? beyond) + 1,
        substitution,
      );
      if (j > 1 && letter === b.charCodeAt(j - 2) && letterBefore === b.charCodeAt(j - 1)) {
        value = Math.min(value, (before[j - 2] ?? beyond) + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    current[to + 1] = beyond;
    // A row whose cells all pass the bound cannot lead back under it (a swap costs one more
    // than the cell two rows up, which is at least its neighbour in this row less one).
    if (rowBest > bound) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length] ?? beyond;
  return distance <= bound ? distance : max + 1;
}
