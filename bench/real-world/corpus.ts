/**
 * `npm run corpus`: runs `folio validate`, `folio build` and `folio broken-links` over every
 * real-world repository present in `$FOLIO_REAL_WORLD` (brought there by
 * scripts/real-world-fetch.ts) and prints one table: exit codes, errors, warnings by kind, pages
 * built against the pages the navigation names, time and peak memory. The same rows go to a JSON
 * results file. It is not part of `npm test`: the repositories are not committed and CI cannot
 * download them. Repositories run one after another, so timings do not fight each other.
 *
 * Usage: FOLIO_REAL_WORLD=/path node bench/real-world/corpus.ts [--timeout S] [--out FILE]
 *        [owner/name ...]
 *        node bench/real-world/corpus.ts --from FILE   (prints the table of a saved results file)
 *
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { navigationPages, pageHasFile, pageWritten } from './navigation-pages.ts';
import { memorySource, runFolioTimed, type TimedRun } from './run-timed.ts';
import {
  failureGroups,
  kindOf,
  resultTable,
  type CommandResult,
  type RepoResult,
} from './report.ts';

interface CorpusRepo {
  repo: string;
  commit: string;
  docs: string;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { timeout: { type: 'string' }, out: { type: 'string' }, from: { type: 'string' } },
});
if (values.from !== undefined) {
  const saved = JSON.parse(readFileSync(values.from, 'utf8')) as { results: RepoResult[] };
  // Kinds are recomputed, so a saved run regroups when the grouping rules improve.
  const rows = saved.results.map((row) => ({ ...row, failureKind: failureKind(row) }));
  console.log(resultTable(rows));
  console.log('');
  console.log(failureGroups(rows));
  process.exit(0);
}
const rootSetting = process.env['FOLIO_REAL_WORLD'];
if (rootSetting === undefined || rootSetting === '') {
  console.error(
    'Set FOLIO_REAL_WORLD to the folder of the repositories (see test/real-world/SOURCES.md).',
  );
  process.exit(2);
}
const root: string = rootSetting;
const timeoutMs = Number(values.timeout ?? '300') * 1000;
const resultsFile = path.resolve(
  values.out ?? path.join(root, 'results', `corpus-${new Date().toISOString().slice(0, 10)}.json`),
);
const repos = (
  JSON.parse(
    readFileSync(new URL('../../test/real-world/repos.json', import.meta.url), 'utf8'),
  ) as CorpusRepo[]
).filter((entry) => positionals.length === 0 || positionals.includes(entry.repo));

/** Parses a command's `--format json` report; undefined when it printed none (crash, usage). */
function jsonReport(run: TimedRun): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(run.stdout);
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

interface ReportDiagnostic {
  severity: string;
  code: string;
  message: string;
  position?: { file?: string; line?: number; column?: number };
}

function diagnosticsOf(report: Record<string, unknown> | undefined): ReportDiagnostic[] {
  const list = report?.['diagnostics'];
  return Array.isArray(list) ? (list as ReportDiagnostic[]) : [];
}

/** The first line of stderr that says something (a crash or usage error prints no report). */
function stderrHead(run: TimedRun): string {
  return (
    run.stderr
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

function summarise(run: TimedRun, extraErrors = 0): CommandResult {
  const report = jsonReport(run);
  const diagnostics = diagnosticsOf(report);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const warnings: Record<string, number> = {};
  for (const d of diagnostics) {
    if (d.severity === 'warning') warnings[d.code] = (warnings[d.code] ?? 0) + 1;
  }
  const first = errors[0];
  let firstError: string | undefined;
  if (run.timedOut) firstError = `timeout: no answer within ${timeoutMs / 1000} s`;
  else if (first) {
    const where = first.position?.file
      ? ` (${first.position.file}:${first.position.line ?? 0}:${first.position.column ?? 0})`
      : '';
    firstError = `${first.code}: ${first.message}${where}`;
  } else if (run.exitCode !== 0 && report === undefined) firstError = `crash: ${stderrHead(run)}`;
  return {
    exitCode: run.timedOut ? 'timeout' : run.exitCode,
    errors: errors.length + extraErrors,
    warnings,
    firstError,
    seconds: Math.round(run.ms / 100) / 10,
    peakRssMb: run.peakRssMb === undefined ? undefined : Math.round(run.peakRssMb),
  };
}

async function runRepo(entry: CorpusRepo): Promise<RepoResult | undefined> {
  const folder = path.join(root, entry.repo.replace('/', '+'), entry.docs);
  if (!existsSync(folder)) return undefined;
  const navigation = navigationPages(folder);
  const scratch = await mkdtemp(path.join(tmpdir(), 'folio-corpus-'));
  const outDir = path.join(scratch, 'site');
  try {
    const validate = await runFolioTimed(['validate', folder, '--format', 'json'], timeoutMs);
    const build = await runFolioTimed(
      ['build', folder, '--out', outDir, '--no-cache', '--format', 'json'],
      timeoutMs,
    );
    const links = await runFolioTimed(['broken-links', folder, '--format', 'json'], timeoutMs);
    const buildReport = jsonReport(build);
    const summary = buildReport?.['summary'] as { pages?: number; rendered?: number } | undefined;
    // Entries naming no file are left out, as the platform does: they are counted apart.
    const named = navigation?.pages ?? [];
    const navPages = named.filter((page) => pageHasFile(folder, page));
    const written = navPages.filter((page) => pageWritten(outDir, page)).length;
    const linkReport = jsonReport(links);
    const broken = (linkReport?.['summary'] as { brokenLinks?: number } | undefined)?.brokenLinks;
    const result: RepoResult = {
      repo: entry.repo,
      commit: entry.commit,
      format: navigation?.format ?? 'none',
      navigationPages: navPages.length,
      navigationEndpoints: navigation?.endpoints.length ?? 0,
      navigationPagesWritten: written,
      navigationPagesWithoutFile: named.length - navPages.length,
      folioPages: summary?.pages,
      rendered: summary?.rendered,
      validate: summarise(validate),
      build: summarise(build),
      brokenLinks: { ...summarise(links), broken },
    };
    result.failureKind = failureKind(result);
    return result;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The kind of a repository's first failure: build's first error, else validate's, else links'. */
function failureKind(result: RepoResult): string | undefined {
  if (result.build.exitCode !== 0)
    return kindOf(result.build.firstError ?? `exit ${result.build.exitCode}`);
  if (result.navigationPagesWritten < result.navigationPages)
    return 'missing-output: navigation pages not written';
  return undefined;
}

/** Writes the rows so far: a long run that is stopped keeps what it measured. */
async function saveResults(results: readonly RepoResult[]): Promise<void> {
  await mkdir(path.dirname(resultsFile), { recursive: true });
  const body = {
    date: new Date().toISOString(),
    node: process.version,
    memory: memorySource,
    timeoutSeconds: timeoutMs / 1000,
    results,
  };
  await writeFile(resultsFile, `${JSON.stringify(body, null, 2)}\n`);
}

const results: RepoResult[] = [];
for (const entry of repos) {
  process.stderr.write(`${entry.repo} ... `);
  const result = await runRepo(entry);
  if (result === undefined) {
    process.stderr.write('not present, skipped\n');
    continue;
  }
  results.push(result);
  await saveResults(results);
  process.stderr.write(
    `validate ${result.validate.exitCode}, build ${result.build.exitCode}, links ${result.brokenLinks.exitCode}\n`,
  );
}

if (results.length === 0) {
  console.error(`No repository of test/real-world/repos.json is present under ${root}.`);
  process.exit(1);
}
console.log(resultTable(results));
console.log('');
console.log(failureGroups(results));
console.log(`\nResults written to ${resultsFile}`);
