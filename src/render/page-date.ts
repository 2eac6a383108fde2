/**
 * Which date a page shows as "Last modified", following the platform's order: the page's own
 * `lastUpdatedDate`, else when its file last changed (its last commit, else the file's time; see
 * `content/page-dates.ts`). Shown when docs.json's `metadata.timestamp` is on, unless the page
 * says `timestamp: false`; a page's `timestamp: true` shows it with the setting off.
 *
 * @module
 */

/** The date (ms since the epoch) `file` shows, or undefined when it shows none. */
export function lastModifiedOf(options: {
  frontmatter: Record<string, unknown> | undefined;
  /** `metadata.timestamp` of docs.json. */
  siteSetting: boolean;
  /** When the file last changed, if known. */
  fileDate: number | undefined;
}): number | undefined {
  const { frontmatter, siteSetting, fileDate } = options;
  const own = frontmatter?.['timestamp'];
  const shown =
    own === true || own === 'true' ? true : own === false || own === 'false' ? false : siteSetting;
  if (!shown) return undefined;
  return writtenDate(frontmatter?.['lastUpdatedDate']) ?? fileDate;
}

/** `lastUpdatedDate`: a date (`2026-08-13`) or an ISO 8601 time; YAML may have parsed it. */
function writtenDate(value: unknown): number | undefined {
  const time =
    value instanceof Date
      ? value.getTime()
      : typeof value === 'string' && value.trim() !== ''
        ? Date.parse(value.trim())
        : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
}
