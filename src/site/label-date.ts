/**
 * The date an `<Update>` label names, for its feed items' `pubDate`. Labels are written by hand
 * (`2025-06-23`, `June 23, 2025`, `23 June 2025`, `June 2025`), so only these unambiguous forms
 * count, read as midnight UTC (a build's time zone must not move the date); anything else
 * (`v1.2`, `Week 12`) has no date, and its items no `pubDate`.
 *
 * @module
 */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The month number (0–11) of a month name or its three-letter short form. */
function monthOf(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\.$/, '');
  const index = MONTHS.findIndex(
    (month) => month === lower || (lower.length >= 3 && month.startsWith(lower)),
  );
  return index === -1 ? undefined : index;
}

function utcDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month, day));
  // Refuses 2025-02-30 rather than rolling it over into March.
  return date.getUTCMonth() === month && date.getUTCDate() === day ? date : undefined;
}

/** The date `label` names, at midnight UTC; undefined when it names none. */
export function labelDate(label: string): Date | undefined {
  const text = label.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match) return utcDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  match = /^([A-Za-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = monthOf(match[1] ?? '');
    return month === undefined ? undefined : utcDate(Number(match[3]), month, Number(match[2]));
  }
  match = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+\.?),?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = monthOf(match[2] ?? '');
    return month === undefined ? undefined : utcDate(Number(match[3]), month, Number(match[1]));
  }
  match = /^([A-Za-z]+\.?),?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = monthOf(match[1] ?? '');
    return month === undefined ? undefined : utcDate(Number(match[2]), month, 1);
  }
  return undefined;
}
