/**
 * "Did you mean" for site paths: for a path that reaches nothing, the route or file most likely
 * meant. Candidates are indexed once, answers are cached, and cheap bounds rule out most
 * candidates before any edit distance is computed, so thousands of broken links in a site of
 * thousands of pages cost little.
 *
 * @module
 */
import path from 'node:path/posix';
import { didYouMean, editDistance } from '../../shared/index.ts';

interface Candidate {
  text: string;
  letters: Map<string, number>;
}

export class NearMiss {
  readonly #candidates: Candidate[];
  readonly #byBase = new Map<string, string[]>();
  readonly #answers = new Map<string, string | undefined>();

  /** `candidates`: site paths (`/guides/intro`, `/images/a.png`), in the order to prefer. */
  constructor(candidates: Iterable<string>) {
    this.#candidates = [...candidates].map((text) => ({ text, letters: letterCounts(text) }));
    for (const { text } of this.#candidates) {
      const base = path.basename(text);
      const list = this.#byBase.get(base);
      if (list) list.push(text);
      else this.#byBase.set(base, [text]);
    }
  }

  /**
   * The candidate `sitePath` most likely meant: the first one inside it when it is a folder
   * (`/guides` → `/guides/introduction`), a near-miss by spelling, or else the only candidate
   * with the same last segment (a page that moved to another folder).
   */
  suggest(sitePath: string): string | undefined {
    const target = sitePath.length > 1 ? sitePath.replace(/\/+$/, '') : sitePath;
    if (!this.#answers.has(target)) this.#answers.set(target, this.#nearest(target));
    return this.#answers.get(target);
  }

  #nearest(target: string): string | undefined {
    const folder = `${target}/`;
    const inside = this.#candidates.find((candidate) => candidate.text.startsWith(folder));
    if (inside !== undefined) return inside.text;
    const base = path.basename(target);
    // Paths share long prefixes: allow edits in proportion to the last segment, where typos show.
    const allowed = Math.max(1, Math.floor(base.length / 3));
    const letters = letterCounts(target);
    const close = this.#candidates
      .filter(
        (candidate) =>
          Math.abs(candidate.text.length - target.length) <= allowed &&
          bagDistance(letters, candidate.letters) <= allowed,
      )
      .map((candidate) => candidate.text);
    const spelled = didYouMean(target, close);
    if (
      spelled !== undefined &&
      editDistance(target.toLowerCase(), spelled.toLowerCase(), allowed) <= allowed
    )
      return spelled;
    const sameBase = base === '' ? [] : (this.#byBase.get(base) ?? []);
    return sameBase.length === 1 ? sameBase[0] : undefined;
  }
}

function letterCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const letter of text.toLowerCase()) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return counts;
}

/**
 * A lower bound of the edit distance: letters one side has and the other lacks. Each edit adds
 * at most one such letter to each side (a transposition none).
 */
function bagDistance(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let onlyA = 0;
  let onlyB = 0;
  for (const [letter, count] of a) onlyA += Math.max(0, count - (b.get(letter) ?? 0));
  for (const [letter, count] of b) onlyB += Math.max(0, count - (a.get(letter) ?? 0));
  return Math.max(onlyA, onlyB);
}
