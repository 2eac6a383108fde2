/**
 * Timestamps leave storage as ISO 8601 strings in UTC (`2026-11-02T09:30:00.000Z`), whatever
 * the driver handed back (a `Date` from both today, a string if a driver is set up to keep them).
 *
 * @module
 */

/** A timestamp column as an ISO 8601 UTC string. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A nullable timestamp column as an ISO 8601 UTC string, or null. */
export function isoTimeOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoTime(value);
}
