/**
 * The steps of the scale benchmark on one docs folder, each in fresh child processes of the real
 * CLI: `folio validate`, a cold `folio build`, `folio build` again after editing one page (the
 * cache kept), `folio dev` first page and one-page rebuild, and the size of the browser search
 * indexes the build wrote. Unlike measure-site.ts (generated sites, every step always), a step
 * can be left out, real sites build with `--keep-going` (a few pages of theirs fail), and there
 * is no MDX floor: at 20,000 pages it would add minutes and the floor is measured at 1,000.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { devFirstPage } from './dev-first-page.ts';
import { folderSize } from './folder-size.ts';
import type { FolderSize } from './folder-size.ts';
import { runFolio } from './run-process.ts';
import type { ProcessRun } from './run-process.ts';
import { searchIndexSizes } from './search-index-size.ts';
import type { SearchIndexSizes } from './search-index-size.ts';
import { summarize } from './stats.ts';
import type { Summary } from './stats.ts';

/** A docs folder to measure (a copy: the benchmark edits a page and writes `.folio` in it). */
export interface ScaleSite {
  label: string;
  root: string;
  /** Pages the navigation names. */
  pages: number;
  /** The page edited for the rebuilds: its file (relative to `root`) and its route. */
  edit: { file: string; route: string };
  /** Extra `folio build` arguments. */
  buildArgs: string[];
}

export const STEPS = ['validate', 'build', 'rebuild', 'dev', 'search'] as const;
export type Step = (typeof STEPS)[number];

export interface ProcessSummary {
  ms: Summary;
  cpuMs: Summary | undefined;
  maxRssKb: Summary | undefined;
  exitCodes: number[];
  /** The `N errors, N warnings` line the command printed last, if any. */
  outcome: string;
}

export interface ScaleMeasurements {
  /** `folio validate` on a fresh clone (no `.folio`): every distinct page text compiled. */
  validate?: ProcessSummary;
  /** `folio validate` again, nothing changed: every check from the cache. */
  validateWarm?: ProcessSummary;
  /** `folio validate` after one page was edited. */
  validateEdited?: ProcessSummary;
  build?: ProcessSummary & { output: FolderSize };
  rebuild?: ProcessSummary & {
    /** The rebuild's own time as `folio build` prints it (less Node's start-up). */
    reportedMs: Summary | undefined;
    /** Pages each rebuild took from the cache, as the build reports them. */
    reusedPages: number[];
  };
  dev?:
    { readyMs: Summary; firstPageMs: Summary; deepPageMs: Summary; rebuildMs: Summary } | 'failed';
  search?: SearchIndexSizes;
  /** Failed commands and their first lines of output. */
  problems: string[];
}

export interface ScaleOptions {
  runs: number;
  steps: ReadonlySet<Step>;
  outDir: string;
  log: (message: string) => void;
}

/** Runs the chosen `steps` on `site`, `runs` times each, in the order of STEPS. */
export async function measureScale(
  site: ScaleSite,
  options: ScaleOptions,
): Promise<ScaleMeasurements> {
  const { runs, steps, outDir, log } = options;
  const cacheDir = path.join(site.root, '.folio');
  const problems: string[] = [];
  const result: ScaleMeasurements = { problems };
  const run = async (label: string, args: string[]): Promise<ProcessRun> => {
    const done = await runFolio(args);
    const rss = done.maxRssKb === undefined ? '' : `, ${(done.maxRssKb / 1024).toFixed(0)} MB`;
    log(`${label}: ${(done.ms / 1000).toFixed(2)} s${rss}, exit ${String(done.exitCode)}`);
    if (done.exitCode !== 0 || done.stderr.trim() !== '') {
      const output = `${done.stdout}${done.stderr}`.trim().split('\n').slice(-20).join('\n');
      problems.push(`${label}: exit ${String(done.exitCode)}\n${output}`);
    }
    return done;
  };
  const buildArgs = ['build', site.root, '--out', outDir, ...site.buildArgs];
  const validateArgs = ['validate', site.root];
  let built = false;

  if (steps.has('validate')) {
    const runsDone: ProcessRun[] = [];
    for (let index = 1; index <= runs; index++) {
      await rm(cacheDir, { recursive: true, force: true });
      runsDone.push(await run(`validate ${String(index)}/${String(runs)}`, validateArgs));
    }
    result.validate = summarizeRuns(runsDone);
    const warm: ProcessRun[] = [];
    for (let index = 1; index <= runs; index++) {
      warm.push(await run(`warm validate ${String(index)}/${String(runs)}`, validateArgs));
    }
    result.validateWarm = summarizeRuns(warm);
    result.validateEdited = summarizeRuns(
      await withEditedPage(site, runs, (index) =>
        run(`validate, one page edited ${String(index)}/${String(runs)}`, validateArgs),
      ),
    );
  }

  if (steps.has('build')) {
    const runsDone: ProcessRun[] = [];
    for (let index = 1; index <= runs; index++) {
      await rm(outDir, { recursive: true, force: true });
      await rm(cacheDir, { recursive: true, force: true });
      runsDone.push(await run(`cold build ${String(index)}/${String(runs)}`, buildArgs));
    }
    // A build writes its output only when it succeeds (or, with --keep-going, leaves failed
    // pages out): a folder there means a site to rebuild and to weigh.
    built = existsSync(outDir);
    result.build = {
      ...summarizeRuns(runsDone),
      output: built ? await folderSize(outDir) : { bytes: 0, files: 0, linkedHtml: 0 },
    };
  }

  const needsOutput = steps.has('rebuild') || steps.has('search');
  if (needsOutput && !built) {
    await rm(cacheDir, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
    await run('build (untimed, for the later steps)', buildArgs);
    built = existsSync(outDir);
  }

  if (steps.has('rebuild') && built) {
    const reported: number[] = [];
    const reusedPages: number[] = [];
    const runsDone = await withEditedPage(site, runs, async (index) => {
      const done = await run(`one-page rebuild ${String(index)}/${String(runs)}`, buildArgs);
      const unchanged = /([\d,]+) pages? unchanged/.exec(done.stdout)?.[1];
      reusedPages.push(unchanged === undefined ? 0 : Number(unchanged.replaceAll(',', '')));
      const seconds = /\) in ([\d.]+) s:/.exec(done.stdout)?.[1];
      if (seconds !== undefined) reported.push(Number(seconds) * 1000);
      return done;
    });
    result.rebuild = {
      ...summarizeRuns(runsDone),
      reportedMs: reported.length > 0 ? summarize(reported) : undefined,
      reusedPages,
    };
  }

  if (steps.has('search') && built) result.search = await searchIndexSizes(outDir);

  if (steps.has('dev')) result.dev = await measureDev(site, runs, cacheDir, log, problems);
  return result;
}

/**
 * `runs` runs of `command`, each after a paragraph was added to the site's edited page; the page
 * is put back as it was afterwards.
 */
async function withEditedPage(
  site: ScaleSite,
  runs: number,
  command: (index: number) => Promise<ProcessRun>,
): Promise<ProcessRun[]> {
  const file = path.join(site.root, site.edit.file);
  const original = await readFile(file, 'utf8');
  const runsDone: ProcessRun[] = [];
  try {
    for (let index = 1; index <= runs; index++) {
      await appendFile(file, `\nEdit ${String(index)}: a paragraph added to time a rerun.\n`);
      runsDone.push(await command(index));
    }
  } finally {
    await writeFile(file, original);
  }
  return runsDone;
}

/** `folio dev` on a fresh clone (no `.folio`): first page, deep page, one-page rebuild. */
async function measureDev(
  site: ScaleSite,
  runs: number,
  cacheDir: string,
  log: (message: string) => void,
  problems: string[],
): Promise<NonNullable<ScaleMeasurements['dev']>> {
  const timings = [];
  for (let index = 1; index <= runs; index++) {
    await rm(cacheDir, { recursive: true, force: true });
    try {
      const timing = await devFirstPage(site.root, site.edit.route, site.edit.file);
      log(
        `dev ${String(index)}/${String(runs)}: first page ${(timing.firstPageMs / 1000).toFixed(2)} s, ${site.edit.route} ${(timing.deepPageMs / 1000).toFixed(2)} s, one-page rebuild ${timing.rebuildMs.toFixed(0)} ms`,
      );
      if (timing.statuses.some((status) => status !== 200)) {
        problems.push(
          `folio dev answered ${timing.statuses.join(' and ')} for / and ${site.edit.route}`,
        );
      }
      timings.push(timing);
    } catch (error) {
      problems.push(`folio dev: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (timings.length === 0) return 'failed';
  return {
    readyMs: summarize(timings.map((timing) => timing.readyMs)),
    firstPageMs: summarize(timings.map((timing) => timing.firstPageMs)),
    deepPageMs: summarize(timings.map((timing) => timing.deepPageMs)),
    rebuildMs: summarize(timings.map((timing) => timing.rebuildMs)),
  };
}

function summarizeRuns(runs: readonly ProcessRun[]): ProcessSummary {
  const defined = (values: (number | undefined)[]): Summary | undefined => {
    const known = values.filter((value) => value !== undefined);
    return known.length > 0 ? summarize(known) : undefined;
  };
  const last = runs.at(-1);
  const outcome = last ? (/\d[\d,]* errors?, \d[\d,]* warnings?/.exec(last.stdout)?.[0] ?? '') : '';
  return {
    ms: summarize(runs.map((done) => done.ms)),
    cpuMs: defined(runs.map((done) => done.cpuMs)),
    maxRssKb: defined(runs.map((done) => done.maxRssKb)),
    exitCodes: runs.map((done) => done.exitCode),
    outcome,
  };
}
