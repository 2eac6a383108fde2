/**
 * Near-miss suggestions for misspelt keys and values (`grups` → `groups`).
 *
 * @module
 */
import { editDistance } from './edit-distance.ts';

/**
 * The candidate closest to `input`, if it is close enough to be a plausible typo: at most one edit
 * for short words, a third of the length for longer ones. Case-only differences always match.
 */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const folded = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === input) continue;
    const allowed = Math.max(1, Math.floor(Math.max(input.length, candidate.length) / 3));
    // Only a distance under both this candidate's bound and the best so far can matter.
    const bound = Math.min(allowed, bestDistance - 1);
    if (bound < 0) continue;
    const distance = editDistance(folded, candidate.toLowerCase(), bound);
    if (distance <= bound) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
