/**
 * Timestamps leave storage as ISO 8601 strings in UTC (`2026-11-02T09:30:00.000Z`), whatever
 * the driver handed back (a `Date` from both today, a string if a driver is set up to keep them).
 *
 * @module
 */

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A timestamp column as an ISO 8601 UTC string (one formatted by {@link isoTimeSql} as is). */
export function isoTime(value: Date | string): string {
  if (typeof value === 'string' && ISO_UTC.test(value)) return value;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * SQL that formats a `timestamptz` column the way {@link isoTime} does, so lists read by the
 * hot paths skip parsing a date per row in the driver: `2026-11-02T09:30:00.000Z`.
 */
export function isoTimeSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A nullable timestamp column as an ISO 8601 UTC string, or null. */
export function isoTimeOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoTime(value);
}
