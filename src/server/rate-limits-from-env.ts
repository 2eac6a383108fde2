/**
 * The assistant's rate limits (rate-limits.ts) as the environment sets them, read once when the
 * server starts:
 *
 * | Variable | Limit | Default |
 * |---|---|---|
 * | `FOLIO_RATE_LIMIT_PER_IP_PER_DAY` | requests per client IP address per day (UTC) | 10,000 |
 * | `FOLIO_RATE_LIMIT_PER_ORG_PER_HOUR` | requests per organization per hour | 10,000 |
 * | `FOLIO_RATE_LIMIT_PER_KEY_PER_MONTH` | uses per assistant key per month (UTC) | 10,000 |
 *
 * A value is a whole number from 1 to 1,000,000,000 (`_` or `,` between digit groups allowed);
 * an empty or unset variable keeps the default. Anything else stops the start with a message
 * that names the variable, before the database is opened.
 *
 * @module
 */
import type { AssistantLimits } from './rate-limits.ts';

/** The variable of each limit. */
export const RATE_LIMIT_VARIABLES: Readonly<Record<keyof AssistantLimits, string>> = {
  perIpPerDay: 'FOLIO_RATE_LIMIT_PER_IP_PER_DAY',
  perOrganizationPerHour: 'FOLIO_RATE_LIMIT_PER_ORG_PER_HOUR',
  perKeyPerMonth: 'FOLIO_RATE_LIMIT_PER_KEY_PER_MONTH',
};

/** The largest limit a variable may set: counters are 32-bit integers in the database. */
export const MAX_RATE_LIMIT = 1_000_000_000;

/** The limits the environment sets (the others keep their defaults); throws on a bad value. */
export function rateLimitsFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Partial<AssistantLimits> {
  const limits: Partial<AssistantLimits> = {};
  for (const [field, name] of Object.entries(RATE_LIMIT_VARIABLES) as [
    keyof AssistantLimits,
    string,
  ][]) {
    const text = env[name]?.trim();
    if (text === undefined || text === '') continue;
    const digits = /^\d{1,3}([_,]?\d{3})*$/.test(text) ? text.replace(/[_,]/g, '') : '';
    const value = digits === '' ? Number.NaN : Number(digits);
    if (!Number.isSafeInteger(value) || value < 1 || value > MAX_RATE_LIMIT) {
      throw new Error(
        `${name}="${text.slice(0, 40)}" is not a valid rate limit: give a whole number from 1 to 1,000,000,000 (default 10,000), or unset it.`,
      );
    }
    limits[field] = value;
  }
  return limits;
}
