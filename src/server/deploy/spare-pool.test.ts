import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SparePool } from './spare-pool.ts';
import type { Spare } from './spare-pool.ts';

/** A spare process stand-in: killed or ended by the test. */
class FakeSpare implements Spare {
  alive = true;
  killed = false;
  readonly name: string;
  readonly #listeners: (() => void)[] = [];

  constructor(name: string) {
    this.name = name;
  }

  kill(): void {
    this.killed = true;
    this.end();
  }

  end(): void {
    if (!this.alive) return;
    this.alive = false;
    for (const listener of this.#listeners.splice(0)) listener();
  }

  onExit(listener: () => void): void {
    if (this.alive) this.#listeners.push(listener);
    else listener();
  }
}

const started: FakeSpare[] = [];
const start = (name: string) => (): Promise<FakeSpare> => {
  const spare = new FakeSpare(name);
  started.push(spare);
  return Promise.resolve(spare);
};

describe('SparePool', () => {
  beforeEach(() => {
    started.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a spare only to its own project, once, and only of the same shape', async () => {
    const pool = new SparePool<FakeSpare>({ max: 2, idleMs: 60_000 });
    expect(await pool.keep('a', 'shape-a', start('a'))).toBe(true);
    expect(pool.take('b', 'shape-a')).toBeUndefined();
    expect(started[0]?.killed).toBe(false);
    const taken = pool.take('a', 'shape-a');
    expect(taken?.name).toBe('a');
    expect(pool.take('a', 'shape-a')).toBeUndefined();

    // The project's folder or limits changed: its spare is killed, not used.
    await pool.keep('a', 'shape-a', start('a2'));
    expect(pool.take('a', 'shape-a-moved')).toBeUndefined();
    expect(started[1]?.killed).toBe(true);
    expect(pool.size).toBe(0);
  });

  it('keeps one spare per project, and replaces the one whose project built least recently', async () => {
    const pool = new SparePool<FakeSpare>({ max: 2, idleMs: 60_000 });
    await pool.keep('a', 's', start('a'));
    await pool.keep('b', 's', start('b'));
    // A second spare for `a` is not started; `a` becomes the most recent.
    await pool.keep('a', 's', start('a-again'));
    expect(started.map((spare) => spare.name)).toEqual(['a', 'b']);
    await pool.keep('c', 's', start('c'));
    expect(pool.size).toBe(2);
    expect(started.find((spare) => spare.name === 'b')?.killed).toBe(true);
    expect(pool.take('a', 's')?.name).toBe('a');
    expect(pool.take('c', 's')?.name).toBe('c');
  });

  it('starts nothing when spares are off', async () => {
    const pool = new SparePool<FakeSpare>({ max: 0, idleMs: 60_000 });
    expect(await pool.keep('a', 's', start('a'))).toBe(false);
    expect(started).toEqual([]);
  });

  it('kills a spare left idle, and drops one that ended or was killed', async () => {
    const pool = new SparePool<FakeSpare>({ max: 3, idleMs: 60_000 });
    await pool.keep('a', 's', start('a'));
    vi.advanceTimersByTime(59_000);
    await pool.keep('b', 's', start('b'));
    await pool.keep('c', 's', start('c'));
    vi.advanceTimersByTime(1_000);
    expect(started[0]?.killed).toBe(true);
    expect(pool.take('a', 's')).toBeUndefined();

    // Ended by itself (a crash) or killed from outside: never handed out.
    started[1]?.end();
    expect(pool.size).toBe(1);
    expect(pool.take('b', 's')).toBeUndefined();
    const c = started[2];
    if (c) c.alive = false;
    expect(pool.take('c', 's')).toBeUndefined();
    expect(c?.killed).toBe(true);
  });

  it('kills every spare on close, and keeps none started after', async () => {
    const pool = new SparePool<FakeSpare>({ max: 2, idleMs: 60_000 });
    await pool.keep('a', 's', start('a'));
    let release: (() => void) | undefined;
    const slow = pool.keep('b', 's', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return start('b')();
    });
    pool.close();
    release?.();
    expect(await slow).toBe(false);
    expect(started.map((spare) => [spare.name, spare.killed])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(await pool.keep('c', 's', start('c'))).toBe(false);
    expect(pool.size).toBe(0);
  });
});
