/**
 * Benchmarks `folio build` on generated sites of realistic pages (see generate-site.ts): cold
 * builds, warm rebuilds after editing one page, peak memory, output size, `folio dev` time to
 * first page, and the floor of compiling every page once with `@mdx-js/mdx`. Every build is a
 * fresh `folio build` process (`src/cli/folio.ts`) with `NODE_ENV` unset, as a user runs it.
 *
 *   npm run bench:build                                   # 1,000 pages, 5 runs
 *   npm run bench:build -- --pages 1000,10000 --runs 3
 *   npm run bench:build -- --seed 7 --keep                # keep the generated folders
 *
 * Prints a table per site size (median, min and max of the runs) and writes everything to
 * bench/results/build-<date>.json. Reference figures for 1,000 pages on a 2-core machine come
 * from other docs generators, for orientation only (they were not measured here).
 *
 * @module
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateSite } from './generate-site.ts';
import { describeMachine } from './measure/machine.ts';
import type { Machine } from './measure/machine.ts';
import { measureSite } from './measure/measure-site.ts';
import type { SiteMeasurements } from './measure/measure-site.ts';
import { memorySource } from './measure/run-process.ts';
import type { Summary } from './measure/stats.ts';
import {
  formatBytes,
  formatCount,
  formatKb,
  formatMs,
  formatRatio,
  table,
} from './measure/stats.ts';

/** Cold build of 1,000 pages on a 2-core machine, in seconds. */
const referenceBuildSeconds = { Docusaurus: 31, VitePress: 50, Starlight: 62 };
/** Output size per 1,000 pages, in MB. */
const referenceOutputMb = { Docusaurus: 100, Starlight: 227, VitePress: 487 };

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    seed: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
  },
});
const sizes = values.pages.split(',').map((size) => Number(size.trim()));
const runs = Number(values.runs);
const seed = Number(values.seed);
if (sizes.some((size) => !Number.isInteger(size) || size < 1) || !(runs >= 1)) {
  console.error(
    'Usage: node bench/build-bench.ts [--pages 1000,10000] [--runs 5] [--seed 1] [--keep]',
  );
  process.exit(2);
}

const machine = await describeMachine();
console.log(machineLine(machine));
console.log(`peak memory and CPU time: ${memorySource}\n`);

const results: (SiteMeasurements & {
  seed: number;
  sourceBytes: number;
  loadAverageAfter: number;
})[] = [];
for (const size of sizes) {
  const workspace = await mkdtemp(path.join(tmpdir(), `folio-build-bench-${String(size)}-`));
  try {
    const generated = performance.now();
    const site = await generateSite(path.join(workspace, 'docs'), { pages: size, seed });
    console.log(
      `Generated ${formatCount(size)} pages (seed ${String(seed)}, ${formatBytes(site.bytes)}) in ${formatMs(performance.now() - generated)} at ${site.root}`,
    );
    const measured = await measureSite(site, {
      runs,
      outDir: path.join(workspace, 'out'),
      log: (message) => {
        console.log(`  ${message}`);
      },
    });
    results.push({
      ...measured,
      seed,
      sourceBytes: site.bytes,
      loadAverageAfter: loadavg()[0] ?? 0,
    });
    console.log(`\n${report(measured)}\n`);
  } finally {
    if (values.keep) console.log(`kept ${workspace}`);
    else await rm(workspace, { recursive: true, force: true });
  }
}

const resultsDir = fileURLToPath(new URL('results/', import.meta.url));
await mkdir(resultsDir, { recursive: true });
const timestamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z');
const resultsFile = path.join(resultsDir, `build-${timestamp}.json`);
await writeFile(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), machine, runs, memorySource, references: { referenceBuildSeconds, referenceOutputMb }, results }, null, 2)}\n`,
);
console.log(`Results written to ${path.relative(process.cwd(), resultsFile)}`);

function machineLine(info: Machine): string {
  return `${info.cpu}, ${String(info.cores)} cores, ${formatBytes(info.memoryBytes)} memory, node ${info.node}, ${info.platform}, load average ${info.loadAverage.toFixed(2)}`;
}

/** The table and the comparisons for one site size. */
function report(result: SiteMeasurements): string {
  const row = (label: string, summary: Summary | undefined, format: (n: number) => string) =>
    summary
      ? [label, format(summary.median), format(summary.min), format(summary.max)]
      : [label, 'n/a', '', ''];
  const perThousand = (result.output.bytes * 1000) / result.pages;
  const reused = result.warmReusedPages.map(String).join(', ') || 'none';
  const rows: string[][] = [
    [`${formatCount(result.pages)} pages, ${plural(runs, 'run')}`, 'median', 'min', 'max'],
    row('cold build (no dist, no .folio)', result.coldMs, formatMs),
    row('  CPU time (user + sys)', result.coldCpuMs, formatMs),
    row('warm rebuild (1 page edited)', result.warmMs, formatMs),
    row('  as the build reports it', result.warmReportedMs, formatMs),
    row('  CPU time (user + sys)', result.warmCpuMs, formatMs),
    row('peak RSS, cold build', result.coldMaxRssKb, formatKb),
    row('peak RSS, warm rebuild', result.warmMaxRssKb, formatKb),
    row('MDX compile floor (@mdx-js/mdx)', result.mdxFloorMs, formatMs),
    row('  CPU time (user + sys)', result.mdxFloorCpuMs, formatMs),
  ];
  if (result.dev === 'not available' || result.dev === 'failed') {
    rows.push([`dev: ${result.dev}`, '', '', '']);
  } else {
    rows.push(row('dev: URL printed', result.dev.readyMs, formatMs));
    rows.push(row('dev: first page (/) body, first run', result.dev.firstPageMs, formatMs));
    rows.push(row('dev: first page (/) body, restart', result.dev.restartFirstPageMs, formatMs));
    rows.push(row('dev: then a deep page body', result.dev.deepPageMs, formatMs));
    rows.push(row('dev: one-page rebuild (save → page served)', result.dev.rebuildMs, formatMs));
  }
  const lines = [
    table(rows),
    '',
    `output: ${formatBytes(result.output.bytes)} in ${formatCount(result.output.files)} files, ${formatBytes(perThousand)} per 1,000 pages`,
    `build cache (.folio) after a cold build: ${result.cacheBytes === undefined ? 'none' : formatBytes(result.cacheBytes)}`,
    `pages taken from the cache by each warm rebuild: ${reused} (of ${formatCount(result.pages)})`,
    '',
    ...comparisons(result, perThousand),
  ];
  lines.push(`load average (1 min) after these runs: ${(loadavg()[0] ?? 0).toFixed(2)}`);
  if (result.notes.length > 0) lines.push('', 'NOTES:', ...result.notes);
  if (result.problems.length > 0) {
    lines.push('', `PROBLEMS (${String(result.problems.length)}):`, ...result.problems);
  }
  return lines.join('\n');
}

function plural(count: number, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

/** Ratios to the floor and to the reference figures (below 1× = faster or smaller than it). */
function comparisons(result: SiteMeasurements, perThousand: number): string[] {
  const cold = result.coldMs.median;
  const lines = ['ratios (Folio ÷ other; below 1× means faster or smaller):'];
  if (result.mdxFloorMs) {
    lines.push(
      `  cold build ÷ MDX compile floor (measured): ${formatRatio(cold / result.mdxFloorMs.median)}`,
    );
  }
  if (result.coldCpuMs && result.mdxFloorCpuMs) {
    const ratio = result.coldCpuMs.median / result.mdxFloorCpuMs.median;
    lines.push(`  CPU time of the cold build ÷ CPU time of the floor: ${formatRatio(ratio)}`);
  }
  if (result.pages === 1000) {
    for (const [name, seconds] of Object.entries(referenceBuildSeconds)) {
      lines.push(
        `  cold build ÷ ${name} (${String(seconds)} s, reference): ${formatRatio(cold / 1000 / seconds)}`,
      );
    }
  } else {
    lines.push('  build-time references are for 1,000 pages: run with --pages 1000 to compare');
  }
  for (const [name, megabytes] of Object.entries(referenceOutputMb)) {
    const ratio = perThousand / 1024 / 1024 / megabytes;
    lines.push(
      `  output per 1,000 pages ÷ ${name} (${String(megabytes)} MB, reference): ${formatRatio(ratio)}`,
    );
  }
  return lines;
}
