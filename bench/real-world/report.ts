/**
 * The corpus run's results as text: one Markdown table row per repository (so the table can go
 * into the docs as printed) and the failing repositories grouped by the kind of their first
 * error. A kind is the error's code and message with the parts that differ between sites (quoted
 * names, paths, numbers, positions) replaced, so that one missing feature is one line however
 * many repositories hit it.
 *
 * @module
 */

export interface CommandResult {
  exitCode: number | 'timeout';
  errors: number;
  /** Warning count by diagnostic code. */
  warnings: Record<string, number>;
  /** The first error, as `code: message (file:line:column)`. */
  firstError: string | undefined;
  seconds: number;
  peakRssMb: number | undefined;
}

export interface RepoResult {
  repo: string;
  commit: string;
  format: string;
  /** MDX pages the navigation names (each once) whose source file exists. */
  navigationPages: number;
  /** Pages the navigation names that have no source file (left out, as the platform does). */
  navigationPagesWithoutFile?: number | undefined;
  /** `METHOD /path` entries the navigation names. */
  navigationEndpoints: number;
  /** Of `navigationPages`, how many the build wrote as HTML. */
  navigationPagesWritten: number;
  /** Pages Folio's build resolved, and rendered, by its own report. */
  folioPages: number | undefined;
  rendered: number | undefined;
  validate: CommandResult;
  build: CommandResult;
  brokenLinks: CommandResult & { broken: number | undefined };
  failureKind?: string | undefined;
}

/** `code: message` with site-specific parts replaced by placeholders. */
export function kindOf(firstError: string): string {
  return firstError
    .replace(/\s*\([^()]*:\d+:\d+\)$/, '')
    .replace(/\(export const [^)]*\)/g, '(export const … = ...)')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/`[^`]*`/g, '`…`')
    .replace(/<[A-Za-z][\w.]*/g, '<X')
    .replace(/(?:\/[\w.@+-]+)+\/?/g, '<path>')
    .replace(/\b\d+(\.\d+)?\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
}

function exit(code: number | 'timeout'): string {
  return code === 'timeout' ? 'T/O' : String(code);
}

/** The three or four most frequent warning codes of build and validate together. */
function topWarnings(result: RepoResult, limit = 4): string {
  const merged: Record<string, number> = {};
  // Build reports the config warnings validate reports, plus the pages': take the larger count.
  for (const source of [result.validate.warnings, result.build.warnings]) {
    for (const [code, count] of Object.entries(source)) {
      merged[code] = Math.max(merged[code] ?? 0, count);
    }
  }
  const sorted = Object.entries(merged).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (sorted.length === 0) return '';
  const shown = sorted.slice(0, limit).map(([code, count]) => `${code} ${count}`);
  if (sorted.length > limit) shown.push(`+${sorted.length - limit} kinds`);
  return shown.join(', ');
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** One Markdown table, a row per repository, then a totals line. */
export function resultTable(results: readonly RepoResult[]): string {
  const header =
    '| Repository | Format | validate | build | broken-links | Errors (v/b) | Broken links | Warnings by kind | Nav pages written | Time (s) | Peak RSS (MiB) | Status |';
  const rule = `|${' --- |'.repeat(12)}`;
  const rows = results.map((r) => {
    const seconds = r.validate.seconds + r.build.seconds + r.brokenLinks.seconds;
    const rss = Math.max(
      r.validate.peakRssMb ?? 0,
      r.build.peakRssMb ?? 0,
      r.brokenLinks.peakRssMb ?? 0,
    );
    const endpoints = r.navigationEndpoints > 0 ? ` (+${r.navigationEndpoints} endpoints)` : '';
    const withoutFile = r.navigationPagesWithoutFile
      ? `, ${r.navigationPagesWithoutFile} named without a file`
      : '';
    return [
      r.repo,
      r.format,
      exit(r.validate.exitCode),
      exit(r.build.exitCode),
      exit(r.brokenLinks.exitCode),
      `${r.validate.errors}/${r.build.errors}`,
      r.brokenLinks.broken === undefined ? '–' : String(r.brokenLinks.broken),
      topWarnings(r),
      `${r.navigationPagesWritten}/${r.navigationPages}${endpoints}${withoutFile}`,
      seconds.toFixed(1),
      rss > 0 ? String(rss) : '–',
      r.failureKind === undefined ? 'ok' : 'FAIL',
    ]
      .map((value) => cell(value))
      .join(' | ');
  });
  const green = results.filter((r) => r.build.exitCode === 0).length;
  const complete = results.filter((r) => r.failureKind === undefined).length;
  return [
    header,
    rule,
    ...rows.map((row) => `| ${row} |`),
    '',
    `${green} of ${results.length} repositories build with exit 0; ${complete} of ${results.length} also write every navigation page.`,
  ].join('\n');
}

/** The failing repositories grouped by failure kind, most frequent kind first, with an example. */
export function failureGroups(results: readonly RepoResult[]): string {
  const groups = new Map<string, RepoResult[]>();
  for (const result of results) {
    if (result.failureKind === undefined) continue;
    groups.set(result.failureKind, [...(groups.get(result.failureKind) ?? []), result]);
  }
  if (groups.size === 0) return 'No failures.';
  const lines = ['Failures by kind of first error:'];
  const sorted = [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
  for (const [kind, members] of sorted) {
    lines.push(`- ${members.length} × ${kind}`);
    lines.push(`  repositories: ${members.map((m) => m.repo).join(', ')}`);
    const example = members[0]?.build.firstError;
    if (example !== undefined) lines.push(`  e.g. ${example.slice(0, 300)}`);
  }
  return lines.join('\n');
}
