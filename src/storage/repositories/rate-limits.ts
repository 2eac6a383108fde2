/**
 * Rate-limit counters shared by every server process: fixed windows, counted in the database
 * with one `INSERT ... ON CONFLICT DO UPDATE` statement that increments and reads in one step,
 * so parallel requests (in one process or many) each see a distinct count. Windows are either
 * calendar units in UTC (`hour`, `day`, `month`: "10,000 per month") or a number of seconds.
 * Times come from the database clock, the one clock all processes share.
 *
 * Several limits on one request ({@link hitRateLimits}) count all or nothing: the hits run in
 * one transaction, rolled back when any of them is over its limit, so a refused request uses up
 * none of the others. Each counter's row stays locked until the transaction ends, so parallel
 * requests on one counter take turns and each sees the count the one before left; rows are
 * always taken in the order given, so two requests never wait on each other in a circle.
 *
 * @module
 */
import type { Database, Queryable } from '../database.ts';
import { StorageError } from '../storage-error.ts';
import { isoTime } from './time.ts';

/** A calendar window in UTC, or a fixed length in seconds (windows aligned on the Unix epoch). */
export type RateLimitWindow = 'minute' | 'hour' | 'day' | 'month' | { seconds: number };

/** What {@link hitRateLimit} counts. */
export interface RateLimitHit {
  /** What is limited, e.g. `assistant:key:<id>` or `assistant:ip:203.0.113.7`. */
  key: string;
  window: RateLimitWindow;
  /** The most hits allowed in one window. */
  limit: number;
  /** Count the hit at this time instead of the database's `now()` (tests, replays). */
  at?: Date | undefined;
}

/** The outcome of a hit. */
export interface RateLimitResult {
  /** Whether this hit is within the limit (`count <= limit`). */
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  limit: number;
  /** Hits left in the window after this one. */
  remaining: number;
  /** When the window ends and the count starts again (ISO 8601, UTC). */
  resetAt: string;
}

interface CounterRow {
  count: number;
  window_end: Date | string;
}

// $1 key, $2 unit or seconds, $3 time (null: now()).
const CALENDAR_HIT = `
INSERT INTO rate_limit_counters AS c (key, window_start, window_end, count)
SELECT $1, w.start_utc AT TIME ZONE 'UTC', (w.start_utc + ('1 ' || $2)::interval) AT TIME ZONE 'UTC', 1
FROM (SELECT date_trunc($2, coalesce($3::timestamptz, now()) AT TIME ZONE 'UTC') AS start_utc) AS w
ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1
RETURNING c.count, c.window_end`;

// The window starts at the time rounded down to a multiple of its length since the Unix epoch.
const SECONDS_HIT = `
INSERT INTO rate_limit_counters AS c (key, window_start, window_end, count)
SELECT $1, w.start, w.start + make_interval(secs => $2::integer), 1
FROM (SELECT to_timestamp(floor(extract(epoch FROM coalesce($3::timestamptz, now()))
  / $2::integer)::double precision * $2::integer) AS start) AS w
ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1
RETURNING c.count, c.window_end`;

/** Counts one hit against `hit.key` in its current window and says whether it is allowed. */
export async function hitRateLimit(db: Queryable, hit: RateLimitHit): Promise<RateLimitResult> {
  const { window } = hit;
  if (typeof window === 'object' && (!Number.isSafeInteger(window.seconds) || window.seconds < 1)) {
    throw new StorageError(
      'invalid-options',
      `A rate-limit window is a whole number of seconds >= 1, not ${window.seconds}.`,
    );
  }
  const { rows } = await db.query<CounterRow>(
    typeof window === 'string' ? CALENDAR_HIT : SECONDS_HIT,
    [hit.key, typeof window === 'string' ? window : window.seconds, hit.at ?? null],
  );
  const row = rows[0] as CounterRow;
  return {
    allowed: row.count <= hit.limit,
    count: row.count,
    limit: hit.limit,
    remaining: Math.max(0, hit.limit - row.count),
    resetAt: isoTime(row.window_end),
  };
}

/** The outcome of {@link hitRateLimits}. */
export type RateLimitsOutcome =
  | { allowed: true; results: RateLimitResult[] }
  | {
      allowed: false;
      /** The index in `hits` of the first limit the request is over. */
      refused: number;
      /** That limit's state: its count as it stands, not counting this request. */
      result: RateLimitResult;
    };

/**
 * Counts one hit against every counter of `hits`, or against none: when the request is over
 * any of the limits, nothing is counted and the outcome names the first one it is over.
 */
export async function hitRateLimits(
  db: Database,
  hits: readonly RateLimitHit[],
): Promise<RateLimitsOutcome> {
  try {
    return await db.transaction(async (transaction) => {
      const results: RateLimitResult[] = [];
      for (const [index, hit] of hits.entries()) {
        const result = await hitRateLimit(transaction, hit);
        if (!result.allowed) throw new Refused(index, result);
        results.push(result);
      }
      return { allowed: true, results };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    // The transaction was rolled back: the count stands one lower than this hit saw.
    const count = error.result.count - 1;
    return {
      allowed: false,
      refused: error.index,
      result: { ...error.result, count, remaining: Math.max(0, error.result.limit - count) },
    };
  }
}

/** Thrown inside the transaction to roll it back. */
class Refused extends Error {
  readonly index: number;
  readonly result: RateLimitResult;

  constructor(index: number, result: RateLimitResult) {
    super('over a rate limit');
    this.index = index;
    this.result = result;
  }
}

/** Deletes the counters of windows that ended before `before` (default now); returns how many. */
export async function deleteExpiredRateLimits(db: Queryable, before?: Date): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM rate_limit_counters WHERE window_end <= coalesce($1::timestamptz, now())',
    [before ?? null],
  );
  return rowCount;
}
