/**
 * `folio a11y [dir]`: accessibility checks of the built site. The colours of docs.json are checked
 * for contrast where Folio uses them, then every page is opened in Chromium (light and dark mode)
 * and checked by axe-core. Exit 0 when nothing reaches the `--fail-on` impact, 1 otherwise (or
 * when the site does not build, no browser is found, or a page could not be checked), 2 on usage
 * errors.
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { buildReport, checkSite, formatReport, IMPACTS, NoPagesError } from '../../a11y/index.ts';
import type { Impact, WcagLevel } from '../../a11y/index.ts';
import { formatDiagnostics } from '../../shared/index.ts';
import { ExitCode, oneFolder, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';

export const a11yUsage = `Usage: folio a11y [dir] [--level AA] [--fail-on serious] [--pages LIST] [--json]

Checks the accessibility of the docs site in dir (default: the current folder): the contrast
of the colours in docs.json where Folio's pages use them, then every built page in Chromium,
in light and dark mode, with axe-core and the rules of the WCAG level. Needs Chromium or
Chrome on the machine; nothing is downloaded.

Options:
  --level A|AA|AAA     the WCAG level to check against (default: AA)
  --fail-on IMPACT     exit 1 when an issue is at least this bad: minor, moderate, serious
                       or critical (default: serious; colours below the bar count as serious)
  --pages LIST         check only these routes, comma-separated; * matches within a path
                       segment, ** across them (--pages "/,/guides/**")
  --browser PATH       the Chromium or Chrome to use (default: FOLIO_CHROMIUM, else the usual
                       install places)
  --tabs N             pages checked at once (default: 4)
  --json               print a JSON report instead of text
  -h, --help

Exit codes: 0 nothing at or above --fail-on, 1 issues at or above it (or the site did not
build, no browser, a page not checked), 2 usage errors.`;

const LEVELS: readonly WcagLevel[] = ['A', 'AA', 'AAA'];

export async function a11yCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      level: { type: 'string', default: 'AA' },
      'fail-on': { type: 'string', default: 'serious' },
      pages: { type: 'string' },
      browser: { type: 'string' },
      tabs: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${a11yUsage}\n`);
    return ExitCode.ok;
  }
  const level = values.level.toUpperCase() as WcagLevel;
  if (!LEVELS.includes(level)) {
    throw new UsageError(`--level takes A, AA or AAA, got "${values.level}"`);
  }
  const failOn = values['fail-on'].toLowerCase() as Impact;
  if (!IMPACTS.includes(failOn)) {
    throw new UsageError(`--fail-on takes ${IMPACTS.join(', ')}, got "${values['fail-on']}"`);
  }
  const tabs = values.tabs === undefined ? undefined : Number(values.tabs);
  if (tabs !== undefined && (!Number.isInteger(tabs) || tabs < 1 || tabs > 32)) {
    throw new UsageError(`--tabs takes a whole number from 1 to 32, got "${String(values.tabs)}"`);
  }
  const pages = values.pages
    ?.split(',')
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern !== '');
  if (pages?.length === 0)
    throw new UsageError('--pages is empty: give routes such as /,/guides/**');
  const root = oneFolder('a11y', positionals, io, '.');

  let lastShown = 0;
  let check;
  try {
    check = await checkSite({
      root,
      level,
      browser: values.browser,
      browserFromEnvironment: process.env['FOLIO_CHROMIUM'],
      pages,
      tabs,
      onProgress: (done, total) => {
        if (!io.color || values.json === true) return;
        const now = Date.now();
        if (now - lastShown < 100 && done !== total) return;
        lastShown = now;
        io.stderr(`\r  checking pages ${String(done)}/${String(total)}`);
        if (done === total) io.stderr('\r\u001b[2K');
      },
    });
  } catch (error) {
    if (error instanceof NoPagesError) throw new UsageError(error.message);
    throw error;
  }
  const report = buildReport(check, { level, failOn });
  const code = report.ok ? ExitCode.ok : ExitCode.failed;
  if (values.json) {
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    return code;
  }
  const parts: string[] = [];
  if (report.diagnostics.length > 0) {
    parts.push(
      formatDiagnostics(report.diagnostics, {
        root,
        cwd: io.cwd,
        color: io.color,
        sources: check.sources,
      }),
    );
  }
  if (!check.built) {
    parts.push('Pages not checked: the site did not build (see the errors above).');
  } else {
    parts.push(formatReport(report, { color: io.color }));
  }
  io.stdout(`${parts.join('\n\n')}\n`);
  return code;
}
