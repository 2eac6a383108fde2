/**
 * `npm start`: the main job. For now: validate Folio's own docs (`docs/`) and print their
 * navigation tree. Later it builds the site and serves it with the APIs.
 *
 * @module
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadDocsProject } from '../../content/index.ts';
import { formatDiagnostics } from '../../shared/index.ts';
import { ExitCode, oneFolder } from '../io.ts';
import type { CliIo } from '../io.ts';
import { printNavigation } from '../print-navigation.ts';
import { summaryLine, validationReport } from './validate.ts';

/** Folio's own documentation, shipped in the repository. */
export const OWN_DOCS = fileURLToPath(new URL('../../../docs', import.meta.url));

export const startUsage = `Usage: folio start [dir]

Validates a docs folder (default: Folio's own docs/) and prints its navigation tree. This is what
npm start runs; later releases build the site and serve it with the APIs.`;

export async function startCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(`${startUsage}\n`);
    return ExitCode.ok;
  }
  const root = oneFolder('start', positionals, io, OWN_DOCS);
  const project = await loadDocsProject(root);
  const report = validationReport(project);
  if (report.diagnostics.length) {
    io.stdout(
      `${formatDiagnostics(report.diagnostics, { root, cwd: io.cwd, sources: project.loaded.sources, color: io.color })}\n\n`,
    );
  }
  if (project.navigation) {
    const name = project.loaded.config?.name ?? 'Docs';
    io.stdout(
      `${name} (${path.relative(io.cwd, root) || '.'})\n${printNavigation(project.navigation)}\n\n`,
    );
  }
  io.stdout(`${summaryLine(report)}\n`);
  return report.valid ? ExitCode.ok : ExitCode.failed;
}
