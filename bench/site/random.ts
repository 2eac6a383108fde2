/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the site generator needs.
 * The same seed always gives the same sequence, so a generated site is byte-identical run to run.
 *
 * @module
 */

/** Random choices drawn from one mulberry32 stream. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `probability`. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick needs a non-empty list');
    return item;
  }

  /** `count` distinct elements of `items` (all of them when there are fewer), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(this.next() * pool.length), 1);
      if (item !== undefined) chosen.push(item);
    }
    return chosen;
  }

  /** A new generator seeded from this one, so parts of the site can be drawn independently. */
  fork(): Random {
    return new Random(Math.floor(this.next() * 4294967296));
  }
}
