/**
 * `npm start`: the main job. Validates Folio's own docs (`docs/`, or another folder), builds the
 * site into `<dir>/.folio/site` (reusing unchanged pages), and serves it, printing the URL. The
 * hosted APIs join here once the server exists. `--check` stops after the build (for CI).
 *
 * @module
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadDocsProject } from '../../content/index.ts';
import { serveStatic } from '../../dev/index.ts';
import { buildSite } from '../../render/index.ts';
import { formatDiagnostics, plural } from '../../shared/index.ts';
import { ExitCode, UsageError, oneFolder } from '../io.ts';
import type { CliIo } from '../io.ts';
import { sourcesOf } from './build.ts';
import { summaryLine, validationReport } from './validate.ts';

/** Folio's own documentation, shipped in the repository. */
export const OWN_DOCS = fileURLToPath(new URL('../../../docs', import.meta.url));

export const startUsage = `Usage: folio start [dir] [--port 3000] [--host 127.0.0.1] [--check]

Validates a docs folder (default: Folio's own docs/), builds its site into dir/.folio/site and
serves it. This is what npm start runs.

Options:
  --port N      port to serve on (default: $PORT, else 3000; 0 picks a free one)
  --host H      address to listen on (default 127.0.0.1)
  --check       validate and build, then exit instead of serving
  -h, --help`;

export async function startCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      check: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${startUsage}\n`);
    return ExitCode.ok;
  }
  const root = oneFolder('start', positionals, io, OWN_DOCS);
  const port = Number(values.port ?? process.env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new UsageError(`--port must be a port number, got ${values.port ?? ''}`);
  }

  const project = await loadDocsProject(root);
  const report = validationReport(project);
  if (report.diagnostics.length) {
    const sources = project.loaded.sources;
    io.stdout(
      `${formatDiagnostics(report.diagnostics, { root, cwd: io.cwd, sources, color: io.color })}\n\n`,
    );
  }
  io.stdout(`${summaryLine(report)}\n`);
  if (!report.valid) return ExitCode.failed;

  const outDir = path.join(root, '.folio', 'site');
  const build = await buildSite(root, { outDir });
  const errors = build.diagnostics.filter((item) => item.severity === 'error');
  if (errors.length > 0 || !build.written) {
    const sources = await sourcesOf(build.diagnostics, root);
    io.stderr(
      `${formatDiagnostics(build.diagnostics, { root, cwd: io.cwd, sources, color: io.color })}\n`,
    );
    io.stdout(`Build failed: ${plural(errors.length, 'error')}.\n`);
    return ExitCode.failed;
  }
  const name = project.loaded.config?.name ?? 'Docs';
  io.stdout(
    `Built ${plural(build.pages, 'page')} of ${name} into ${path.relative(io.cwd, outDir) || '.'} in ${build.seconds.toFixed(2)} s\n`,
  );
  if (values.check) return ExitCode.ok;

  const server = await serveStatic(outDir, { port, host: values.host ?? '127.0.0.1' });
  io.stdout(`\n${name} is served at ${server.url}\nPress Ctrl+C to stop.\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return ExitCode.ok;
}
