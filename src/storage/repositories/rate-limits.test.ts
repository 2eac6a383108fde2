import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { testBackends, useTestDatabase } from '../../../test/storage/backends.ts';
import { deleteExpiredRateLimits, hitRateLimit, hitRateLimits } from './rate-limits.ts';
import type { RateLimitWindow } from './rate-limits.ts';

describe.each(testBackends)('rate limits on $name', (backend) => {
  const context = useTestDatabase(backend);
  const key = () => `test:${randomUUID()}`;

  it('counts hits in a window and refuses those over the limit', async () => {
    const hit = { key: key(), window: 'hour', limit: 2 } as const;
    const results = [];
    for (let index = 0; index < 3; index++) results.push(await hitRateLimit(context.db, hit));
    expect(results.map(({ allowed, count, remaining }) => ({ allowed, count, remaining }))).toEqual(
      [
        { allowed: true, count: 1, remaining: 1 },
        { allowed: true, count: 2, remaining: 0 },
        { allowed: false, count: 3, remaining: 0 },
      ],
    );
    expect(new Set(results.map((result) => result.resetAt)).size).toBe(1);
    expect(Date.parse(results[0]?.resetAt ?? '')).toBeGreaterThan(Date.now() - 1_000);
  });

  it('counts 50 parallel hits exactly once each', async () => {
    const hit = { key: key(), window: 'day', limit: 40 } as const;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => hitRateLimit(context.db, hit)),
    );
    const counts = results.map((result) => result.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(results.filter((result) => result.allowed)).toHaveLength(40);
  });

  it('aligns windows on UTC calendar units and on multiples of seconds', async () => {
    const at = new Date('2026-02-15T10:17:30.250Z');
    const cases: [RateLimitWindow, string][] = [
      ['minute', '2026-02-15T10:18:00.000Z'],
      ['hour', '2026-02-15T11:00:00.000Z'],
      ['day', '2026-02-16T00:00:00.000Z'],
      ['month', '2026-03-01T00:00:00.000Z'],
      [{ seconds: 600 }, '2026-02-15T10:20:00.000Z'],
    ];
    for (const [window, resetAt] of cases) {
      expect(await hitRateLimit(context.db, { key: key(), window, limit: 1, at })).toMatchObject({
        resetAt,
      });
    }
  });

  it('uses UTC months whatever the session time zone', async () => {
    const at = new Date('2026-03-31T23:30:00.000Z');
    const result = await context.db.transaction(async (transaction) => {
      await transaction.exec("SET LOCAL TIME ZONE 'Pacific/Auckland'");
      return hitRateLimit(transaction, { key: key(), window: 'month', limit: 1, at });
    });
    expect(result.resetAt).toBe('2026-04-01T00:00:00.000Z');
  });

  it('starts again at 1 in the next window, and keeps keys apart', async () => {
    const shared = key();
    const window = { seconds: 60 };
    const first = new Date('2026-05-01T00:00:10.000Z');
    const next = new Date('2026-05-01T00:01:10.000Z');
    await hitRateLimit(context.db, { key: shared, window, limit: 5, at: first });
    expect(
      (await hitRateLimit(context.db, { key: shared, window, limit: 5, at: first })).count,
    ).toBe(2);
    expect(
      (await hitRateLimit(context.db, { key: shared, window, limit: 5, at: next })).count,
    ).toBe(1);
    expect(
      (await hitRateLimit(context.db, { key: key(), window, limit: 5, at: first })).count,
    ).toBe(1);
  });

  it('deletes the counters of windows that have ended', async () => {
    const old = key();
    await hitRateLimit(context.db, {
      key: old,
      window: 'minute',
      limit: 1,
      at: new Date('2001-01-01T00:00:00.000Z'),
    });
    await hitRateLimit(context.db, { key: key(), window: 'day', limit: 1 });
    expect(await deleteExpiredRateLimits(context.db, new Date('2001-01-01T00:00:30.000Z'))).toBe(0);
    expect(await deleteExpiredRateLimits(context.db, new Date('2001-01-01T00:01:00.000Z'))).toBe(1);
    const { rows } = await context.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM rate_limit_counters WHERE key = $1',
      [old],
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('refuses a window that is not a whole number of seconds', async () => {
    await expect(
      hitRateLimit(context.db, { key: key(), window: { seconds: 0.5 }, limit: 1 }),
    ).rejects.toMatchObject({ code: 'invalid-options' });
  });

  const countOf = async (counter: string) => {
    const { rows } = await context.db.query<{ count: number }>(
      'SELECT coalesce(sum(count), 0)::int AS count FROM rate_limit_counters WHERE key = $1',
      [counter],
    );
    return rows[0]?.count;
  };

  it('counts several limits all or nothing, naming the first one over', async () => {
    const [wide, narrow, last] = [key(), key(), key()];
    const hits = [
      { key: wide, window: 'day', limit: 10 },
      { key: narrow, window: 'hour', limit: 1 },
      { key: last, window: 'month', limit: 10 },
    ] as const;
    const first = await hitRateLimits(context.db, hits);
    expect(first.allowed).toBe(true);
    const refused = await hitRateLimits(context.db, hits);
    expect(refused).toMatchObject({
      allowed: false,
      refused: 1,
      result: { allowed: false, count: 1, limit: 1, remaining: 0 },
    });
    expect([await countOf(wide), await countOf(narrow), await countOf(last)]).toEqual([1, 1, 1]);
  });

  it('lets exactly the limit through among parallel requests, counting the others nowhere', async () => {
    const [shared, tight] = [key(), key()];
    const hits = [
      { key: shared, window: 'day', limit: 100 },
      { key: tight, window: 'month', limit: 5 },
    ] as const;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimits(context.db, hits)),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5);
    expect(await countOf(shared)).toBe(5);
    expect(await countOf(tight)).toBe(5);
  });
});
