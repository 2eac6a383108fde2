/**
 * `folio build [dir] [--out DIR] [--keep-going]`: builds the static site. Prints progress on a
 * terminal for long builds and a summary at the end. Exit 0 when built, 1 with errors.
 * `--assistant-api URL --assistant-key KEY` adds the "Ask AI" panel, asking a Folio server.
 *
 * @module
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../../render/index.ts';
import { formatDiagnostics, plural, readTextInside } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import type { BuildOptions, BuildResult } from '../../render/index.ts';
import { ExitCode, oneFolder, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';

export const buildUsage = `Usage: folio build [dir] [--out DIR] [--keep-going]

Builds the static site of the docs folder dir (default: the current folder) into DIR
(default: dir/dist). The site works from any static host: one HTML file per page, shared
CSS and JS, a search index, sitemap.xml, robots.txt, llms.txt and llms-full.txt.

Options:
  --out DIR       where to write the site (replaced only when the build succeeds)
  --keep-going    write the site even when some pages have errors (they are left out)
  --workers N     render on N threads (default: one per core)
  --no-cache      render every page (default: reuse unchanged pages from dir/.folio/cache)
  --assistant-api URL   add the "Ask AI" panel, asking the assistant at URL
                        (https://folio.example.com/v1/assistant/<subdomain>/message)
  --assistant-key KEY   the project's assistant key the panel sends (it is public: never
                        an admin key)
  -h, --help`;

export async function buildCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    allowNegative: true,
    options: {
      out: { type: 'string' },
      'keep-going': { type: 'boolean' },
      workers: { type: 'string' },
      cache: { type: 'boolean', default: true },
      'assistant-api': { type: 'string' },
      'assistant-key': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${buildUsage}\n`);
    return ExitCode.ok;
  }
  const root = oneFolder('build', positionals, io, '.');
  const outDir = path.resolve(io.cwd, values.out ?? path.join(root, 'dist'));
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  const { code } = await runBuild(
    root,
    {
      outDir,
      keepGoing: values['keep-going'],
      cache: values.cache,
      assistant: assistantOption(values['assistant-api'], values['assistant-key']),
      workers:
        workers !== undefined && Number.isInteger(workers) && workers > 0 ? workers : undefined,
    },
    io,
  );
  return code;
}

/** What {@link runBuild} builds: `buildSite`'s options, without the progress report. */
export type RunBuildOptions = Omit<BuildOptions, 'onProgress'>;

/**
 * Builds `root` as `folio build` does, printing progress on a terminal, the diagnostics, and
 * (unless `quiet`: a command that reports the result itself, like `folio export`) the summary.
 * The exit code is 0 when built without errors.
 */
export async function runBuild(
  root: string,
  options: RunBuildOptions,
  io: CliIo,
  quiet = false,
): Promise<{ code: number; result: BuildResult }> {
  const showProgress = io.color;
  let lastShown = 0;
  const result = await buildSite(root, {
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

  const errors = result.diagnostics.filter((item) => item.severity === 'error').length;
  const warnings = result.diagnostics.length - errors;
  if (result.diagnostics.length > 0) {
    const sources = await sourcesOf(result.diagnostics, root);
    io.stderr(
      `${formatDiagnostics(result.diagnostics, { root, cwd: io.cwd, color: io.color, sources })}\n`,
    );
  }
  const counts = `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
  const seconds = `${result.seconds.toFixed(2)} s`;
  if (result.written) {
    if (!quiet) {
      const where = path.relative(io.cwd, result.outDir) || '.';
      const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
      const reused = result.pages - result.rendered;
      const cached = reused > 0 ? `, ${plural(reused, 'page')} unchanged` : '';
      io.stdout(
        `Built ${plural(result.pages, 'page')} into ${where} (${size}${cached}) in ${seconds}: ${counts}\n`,
      );
    }
    return { code: errors > 0 ? ExitCode.failed : ExitCode.ok, result };
  }
  // --keep-going helps with broken pages, not with a docs.json that does not load.
  const pageErrors = result.diagnostics.some(
    (item) =>
      item.severity === 'error' &&
      item.position?.file !== undefined &&
      (/\.(mdx|md|jsx|js)$/.test(item.position.file) || item.code === 'link-outside-folder'),
  );
  io.stdout(
    `Build failed in ${seconds}: ${counts}. Nothing was written${pageErrors ? ' (fix the errors, or use --keep-going to build the other pages)' : ''}.\n`,
  );
  return { code: ExitCode.failed, result };
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

/** The text of every file a diagnostic points into, for code frames. */
export async function sourcesOf(
  diagnostics: readonly Diagnostic[],
  root: string,
): Promise<Map<string, string>> {
  const files = new Set(diagnostics.flatMap((item) => (item.position ? [item.position.file] : [])));
  const sources = new Map<string, string>();
  await Promise.all(
    [...files].map(async (file) => {
      try {
        sources.set(file, await readTextInside(root, file));
      } catch {
        // Not a file of the folder (or unreadable): no frame for it.
      }
    }),
  );
  return sources;
}
