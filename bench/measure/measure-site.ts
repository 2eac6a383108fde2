/**
 * Every measurement of one generated site: cold builds, warm rebuilds after editing one page,
 * peak memory, output size, the `@mdx-js/mdx` compile floor and `folio dev` time to first page.
 * Each build is a fresh `folio build` process.
 *
 * @module
 */
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedSite } from '../generate-site.ts';
import { devCommandAvailable, devFirstPage } from './dev-first-page.ts';
import type { DevTiming } from './dev-first-page.ts';
import { folderSize } from './folder-size.ts';
import type { FolderSize } from './folder-size.ts';
import { runFolio, runNodeScript } from './run-process.ts';
import { sourceFingerprint } from './source-fingerprint.ts';
import type { ProcessRun } from './run-process.ts';
import { summarize } from './stats.ts';
import type { Summary } from './stats.ts';

export interface SiteMeasurements {
  pages: number;
  coldMs: Summary;
  /** User + system CPU time of the whole process, worker threads included. */
  coldCpuMs: Summary | undefined;
  coldMaxRssKb: Summary | undefined;
  warmMs: Summary | undefined;
  warmCpuMs: Summary | undefined;
  warmMaxRssKb: Summary | undefined;
  /** Pages each warm rebuild took from the cache, as the build reports them. */
  warmReusedPages: number[];
  /**
   * The warm rebuilds' own time as `folio build` prints it ("in 0.23 s"): the whole process
   * less Node's start-up and the loading of Folio's modules.
   */
  warmReportedMs: Summary | undefined;
  output: FolderSize;
  /** Size of `.folio` in the docs folder after a cold build, when Folio keeps one. */
  cacheBytes: number | undefined;
  mdxFloorMs: Summary | undefined;
  mdxFloorCpuMs: Summary | undefined;
  /** `not available` when the CLI has no `dev` command; `failed` when every run failed. */
  dev:
    | {
        readyMs: Summary;
        firstPageMs: Summary;
        deepPageMs: Summary;
        rebuildMs: Summary;
        /** First page of a restart: `.folio` kept from the previous run. */
        restartFirstPageMs: Summary;
      }
    | 'not available'
    | 'failed';
  /** Errors, crashes and warnings seen, as text. */
  problems: string[];
  /** Things that make the figures less comparable (Folio's sources edited mid-benchmark). */
  notes: string[];
}

export interface MeasureOptions {
  runs: number;
  /** Where to write the site; replaced before each cold build. */
  outDir: string;
  /** Called before each step, for progress output. */
  log: (message: string) => void;
}

const mdxFloorScript = fileURLToPath(new URL('../mdx-floor.ts', import.meta.url));

/** Measures `site` as described in the module comment. */
export async function measureSite(
  site: GeneratedSite,
  options: MeasureOptions,
): Promise<SiteMeasurements> {
  const { runs, outDir, log } = options;
  const problems: string[] = [];
  const notes: string[] = [];
  const cacheDir = path.join(site.root, '.folio');
  let fingerprint = await sourceFingerprint();
  /** Runs one build; `codeChanged` when src/ changed since the previous one. */
  const build = async (label: string): Promise<{ run: ProcessRun; codeChanged: boolean }> => {
    const now = await sourceFingerprint();
    const codeChanged = now !== fingerprint;
    fingerprint = now;
    const run = await runFolio(['build', site.root, '--out', outDir]);
    log(`${label}: ${(run.ms / 1000).toFixed(2)} s, exit ${String(run.exitCode)}`);
    reportProblems(label, run, problems);
    return { run, codeChanged };
  };

  const cold: ProcessRun[] = [];
  let cacheBytes: number | undefined;
  for (let run = 1; run <= runs; run++) {
    await rm(outDir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
    const label = `cold build ${String(run)}/${String(runs)}`;
    const { run: result, codeChanged } = await build(label);
    if (codeChanged) notes.push(`src/ changed before ${label}: it ran other Folio code`);
    cold.push(result);
    cacheBytes = await folderBytes(cacheDir);
  }
  const built = cold.every((run) => run.exitCode === 0);
  const output = built ? await folderSize(outDir) : { bytes: 0, files: 0, linkedHtml: 0 };

  const warm: ProcessRun[] = [];
  const warmReusedPages: number[] = [];
  const warmReportedMs: number[] = [];
  const edited = site.pages[Math.floor(site.pages.length / 2)] ?? site.pages[0];
  if (built && edited) {
    const file = path.join(site.root, edited.file);
    const original = await readFile(file, 'utf8');
    try {
      // A rebuild after src/ changed is not warm (the cache is keyed by Folio's code): it is
      // noted, left out, and run again, up to `runs` extra times.
      for (let attempt = 1; warm.length < runs && attempt <= runs * 2; attempt++) {
        await appendFile(
          file,
          `\nEdit ${String(attempt)}: a paragraph added to measure a rebuild.\n`,
        );
        const label = `warm rebuild ${String(attempt)} (${edited.file})`;
        const { run, codeChanged } = await build(label);
        if (codeChanged) {
          notes.push(`src/ changed before ${label}: the cache was dropped; run left out`);
          continue;
        }
        warm.push(run);
        // What the build itself reports ("…, 999 pages unchanged"): every page's file is linked
        // from the cache now, the edited one too, so counting links says nothing.
        const unchanged = /([\d,]+) pages? unchanged/.exec(run.stdout)?.[1];
        warmReusedPages.push(unchanged === undefined ? 0 : Number(unchanged.replaceAll(',', '')));
        const reported = /\) in ([\d.]+) s:/.exec(run.stdout)?.[1];
        if (reported !== undefined) warmReportedMs.push(Number(reported) * 1000);
      }
    } finally {
      await writeFile(file, original);
    }
  }

  const mdxFloor: number[] = [];
  const mdxFloorCpu: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await runNodeScript(mdxFloorScript, [site.root]);
    const { ms, cpuMs } = JSON.parse(result.stdout || '{}') as { ms?: number; cpuMs?: number };
    if (cpuMs !== undefined) mdxFloorCpu.push(cpuMs);
    log(
      `mdx compile floor ${String(run)}/${String(runs)}: ${ms === undefined ? 'failed' : `${(ms / 1000).toFixed(2)} s`}`,
    );
    if (ms === undefined) problems.push(`mdx-floor.ts failed:\n${result.stderr}`);
    else mdxFloor.push(ms);
  }

  return {
    pages: site.pages.length,
    coldMs: summarize(cold.map((run) => run.ms)),
    coldCpuMs: summarizeDefined(cold.map((run) => run.cpuMs)),
    coldMaxRssKb: summarizeDefined(cold.map((run) => run.maxRssKb)),
    warmMs: warm.length > 0 ? summarize(warm.map((run) => run.ms)) : undefined,
    warmCpuMs: summarizeDefined(warm.map((run) => run.cpuMs)),
    warmMaxRssKb: summarizeDefined(warm.map((run) => run.maxRssKb)),
    warmReusedPages,
    warmReportedMs: warmReportedMs.length > 0 ? summarize(warmReportedMs) : undefined,
    output,
    cacheBytes,
    mdxFloorMs: mdxFloor.length > 0 ? summarize(mdxFloor) : undefined,
    mdxFloorCpuMs: summarizeDefined(mdxFloorCpu),
    dev: await measureDev(site, runs, cacheDir, log, problems),
    problems,
    notes,
  };
}

async function measureDev(
  site: GeneratedSite,
  runs: number,
  cacheDir: string,
  log: (message: string) => void,
  problems: string[],
): Promise<SiteMeasurements['dev']> {
  if (!(await devCommandAvailable())) return 'not available';
  const deepPage = site.pages.at(-1);
  const deep = deepPage?.route ?? '/';
  const timings: DevTiming[] = [];
  const restarts: DevTiming[] = [];
  const file = deepPage?.file ?? 'index.mdx';
  for (let run = 1; run <= runs; run++) {
    // A first run on a fresh clone (no .folio), then a restart that finds the cache.
    await rm(cacheDir, { recursive: true, force: true });
    try {
      const timing = await devFirstPage(site.root, deep, file);
      const restart = await devFirstPage(site.root, deep, file);
      log(
        `dev ${String(run)}/${String(runs)}: first page ${(timing.firstPageMs / 1000).toFixed(2)} s (restart ${(restart.firstPageMs / 1000).toFixed(2)} s), one-page rebuild ${timing.rebuildMs.toFixed(0)} ms`,
      );
      for (const result of [timing, restart]) {
        if (result.statuses.some((status) => status !== 200)) {
          problems.push(`folio dev answered ${result.statuses.join(' and ')} for / and ${deep}`);
        }
      }
      timings.push(timing);
      restarts.push(restart);
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
    restartFirstPageMs: summarize(restarts.map((timing) => timing.firstPageMs)),
  };
}

/** Records a failed build, a crash, or any diagnostics Folio printed. */
function reportProblems(label: string, run: ProcessRun, problems: string[]): void {
  const summary = /(\d+) errors?, (\d+) warnings?/.exec(run.stdout);
  const clean = run.exitCode === 0 && summary?.[1] === '0' && summary[2] === '0';
  if (clean && run.stderr.trim() === '') return;
  const output = `${run.stdout}${run.stderr}`.trim().split('\n').slice(0, 40).join('\n');
  problems.push(`${label}: exit ${String(run.exitCode)}\n${output}`);
}

function summarizeDefined(values: readonly (number | undefined)[]): Summary | undefined {
  const defined = values.filter((value) => value !== undefined);
  return defined.length > 0 ? summarize(defined) : undefined;
}

async function folderBytes(folder: string): Promise<number | undefined> {
  try {
    return (await folderSize(folder)).bytes;
  } catch {
    return undefined;
  }
}
