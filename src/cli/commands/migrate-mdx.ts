/**
 * `folio migrate-mdx [dir] [--dry-run] [--json]`: moves MDX endpoint pages into the `x-folio`
 * extension of their operations, lists the operations in docs.json instead, and deletes the
 * pages; pages that cannot be moved stay as they are. A run interrupted after it decided is
 * finished first. Exit 0 when every page moved (or there was nothing to move), 1 when some
 * stayed, 2 on usage errors or a docs.json with errors.
 *
 * Test hooks: with `FOLIO_MIGRATE_PAUSE_BEFORE=<n>` in the environment, the command stops before
 * step n of the write phase, prints `paused before step n/<total> (<what>)` to stderr and waits
 * until it is killed, so tests can interrupt a run at every step; with `FOLIO_MIGRATE_TRACE=1`
 * it prints `step n/<total> (<what>)` before each step and goes on, so tests can kill it while
 * it works.
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { loadDocsProject, pageMetaOf, parseFrontmatter } from '../../content/index.ts';
import type { DocsProject } from '../../content/index.ts';
import { isRemoteSpec } from '../../navigation/index.ts';
import type { PageMeta } from '../../navigation/index.ts';
import {
  applyMigration,
  finishInterruptedMigration,
  formatFinished,
  formatPageLines,
  formatPending,
  migrationReport,
  planDiff,
  planMigration,
  readJournal,
  removeTempFiles,
  skippedDiagnostics,
  summarizePlan,
  summaryLine,
} from '../../openapi/index.ts';
import type {
  BeforeStep,
  FinishReport,
  MigrationInput,
  MigrationPlan,
} from '../../openapi/index.ts';
import { FolioError, formatDiagnostics, plural } from '../../shared/index.ts';
import { ExitCode, oneFolder } from '../io.ts';
import type { CliIo } from '../io.ts';

export const migrateMdxUsage = `Usage: folio migrate-mdx [dir] [--dry-run] [--json]

Moves each MDX endpoint page (a page in docs.json whose frontmatter has openapi: METHOD /path)
into the x-folio extension of its operation in the OpenAPI spec, with the page's route as href,
lists the operation in docs.json instead of the page, and deletes the page. A page that cannot
be moved (missing operation or spec, a spec that is only a URL, broken frontmatter, a page no
entry lists) is left as it is and reported. Nothing is written until everything has been
computed and checked, and then all at once: a run stopped at any point leaves the folder as it
was, or is finished by the next run of migrate-mdx. dir defaults to the current folder.

Options:
  --dry-run  print the plan and the diff of every file it would change; change nothing
  --json     print a JSON report instead of text
  -h, --help

Exit codes: 0 every page moved (or none to move), 1 some pages left as they are,
2 usage error or a docs.json with errors.`;

export async function migrateMdxCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${migrateMdxUsage}\n`);
    return ExitCode.ok;
  }
  const dryRun = values['dry-run'] === true;
  const root = oneFolder('migrate-mdx', positionals, io, '.');
  // A run stopped after it decided (its journal is on disk) is finished before anything else.
  let finished: FinishReport | undefined;
  if (dryRun) {
    const pending = await readJournal(root);
    if (pending) {
      io.stdout(`${formatPending(pending)}\nNothing was changed (--dry-run).\n`);
      return ExitCode.failed;
    }
  } else {
    finished = await finishInterruptedMigration(root);
    if (finished && !values.json) io.stdout(`${formatFinished(finished)}\n\n`);
  }
  const project = await loadProject(root, io);
  if (!project) return ExitCode.usage;
  const { config } = project.loaded;
  if (!config || !project.navigation) {
    const errors = project.diagnostics.filter((d) => d.severity === 'error');
    io.stderr(
      `${formatDiagnostics(errors, { root, cwd: io.cwd, sources: project.loaded.sources, color: io.color })}\n\n` +
        `folio migrate-mdx: docs.json has ${plural(errors.length, 'error')}; fix ${errors.length > 1 ? 'them' : 'it'} first (folio validate shows the same), nothing was changed\n`,
    );
    return ExitCode.usage;
  }

  const input = migrationInput(project, project.navigation);
  if (!dryRun) {
    const localSpecs = [...project.specs.keys()].filter((key) => !isRemoteSpec(key));
    await removeTempFiles(root, [...project.loaded.sources.keys(), ...localSpecs]);
  }
  const plan = await planMigration(input);
  if (!dryRun) await applyMigration(plan, pauseFromEnvironment(io));

  const summary = summarizePlan(plan);
  if (values.json) {
    io.stdout(`${JSON.stringify(migrationReport(plan, dryRun, finished), null, 2)}\n`);
  } else {
    io.stdout(formatText(plan, dryRun, io));
  }
  return summary.skipped || finished?.kept.length ? ExitCode.failed : ExitCode.ok;
}

function migrationInput(
  project: DocsProject,
  navigation: MigrationInput['navigation'],
): MigrationInput {
  const metaCache = new Map<string, PageMeta>();
  return {
    root: project.root,
    loaded: project.loaded,
    files: project.files,
    frontmatter: project.frontmatter,
    specs: project.specs,
    navigation,
    diagnostics: project.diagnostics,
    pageMeta: (file) => {
      const data = project.frontmatter.get(file);
      if (!data) return undefined;
      let meta = metaCache.get(file);
      if (!meta) metaCache.set(file, (meta = pageMetaOf(data)));
      return meta;
    },
    parseFrontmatter,
  };
}

/** Loads the folder, or prints why it cannot be read. */
async function loadProject(root: string, io: CliIo): Promise<DocsProject | undefined> {
  try {
    return await loadDocsProject(root);
  } catch (error) {
    if (error instanceof FolioError) {
      io.stderr(
        `${formatDiagnostics(error.diagnostics, { root, cwd: io.cwd, color: io.color })}\n`,
      );
      return undefined;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code !== 'string') throw error;
    const where = (error as NodeJS.ErrnoException).path ?? root;
    io.stderr(`folio migrate-mdx: cannot read ${where} (${code}); nothing was changed\n`);
    return undefined;
  }
}

function formatText(plan: MigrationPlan, dryRun: boolean, io: CliIo): string {
  const summary = summarizePlan(plan);
  if (plan.pages.length === 0) {
    return 'migrate-mdx: no MDX endpoint pages (pages with openapi: in their frontmatter) in docs.json; nothing to do\n';
  }
  const parts = [
    `${plural(plan.pages.length, 'MDX endpoint page')}${dryRun ? ' (plan, nothing changed)' : ''}:\n${formatPageLines(plan)}`,
  ];
  const skipped = skippedDiagnostics(plan);
  if (skipped.length) {
    parts.push(formatDiagnostics(skipped, { root: plan.root, cwd: io.cwd, color: io.color }));
  }
  if (dryRun && plan.changes.length) parts.push(planDiff(plan).trimEnd());
  const files: string[] = [];
  if (plan.changes.length) {
    files.push(
      `${dryRun ? 'Would write' : 'Wrote'} ${plan.changes.map((change) => change.file).join(', ')}.`,
    );
  }
  if (plan.deletes.length) {
    files.push(
      `${dryRun ? 'Would delete' : 'Deleted'} ${plural(plan.deletes.length, 'MDX file')}.`,
    );
  }
  for (const redirect of plan.redirects) {
    files.push(
      `${dryRun ? 'Would redirect' : 'Redirected'} ${redirect.source} to ${redirect.destination}.`,
    );
  }
  if (plan.changes.length > 1 && !plan.readableMidway) {
    files.push(
      'While the files are replaced (a moment), a reader of the folder may see some routes change; a run stopped then is finished by the next run.',
    );
  }
  if (dryRun) files.push('Nothing was changed (--dry-run).');
  if (files.length) parts.push(files.join('\n'));
  parts.push(summaryLine(summary, dryRun));
  return `${parts.join('\n\n')}\n`;
}

/** The `FOLIO_MIGRATE_PAUSE_BEFORE` and `FOLIO_MIGRATE_TRACE` test hooks (see the module comment). */
function pauseFromEnvironment(io: CliIo): BeforeStep | undefined {
  const wanted = Number(process.env['FOLIO_MIGRATE_PAUSE_BEFORE']);
  const trace = process.env['FOLIO_MIGRATE_TRACE'] === '1';
  const pause = Number.isInteger(wanted) && wanted >= 1;
  if (!pause && !trace) return undefined;
  return async (step, total, label) => {
    if (trace) io.stderr(`step ${step}/${total} (${label})\n`);
    if (step !== wanted) return;
    io.stderr(`paused before step ${step}/${total} (${label})\n`);
    await new Promise<never>(() => setInterval(() => undefined, 60_000));
  };
}
