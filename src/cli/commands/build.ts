/**
 * `folio build [dir] [--out DIR] [--keep-going] [--format text|json|github] [--strict]`: builds
 * the static site. Prints progress on a terminal for long builds and a summary at the end. Exit 0
 * when built, 1 with errors (or with warnings under `--strict`).
 * `--assistant-api URL --assistant-key KEY` adds the "Ask AI" panel, asking a Folio server.
 *
 * @module
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { buildSite } from '../../site/index.ts';
import type { BuildOptions, BuildResult } from '../../site/index.ts';
import { diagnosticSources, formatDiagnostics, plural } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { ExitCode, oneFolder, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';
import { annotations, countWarnings, outputFormat, strictFailure } from '../report-options.ts';
import { buildArgs } from './build-args.ts';

export const buildUsage = `Usage: folio build [dir] [--out DIR] [--keep-going] [--format text|json|github] [--strict]

Builds the static site of the docs folder dir (default: the current folder) into DIR
(default: dir/dist). The site works from any static host: one HTML file per page, shared
CSS and JS, a search index, sitemap.xml, robots.txt, llms.txt and llms-full.txt.

Options:
  --out DIR       where to write the site (replaced only when the build succeeds)
  --keep-going    write the site even when some pages have errors (they are left out)
  --workers N     render on N threads (default: one per core)
  --no-cache      render every page (default: reuse unchanged pages from dir/.folio/cache)
  --format F      text (default), json (a JSON report) or github (GitHub Actions annotations)
  --json          the same as --format json
  --strict        warnings fail the run too (exit code 1), for CI; the site is still written
  --assistant-api URL   add the "Ask AI" panel, asking the assistant at URL
                        (https://folio.example.com/v1/assistant/<subdomain>/message)
  --assistant-key KEY   the project's assistant key the panel sends (it is public: never
                        an admin key)
  --feedback-api URL    add "Was this page helpful?" to every page, sending ratings to URL
                        (https://folio.example.com/v1/feedback/<subdomain>)
  -h, --help`;

export async function buildCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    allowNegative: true,
    options: buildArgs,
  });
  if (values.help) {
    io.stdout(`${buildUsage}\n`);
    return ExitCode.ok;
  }
  const format = outputFormat(values);
  const root = oneFolder('build', positionals, io, '.');
  const outDir = path.resolve(io.cwd, values.out ?? path.join(root, 'dist'));
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  const result = await buildWithProgress(
    root,
    {
      outDir,
      keepGoing: values['keep-going'],
      cache: values.cache,
      assistant: assistantOption(values['assistant-api'], values['assistant-key']),
      feedback: feedbackOption(values['feedback-api']),
      workers:
        workers !== undefined && Number.isInteger(workers) && workers > 0 ? workers : undefined,
    },
    io,
    io.color && format !== 'json',
  );

  const errors = result.diagnostics.filter((item) => item.severity === 'error').length;
  const warnings = countWarnings(result.diagnostics);
  const passed = result.written && errors === 0;
  const strict = strictFailure({ strict: values.strict, passed, warnings, format });
  const code = passed && strict === undefined ? ExitCode.ok : ExitCode.failed;
  if (format === 'json') {
    io.stdout(`${JSON.stringify(jsonReport(root, result, passed), null, 2)}\n`);
    if (strict !== undefined) io.stderr(`${strict}\n`);
    return code;
  }
  if (format === 'github') io.stdout(annotations(result.diagnostics, root, io));
  else printDiagnostics(result, root, io);
  io.stdout(`${summaryLine(result, io)}\n${strict === undefined ? '' : `${strict}\n`}`);
  return code;
}

/** What {@link runBuild} builds: `buildSite`'s options, without the progress report. */
export type RunBuildOptions = Omit<BuildOptions, 'onProgress'>;

/**
 * Builds `root` as `folio build` does in text form, for commands built on it (`folio export`):
 * progress on a terminal, the diagnostics, and (unless `quiet`, for a command that reports the
 * result itself) the summary. The exit code is 0 when built without errors.
 */
export async function runBuild(
  root: string,
  options: RunBuildOptions,
  io: CliIo,
  quiet = false,
): Promise<{ code: number; result: BuildResult }> {
  const result = await buildWithProgress(root, options, io, io.color);
  printDiagnostics(result, root, io);
  if (!quiet || !result.written) io.stdout(`${summaryLine(result, io)}\n`);
  const failed = !result.written || result.diagnostics.some((item) => item.severity === 'error');
  return { code: failed ? ExitCode.failed : ExitCode.ok, result };
}

/** `buildSite`, with a page count on standard error while a large site renders on a terminal. */
async function buildWithProgress(
  root: string,
  options: RunBuildOptions,
  io: CliIo,
  showProgress: boolean,
): Promise<BuildResult> {
  let lastShown = 0;
  boundHeapGrowth();
  return buildSite(root, {
    ...options,
    onProgress: (done, total) => {
      if (!showProgress || total < 200) return;
      const now = Date.now();
      if (now - lastShown < 100 && done !== total) return;
      lastShown = now;
      io.stderr(`\r  rendering pages ${String(done)}/${String(total)}`);
      if (done === total) io.stderr('\r\u001b[2K');
    },
  });
}

/**
 * Between full collections V8 lets a heap grow to up to four times what survived the last one,
 * and a build allocates fast on every thread: a 3,037-page site peaked at 1.7-2.2 GB of RSS with
 * about 450 MB live. Growing by half at most brings the peak to 1.2-1.4 GB for about 5-10% more
 * CPU. The flag is process-wide (render workers started afterwards follow it), so the command
 * that owns the process sets it, not `buildSite`.
 */
function boundHeapGrowth(): void {
  v8.setFlagsFromString('--heap-growing-percent=50');
}

/** The build's diagnostics on standard error, with the lines they point at. */
function printDiagnostics(result: BuildResult, root: string, io: CliIo): void {
  if (result.diagnostics.length === 0) return;
  const sources = diagnosticSources(root, result.diagnostics);
  io.stderr(
    `${formatDiagnostics(result.diagnostics, { root, cwd: io.cwd, color: io.color, sources })}\n`,
  );
}

/** The JSON report of `--format json`. */
export interface BuildJson {
  /** Built without errors (warnings allowed). */
  ok: boolean;
  /** Whether the site was written to `outDir`. */
  written: boolean;
  root: string;
  outDir: string;
  summary: {
    pages: number;
    rendered: number;
    errors: number;
    warnings: number;
    bytes: number;
    seconds: number;
  };
  diagnostics: Diagnostic[];
}

function jsonReport(root: string, result: BuildResult, ok: boolean): BuildJson {
  const errors = result.diagnostics.filter((item) => item.severity === 'error').length;
  return {
    ok,
    written: result.written,
    root,
    outDir: result.outDir,
    summary: {
      pages: result.pages,
      rendered: result.rendered,
      errors,
      warnings: result.diagnostics.length - errors,
      bytes: result.bytes,
      seconds: Number(result.seconds.toFixed(3)),
    },
    diagnostics: result.diagnostics,
  };
}

/** `Built 42 pages into dist (1.2 MB) in 0.80 s: 0 errors, 1 warning`, or why nothing was written. */
function summaryLine(result: BuildResult, io: CliIo): string {
  const errors = result.diagnostics.filter((item) => item.severity === 'error').length;
  const counts = `${plural(errors, 'error')}, ${plural(result.diagnostics.length - errors, 'warning')}`;
  const seconds = `${result.seconds.toFixed(2)} s`;
  if (result.written) {
    const where = path.relative(io.cwd, result.outDir) || '.';
    const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
    const reused = result.pages - result.rendered;
    const cached = reused > 0 ? `, ${plural(reused, 'page')} unchanged` : '';
    return `Built ${plural(result.pages, 'page')} into ${where} (${size}${cached}) in ${seconds}: ${counts}`;
  }
  // --keep-going helps with broken pages, not with a docs.json that does not load.
  const pageErrors = result.diagnostics.some(
    (item) =>
      item.severity === 'error' &&
      item.position?.file !== undefined &&
      (/\.(mdx|md|jsx|js)$/.test(item.position.file) || item.code === 'link-outside-folder'),
  );
  const advice = pageErrors
    ? ' (fix the errors, or use --keep-going to build the other pages)'
    : '';
  return `Build failed in ${seconds}: ${counts}. Nothing was written${advice}.`;
}

/** The panel's settings from `--assistant-api` and `--assistant-key`, checked. */
export function assistantOption(
  api: string | undefined,
  key: string | undefined,
): { api: string; key: string } | undefined {
  if (api === undefined && key === undefined) return undefined;
  if (api === undefined || key === undefined) {
    throw new UsageError('--assistant-api and --assistant-key go together: give both');
  }
  let url: URL | undefined;
  try {
    url = new URL(api, 'http://root.invalid');
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(
      `--assistant-api takes the assistant's http(s) URL, such as https://folio.example.com/v1/assistant/acme/message; got "${api}"`,
    );
  }
  if (key.startsWith('folio_admin_')) {
    throw new UsageError(
      '--assistant-key got an admin key, which would be published in every page: create an assistant key (folio keys create --project ID --type assistant)',
    );
  }
  if (key.trim() === '') throw new UsageError('--assistant-key is empty');
  return { api, key };
}

/** The feedback endpoint of `--feedback-api`, checked: an http(s) URL. */
export function feedbackOption(api: string | undefined): string | undefined {
  if (api === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(api);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(
      `--feedback-api takes the feedback endpoint's http(s) URL, such as https://folio.example.com/v1/feedback/acme; got "${api}"`,
    );
  }
  return url.href;
}
