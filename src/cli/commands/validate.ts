/**
 * `folio validate [dir] [--format text|json|github] [--strict]`: checks docs.json, the
 * navigation, the files on disk and the OpenAPI references, then compiles every page as the
 * build would (see `checkPages`). Exit 0 when valid (warnings allowed unless `--strict`), 1 with
 * errors, 2 on usage errors.
 *
 * @module
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sortByPosition } from '../../config/index.ts';
import { loadDocsProject } from '../../content/index.ts';
import type { DocsProject } from '../../content/index.ts';
import { checkPages } from '../../site/index.ts';
import {
  diagnosticSources,
  formatDiagnostics,
  plural,
  workflowCommand,
} from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { ExitCode, oneFolder } from '../io.ts';
import { printNavigation } from '../print-navigation.ts';
import {
  annotations,
  formatArgs,
  outputFormat,
  strictArgs,
  strictFailure,
} from '../report-options.ts';
import type { OutputFormat } from '../report-options.ts';
import type { CliIo } from '../io.ts';

export const validateUsage = `Usage: folio validate [dir] [--format text|json|github] [--strict] [--tree] [--no-cache]

Checks docs.json (and its $ref includes), the navigation, the page files on disk and the
OpenAPI references, and compiles every page as folio build would (MDX syntax, page code,
components). dir defaults to the current folder.

Options:
  --format F   text (default), json (a JSON report) or github (GitHub Actions annotations)
  --json       the same as --format json
  --strict     warnings fail the run too (exit code 1), for CI
  --tree       also print the navigation tree as Folio resolved it (routes, groups, divisions)
  --no-cache   compile every page (default: reuse what the last run found on unchanged pages,
               kept in dir/.folio/cache)
  -h, --help`;

export interface ValidationSummary {
  pages: number;
  hiddenPages: number;
  tabs: number;
  versions: number;
  languages: number;
  errors: number;
  warnings: number;
}

export interface ValidationReport {
  valid: boolean;
  root: string;
  summary: ValidationSummary;
  diagnostics: Diagnostic[];
  /** Files on disk that no navigation entry lists (built as hidden pages). */
  hiddenPages: string[];
}

export async function validateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    allowNegative: true,
    options: {
      cache: { type: 'boolean', default: true },
      ...formatArgs,
      ...strictArgs,
      tree: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${validateUsage}\n`);
    return ExitCode.ok;
  }
  const format = outputFormat(values);
  const root = oneFolder('validate', positionals, io, '.');
  // Only the frontmatter is kept: `checkPages` reads each page as it checks it, and the report
  // reads again the few pages its code frames show.
  const project = await loadDocsProject(root, { cache: values.cache, frontmatterOnly: true });
  // Pages are compiled only when docs.json loaded: without navigation there are no pages yet.
  const pages = project.navigation
    ? (await checkPages(project, { cache: values.cache })).diagnostics
    : [];
  const report = validationReport(project, pages);
  const strict = strictFailure({
    strict: values.strict,
    passed: report.valid,
    warnings: report.summary.warnings,
    format,
  });
  if (format === 'json') {
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    if (strict !== undefined) io.stderr(`${strict}\n`);
  } else {
    const sources = diagnosticSources(project.root, report.diagnostics, project.loaded.sources);
    const text = formatReport(report, project, io, {
      format,
      tree: values.tree === true,
      sources,
    });
    io.stdout(strict === undefined ? text : `${text}${strict}\n`);
  }
  return report.valid && strict === undefined ? ExitCode.ok : ExitCode.failed;
}

/** The report of `project`, with `pageDiagnostics` (what compiling its pages found) if any. */
export function validationReport(
  project: DocsProject,
  pageDiagnostics: readonly Diagnostic[] = [],
): ValidationReport {
  const { navigation } = project;
  const diagnostics = pageDiagnostics.length
    ? sortByPosition([...project.diagnostics, ...pageDiagnostics])
    : project.diagnostics;
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const pages = navigation?.pages ?? [];
  const hiddenPages = pages
    .filter((page) => !page.inNavigation)
    .map((page) => page.file ?? page.route);
  const tabNames = new Set<string>();
  const visit = (nodes: NonNullable<typeof navigation>['children']) => {
    for (const node of nodes) {
      if (node.type === 'page') continue;
      if (node.type === 'division' && node.kind === 'tab') tabNames.add(node.name);
      visit(node.children);
    }
  };
  if (navigation) visit(navigation.children);
  return {
    valid: errors === 0,
    root: project.root,
    summary: {
      pages: pages.filter((page) => page.inNavigation).length,
      hiddenPages: hiddenPages.length,
      tabs: tabNames.size,
      versions: navigation?.versions.length ?? 0,
      languages: navigation?.languages.length ?? 0,
      errors,
      warnings: diagnostics.length - errors,
    },
    diagnostics,
    hiddenPages,
  };
}

/** The text or GitHub report: diagnostics, the hidden pages, the tree if asked, the summary. */
function formatReport(
  report: ValidationReport,
  project: DocsProject,
  io: CliIo,
  {
    format,
    tree,
    sources,
  }: { format: OutputFormat; tree: boolean; sources: ReadonlyMap<string, string> },
): string {
  if (format === 'github') {
    const hidden = report.hiddenPages.length
      ? `${workflowCommand('notice', { title: 'hidden-pages' }, hiddenPagesNote(report.hiddenPages, ''))}\n`
      : '';
    const navigation = tree && project.navigation ? `${printNavigation(project.navigation)}\n` : '';
    const diagnostics = annotations(report.diagnostics, project.root, io);
    return `${diagnostics}${hidden}${navigation}${summaryLine(report)}\n`;
  }
  const parts: string[] = [];
  if (report.diagnostics.length) {
    parts.push(
      formatDiagnostics(report.diagnostics, {
        root: project.root,
        cwd: io.cwd,
        sources,
        color: io.color,
      }),
    );
  }
  if (report.hiddenPages.length)
    parts.push(`note: ${hiddenPagesNote(report.hiddenPages, '; --json lists all')}`);
  if (tree && project.navigation) {
    const name = project.loaded.config?.name ?? 'Docs';
    parts.push(
      `${name} (${path.relative(io.cwd, project.root) || '.'})\n${printNavigation(project.navigation)}`,
    );
  }
  parts.push(summaryLine(report));
  return `${parts.join('\n\n')}\n`;
}

/** `2 pages on disk but not in navigation, built as hidden pages: a.mdx, b.mdx` (ten at most). */
function hiddenPagesNote(hiddenPages: readonly string[], listAll: string): string {
  const shown = hiddenPages.slice(0, 10).join(', ');
  const more = hiddenPages.length > 10 ? `, … (${hiddenPages.length - 10} more${listAll})` : '';
  return `${plural(hiddenPages.length, 'page')} on disk but not in navigation, built as hidden pages: ${shown}${more}`;
}

/** `docs.json valid: 42 pages, 3 tabs, 2 versions, 0 errors, 1 warning`. */
export function summaryLine({ valid, summary }: ValidationReport): string {
  const counts = [
    plural(summary.pages, 'page'),
    plural(summary.tabs, 'tab'),
    plural(summary.versions, 'version'),
  ];
  if (summary.languages) counts.push(plural(summary.languages, 'language'));
  counts.push(plural(summary.errors, 'error'), plural(summary.warnings, 'warning'));
  return `docs.json ${valid ? 'valid' : 'invalid'}: ${counts.join(', ')}`;
}
