/**
 * Rate limits of the assistant and search endpoints (docs/api/introduction.mdx), counted in the database
 * so every server sharing it counts together:
 *
 * | What | Default | Window (UTC calendar) |
 * |---|---|---|
 * | requests per client IP address | 10,000 | day |
 * | requests per organization | 10,000 | hour |
 * | uses per API key | 10,000 | month |
 *
 * A request counts against all three or against none: the limits are checked in the order of
 * the table (IP, organization, key), and a request over any of them is refused and counted
 * nowhere, so a client refused by its key's month does not use up the organization's hour or
 * its address's day (storage's `hitRateLimits`, one transaction). Over a limit the answer is
 * `429` naming the first limit reached, with `Retry-After` (seconds until its
 * window ends) and `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds) for
 * that limit. An allowed request gets the same `RateLimit-*` headers for the tightest of the
 * three, the one with the fewest requests left. The numbers can be set with the environment
 * (rate-limits-from-env.ts).
 *
 * @module
 */
import { hitRateLimits } from '../storage/index.ts';
import type { Database, RateLimitResult, RateLimitWindow } from '../storage/index.ts';
import { HttpError } from './http-error.ts';

/** How many requests each subject may make per window. */
export interface AssistantLimits {
  /** Uses per API key per calendar month. */
  perKeyPerMonth: number;
  /** Requests per organization per hour. */
  perOrganizationPerHour: number;
  /** Requests per client IP address per day. */
  perIpPerDay: number;
}

/** The default limits, as docs/api/introduction.mdx lists them. */
export const DEFAULT_ASSISTANT_LIMITS: Readonly<AssistantLimits> = {
  perKeyPerMonth: 10_000,
  perOrganizationPerHour: 10_000,
  perIpPerDay: 10_000,
};

/** Who a request is counted against. */
export interface RateLimitSubject {
  /** The client address, see client-address.ts. */
  ip: string;
  organizationId: string;
  keyId: string;
}

/** Response headers describing a limit: `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`. */
export type RateLimitHeaders = Record<string, string>;

interface LimitRule {
  /** The counter's name in the database. */
  counter: string;
  window: RateLimitWindow;
  limit: number;
  /** Says in a 429 message which limit was reached. */
  describe(limit: number): string;
}

/**
 * Counts one request of `subject` against each limit, or against none when it is over one.
 * Returns the `RateLimit-*` headers of the tightest limit; throws a 429 {@link HttpError} naming
 * the first limit reached.
 */
export async function enforceAssistantLimits(
  db: Database,
  limits: Readonly<AssistantLimits>,
  subject: RateLimitSubject,
  now: () => number = Date.now,
): Promise<RateLimitHeaders> {
  const rules = rulesFor(limits, subject);
  const outcome = await hitRateLimits(
    db,
    rules.map((rule) => ({ key: rule.counter, window: rule.window, limit: rule.limit })),
  );
  if (!outcome.allowed) {
    const { result } = outcome;
    const rule = rules[outcome.refused] as LimitRule;
    const seconds = secondsUntil(result.resetAt, now());
    throw new HttpError(
      429,
      `Rate limit reached: ${rule.describe(result.limit)}. Try again in ${seconds} seconds (at ${result.resetAt}).`,
      { 'Retry-After': String(seconds), ...rateLimitHeaders(result, now()) },
    );
  }
  return rateLimitHeaders(tightest(outcome.results), now());
}

/**
 * Counts one request from `ip` against the per-address limit only, the same counter the
 * assistant's requests use: for site features without an organization or key (the API
 * playground's proxy). Throws a 429 {@link HttpError} over the limit.
 */
export async function enforceAddressLimit(
  db: Database,
  limits: Readonly<AssistantLimits>,
  ip: string,
  now: () => number = Date.now,
): Promise<RateLimitHeaders> {
  const [rule] = rulesFor(limits, { ip, organizationId: '', keyId: '' }) as [LimitRule];
  const outcome = await hitRateLimits(db, [
    { key: rule.counter, window: rule.window, limit: rule.limit },
  ]);
  if (!outcome.allowed) {
    const seconds = secondsUntil(outcome.result.resetAt, now());
    throw new HttpError(
      429,
      `Rate limit reached: ${rule.describe(outcome.result.limit)}. Try again in ${seconds} seconds (at ${outcome.result.resetAt}).`,
      { 'Retry-After': String(seconds), ...rateLimitHeaders(outcome.result, now()) },
    );
  }
  return rateLimitHeaders(tightest(outcome.results), now());
}

/** The limits in the order they are checked. */
function rulesFor(limits: Readonly<AssistantLimits>, subject: RateLimitSubject): LimitRule[] {
  return [
    {
      counter: `assistant:ip:${subject.ip}`,
      window: 'day',
      limit: limits.perIpPerDay,
      describe: (limit) =>
        `this IP address has made its ${formatCount(limit)} requests of the day (UTC)`,
    },
    {
      counter: `assistant:org:${subject.organizationId}`,
      window: 'hour',
      limit: limits.perOrganizationPerHour,
      describe: (limit) =>
        `this organization has made its ${formatCount(limit)} requests of the hour`,
    },
    {
      counter: `assistant:key:${subject.keyId}`,
      window: 'month',
      limit: limits.perKeyPerMonth,
      describe: (limit) =>
        `this API key has made its ${formatCount(limit)} requests of the month (UTC)`,
    },
  ];
}

/** The result with the fewest requests left; on a tie, the one whose window ends last. */
function tightest(results: readonly RateLimitResult[]): RateLimitResult {
  const [first, ...rest] = results;
  if (!first) throw new Error('No rate limit was checked.');
  return rest.reduce((best, result) => {
    if (result.remaining !== best.remaining)
      return result.remaining < best.remaining ? result : best;
    return result.resetAt > best.resetAt ? result : best;
  }, first);
}

/** The `RateLimit-*` headers of one result. */
export function rateLimitHeaders(result: RateLimitResult, now: number): RateLimitHeaders {
  return {
    'RateLimit-Limit': String(result.limit),
    'RateLimit-Remaining': String(result.remaining),
    'RateLimit-Reset': String(secondsUntil(result.resetAt, now)),
  };
}

/** Whole seconds from `now` until `time`, at least 1 (a window never ends in the past). */
function secondsUntil(time: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(time) - now) / 1000));
}

function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}
