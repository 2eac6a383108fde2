/**
 * `folio broken-links [dir] [--check-anchors] [--format text|json|github] [--strict]`: checks the
 * internal links and images of every page and snippet, and the redirects and site links of
 * docs.json. Prints the broken ones grouped by file (or as GitHub annotations), then a count.
 * Exit 0 when none is broken, 1 otherwise (or with docs.json errors), 2 on usage errors.
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { loadDocsProject } from '../../content/index.ts';
import { checkBrokenLinks } from '../../site/index.ts';
import type { BrokenLink, BrokenLinksReport } from '../../site/index.ts';
import { displayPath, formatDiagnostics, plural } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { ExitCode, oneFolder } from '../io.ts';
import type { CliIo } from '../io.ts';
import { annotations, formatArgs, outputFormat, strictArgs } from '../report-options.ts';

export const brokenLinksUsage = `Usage: folio broken-links [dir] [--check-anchors] [--format text|json|github] [--strict]

Checks every internal link and image of the pages and snippets of dir (default: the current
folder), and the redirect destinations and site links of docs.json. A link is fine when it
reaches a page (with or without a trailing slash, .mdx or /index), a file of the folder, or a
redirect source. External URLs are not fetched.

Options:
  --check-anchors   also check #fragments against the ids of the target page
                    (renders the pages such links point to)
  --format F        text (default), json (a JSON report) or github (GitHub Actions
                    annotations)
  --json            the same as --format json
  --strict          accepted for CI scripts that pass it to every check: every problem
                    broken-links reports fails the run already
  -h, --help`;

/** The JSON report: every broken link, and the problems that kept links from being checked. */
export interface BrokenLinksJson {
  ok: boolean;
  root: string;
  summary: { brokenLinks: number; files: number; checkedLinks: number; checkedFiles: number };
  brokenLinks: BrokenLink[];
  diagnostics: Diagnostic[];
}

export async function brokenLinksCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'check-anchors': { type: 'boolean' },
      ...formatArgs,
      ...strictArgs,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${brokenLinksUsage}\n`);
    return ExitCode.ok;
  }
  const format = outputFormat(values);
  const root = oneFolder('broken-links', positionals, io, '.');
  const project = await loadDocsProject(root);
  const configErrors = project.diagnostics.filter((item) => item.severity === 'error');
  const report = project.navigation
    ? await checkBrokenLinks(project, { checkAnchors: values['check-anchors'] })
    : undefined;
  const diagnostics = [...configErrors, ...(report?.diagnostics ?? [])];
  const ok = report !== undefined && report.broken.length === 0 && diagnostics.length === 0;
  // Every problem reported here fails the run already, so --strict has nothing to add.
  const code = ok ? ExitCode.ok : ExitCode.failed;

  if (format === 'json') {
    io.stdout(`${JSON.stringify(jsonReport(project.root, report, diagnostics, ok), null, 2)}\n`);
    return code;
  }
  if (format === 'github') {
    const found = [...diagnostics, ...(report?.broken ?? []).map(brokenLinkDiagnostic)];
    const last = report
      ? summaryLine(report, diagnostics.length)
      : 'Links not checked: fix the docs.json errors above first.';
    io.stdout(`${annotations(found, project.root, io)}${last}\n`);
    return code;
  }
  const parts: string[] = [];
  if (diagnostics.length > 0) {
    parts.push(
      formatDiagnostics(diagnostics, {
        root: project.root,
        cwd: io.cwd,
        sources: project.loaded.sources,
        color: io.color,
      }),
    );
  }
  if (report) {
    const options = { root: project.root, cwd: io.cwd, color: io.color };
    if (report.broken.length > 0) parts.push(formatBrokenLinks(report.broken, options));
    parts.push(summaryLine(report, diagnostics.length));
  } else {
    parts.push('Links not checked: fix the docs.json errors above first.');
  }
  io.stdout(`${parts.join('\n\n')}\n`);
  return code;
}

/** A broken link as a diagnostic, for annotations: `Broken link ./setpu: no page /guides/setpu`. */
export function brokenLinkDiagnostic(link: BrokenLink): Diagnostic {
  const what = link.kind === 'image' ? 'image' : 'link';
  return {
    severity: 'error',
    code: `broken-${what}`,
    message: `Broken ${what} ${link.written}: ${link.problem}`,
    ...(link.suggestion === undefined ? {} : { hint: `Did you mean ${link.suggestion}?` }),
    position: { file: link.file, line: link.line, column: link.column },
    ...(link.jsonPath === undefined ? {} : { jsonPath: link.jsonPath }),
  };
}

function jsonReport(
  root: string,
  report: BrokenLinksReport | undefined,
  diagnostics: Diagnostic[],
  ok: boolean,
): BrokenLinksJson {
  const broken = report?.broken ?? [];
  return {
    ok,
    root,
    summary: {
      brokenLinks: broken.length,
      files: new Set(broken.map((link) => link.file)).size,
      checkedLinks: report?.checkedLinks ?? 0,
      checkedFiles: report?.checkedFiles ?? 0,
    },
    brokenLinks: broken,
    diagnostics,
  };
}

interface TextOptions {
  root: string;
  cwd: string;
  color: boolean;
}

/**
 * Broken links grouped by file (paths as the user would type them), one line each:
 * `  12:5  ./setpu → no page /guides/setpu, did you mean /guides/setup?`.
 */
export function formatBrokenLinks(broken: readonly BrokenLink[], options: TextOptions): string {
  const paint = (code: string, text: string): string =>
    options.color ? `\u001B[${code}m${text}\u001B[0m` : text;
  const byFile = new Map<string, BrokenLink[]>();
  for (const link of broken) {
    const list = byFile.get(link.file);
    if (list) list.push(link);
    else byFile.set(link.file, [link]);
  }
  const blocks = [...byFile].map(([file, links]) => {
    const places = links.map((link) => `${link.line}:${link.column}`);
    const width = Math.max(...places.map((place) => place.length));
    const lines = links.map((link, index) => {
      const place = paint('2', (places[index] ?? '').padEnd(width));
      const hint = link.suggestion === undefined ? '' : `, did you mean ${link.suggestion}?`;
      const where = link.jsonPath === undefined ? '' : paint('2', ` (${link.jsonPath})`);
      return `  ${place}  ${link.written} → ${paint('31', link.problem)}${hint}${where}`;
    });
    return [paint('1;4', displayPath(file, options)), ...lines].join('\n');
  });
  return blocks.join('\n\n');
}

/** `3 broken links in 2 files` or `No broken links (checked 120 links in 41 files)`. */
export function summaryLine(report: BrokenLinksReport, errors = 0): string {
  const blocked = errors > 0 ? `; ${plural(errors, 'error')} above` : '';
  if (report.broken.length === 0) {
    return `No broken links (checked ${plural(report.checkedLinks, 'link')} in ${plural(report.checkedFiles, 'file')})${blocked}`;
  }
  const files = new Set(report.broken.map((link) => link.file)).size;
  return `${plural(report.broken.length, 'broken link')} in ${plural(files, 'file')}${blocked}`;
}
