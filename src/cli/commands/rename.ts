/**
 * `folio rename OLD NEW [--dir DIR] [--json] [--dry-run] [--no-redirect]`: moves a page (or a
 * snippet) and re-points what names it: navigation entries and links of docs.json and its
 * includes, links and imports of every page and snippet, the moved page's own relative links,
 * and a redirect from the old route. All files are written at once, or none. Exit 0 when renamed
 * (or, with `--dry-run`, when it would be), 1 when docs.json has errors or a write failed
 * (nothing changed), 2 on usage errors and refused renames.
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { createTwoFilesPatch } from 'diff';
import { applyRename, planRename, RenameRefusedError } from '../../content/index.ts';
import type { RenamePlan } from '../../content/index.ts';
import { displayPath, formatDiagnostics, plural } from '../../shared/index.ts';
import { ExitCode, oneFolder, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';

export const renameUsage = `Usage: folio rename OLD NEW [--dir DIR] [--json] [--dry-run] [--no-redirect]

Moves the page OLD to NEW (both relative to the docs folder, with or without .mdx/.md; a
leading / is the folder's root) and updates everything that names it: the page entries, links
and redirect destinations of docs.json and the files it includes with $ref, the links of every
page and snippet (Markdown links and href props, relative or absolute, keeping #anchors and
each link's form), and the moved page's own relative links and images. Then it adds a redirect
from the old route to the new one. A snippet (under snippets/) can be renamed too: the imports
and <Snippet file> of every page follow it. Every file is written at once, or none is.

Options:
  --dir DIR       the docs folder (default: the current folder)
  --dry-run       print what would change, with a diff of each file; change nothing
  --json          print the summary as JSON
  --no-redirect   add no redirect from the old route
  -h, --help

Exit codes: 0 renamed (or would be, with --dry-run), 1 docs.json has errors or a file could
not be written (nothing was changed), 2 usage error or a refused rename (OLD missing, NEW
existing, NEW outside the docs folder, a symbolic link out of it).`;

/** The `--json` summary. */
export interface RenameJson {
  ok: boolean;
  dryRun: boolean;
  root: string;
  from: string;
  to: string;
  routes: { from: string; to: string } | null;
  files: {
    file: string;
    movedFrom?: string;
    links: number;
    imports: number;
    navigation: number;
    redirects: number;
  }[];
  redirect: { source: string; destination: string; file: string } | null;
  redirectSkipped: string | null;
  warnings: RenamePlan['warnings'];
}

export async function renameCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    allowNegative: true,
    options: {
      dir: { type: 'string' },
      json: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      redirect: { type: 'boolean', default: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${renameUsage}\n`);
    return ExitCode.ok;
  }
  if (positionals.length !== 2) {
    throw new UsageError(
      `rename takes OLD and NEW, got ${positionals.length === 0 ? 'none' : positionals.join(' ')}`,
    );
  }
  const [from = '', to = ''] = positionals;
  const root = oneFolder('rename', values.dir === undefined ? [] : [values.dir], io, '.');
  const dryRun = values['dry-run'] === true;
  let planning;
  try {
    planning = await planRename({ root, from, to, redirect: values.redirect });
  } catch (error) {
    if (error instanceof RenameRefusedError) throw new UsageError(error.message);
    throw error;
  }
  if (!planning.ok) {
    io.stderr(
      `${formatDiagnostics(planning.diagnostics, { root, cwd: io.cwd, sources: planning.sources, color: io.color })}\n\n` +
        `folio rename: docs.json has ${plural(planning.diagnostics.length, 'error')}; fix ${planning.diagnostics.length > 1 ? 'them' : 'it'} first (folio validate shows the same), nothing was changed\n`,
    );
    return ExitCode.failed;
  }
  const { plan } = planning;
  if (!dryRun) await applyRename(plan);
  if (values.json) {
    io.stdout(`${JSON.stringify(renameJson(plan, dryRun), null, 2)}\n`);
  } else {
    io.stdout(formatRename(plan, dryRun, io));
  }
  return ExitCode.ok;
}

export function renameJson(plan: RenamePlan, dryRun: boolean): RenameJson {
  return {
    ok: true,
    dryRun,
    root: plan.root,
    from: plan.from,
    to: plan.to,
    routes: plan.routes ?? null,
    files: plan.files.map((item) => ({
      file: item.file,
      ...(item.movedFrom === undefined ? {} : { movedFrom: item.movedFrom }),
      links: item.links,
      imports: item.imports,
      navigation: item.navigation,
      redirects: item.redirects,
    })),
    redirect: plan.redirect ?? null,
    redirectSkipped: plan.redirectSkipped ?? null,
    warnings: plan.warnings,
  };
}

/** The text summary: one line per file, the redirect, warnings, and with --dry-run the diffs. */
function formatRename(plan: RenamePlan, dryRun: boolean, io: CliIo): string {
  const routes = plan.routes ? ` (${plan.routes.from} → ${plan.routes.to})` : '';
  const parts = [`${dryRun ? 'Would rename' : 'Renamed'} ${plan.from} → ${plan.to}${routes}`];
  const width = Math.max(...plan.files.map((item) => item.file.length));
  parts.push(
    plan.files.map((item) => `  ${item.file.padEnd(width)}  ${describe(item)}`).join('\n'),
  );
  if (plan.redirect) {
    parts.push(
      `${dryRun ? 'Would add' : 'Added'} the redirect ${plan.redirect.source} → ${plan.redirect.destination} to ${plan.redirect.file}.`,
    );
  } else if (plan.redirectSkipped !== undefined) {
    parts.push(`No redirect added: ${plan.redirectSkipped}.`);
  }
  if (plan.warnings.length > 0) {
    parts.push(formatDiagnostics(plan.warnings, { root: plan.root, cwd: io.cwd, color: io.color }));
  }
  if (dryRun) {
    parts.push(planDiff(plan).trimEnd());
    parts.push(
      `${plural(plan.files.length, 'file')} would change. Nothing was changed (--dry-run).`,
    );
  } else {
    const where = displayPath('.', { root: plan.root, cwd: io.cwd });
    const folder = where.startsWith('../') ? plan.root : where;
    parts.push(`${plural(plan.files.length, 'file')} changed in ${folder}.`);
  }
  return `${parts.join('\n\n')}\n`;
}

function describe(item: RenamePlan['files'][number]): string {
  const what: string[] = [];
  if (item.movedFrom !== undefined) what.push(`moved from ${item.movedFrom}`);
  if (item.navigation > 0) {
    what.push(`${item.navigation} navigation ${item.navigation === 1 ? 'entry' : 'entries'}`);
  }
  if (item.links > 0) what.push(plural(item.links, 'link'));
  if (item.imports > 0) what.push(plural(item.imports, 'import'));
  if (item.redirects > 0) what.push(plural(item.redirects, 'redirect'));
  return what.join(', ');
}

/** The unified diff of every file; the moved file against its old path. */
function planDiff(plan: RenamePlan): string {
  return plan.files
    .map((item) =>
      createTwoFilesPatch(
        `a/${item.movedFrom ?? item.file}`,
        `b/${item.file}`,
        item.before,
        item.after,
      ),
    )
    .join('');
}
