/**
 * What building hosted projects in a process of their own costs: a deployment of Folio's own
 * docs (`docs/`) and of a generated 1,000-page site, built the way the server builds it now (an
 * isolated build process, `IsolatedBuilds.deploy`: a new process, and a spare one started and
 * warmed up ahead, as `FOLIO_BUILD_SPARES` has the server do) and the way it did before
 * (`buildSite` in the server's process, its modules and assets already loaded), with the same
 * options and the same kind of cache folder. A spare is given time to warm up before the next
 * build (a project's builds are seconds apart at least). Runs are interleaved (the order alternates), each mode's median is
 * reported, with the build cache cold (emptied before the build, but for the caches that do
 * not depend on the project: Node's compile cache of the isolated build and the regex
 * translations, which a project's first build fills once, as `folio build` keeps them in the
 * system temp folder) and warm (nothing changed since the last build).
 *
 *   npm run bench:hosted                          # docs/ and 1,000 pages, 5 runs each
 *   npm run bench:hosted -- --runs 3 --pages 500
 *
 * Prints a table per site and writes the samples to bench/results/hosted-build-<date>.json.
 *
 * @module
 */
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import module from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSite } from '../src/site/index.ts';
import { DEFAULT_BUILD_LIMITS } from '../src/server/deploy/build-limits.ts';
import { IsolatedBuilds } from '../src/server/deploy/isolated-build.ts';
import { generateSite } from './generate-site.ts';
import { describeMachine } from './measure/machine.ts';
import { formatMs, formatRatio, summarize, table } from './measure/stats.ts';
import type { Summary } from './measure/stats.ts';

// As `folio serve` does (src/cli/main.ts): production React, Node's compile cache.
process.env['NODE_ENV'] ??= 'production';
module.enableCompileCache();

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '1000' },
  },
});
const runs = Number(values.runs);
const pages = Number(values.pages);
if (!(runs >= 1) || !Number.isInteger(pages) || pages < 1) {
  console.error('Usage: node bench/hosted-build-bench.ts [--runs 5] [--pages 1000]');
  process.exit(2);
}

type Mode = 'in process' | 'isolated' | 'spare';
type CacheState = 'cold' | 'warm';
const MODES: Mode[] = ['in process', 'isolated', 'spare'];

const machine = await describeMachine();
console.log(
  `${machine.cpu}, ${String(machine.cores)} cores, node ${machine.node}, load average ${machine.loadAverage.toFixed(2)}\n`,
);

const workspace = await mkdtemp(path.join(tmpdir(), 'folio-hosted-bench-'));
const results: Record<string, Record<CacheState, Record<Mode, Summary>>> = {};
try {
  const docs = path.join(workspace, 'folio-docs');
  await cp(fileURLToPath(new URL('../docs', import.meta.url)), docs, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.folio`),
  });
  const generated = await generateSite(path.join(workspace, 'generated'), { pages, seed: 1 });
  const sites = [
    { name: "Folio's docs", root: docs },
    { name: `${String(pages)} generated pages`, root: generated.root },
  ];
  for (const [index, site] of sites.entries()) {
    const result = await measure(site.root, path.join(workspace, `data-${String(index)}`));
    results[site.name] = result;
    console.log(report(site.name, result));
  }
  const folder = fileURLToPath(new URL('results/', import.meta.url));
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `hosted-build-${new Date().toISOString().slice(0, 10)}.json`);
  await writeFile(file, `${JSON.stringify({ machine, runs, pages, results }, null, 2)}\n`);
  console.log(`Samples written to ${path.relative(process.cwd(), file)}`);
} finally {
  await rm(workspace, { recursive: true, force: true });
}

/** Interleaved cold and warm builds of `root` in both modes. */
async function measure(
  root: string,
  dataDir: string,
): Promise<Record<CacheState, Record<Mode, Summary>>> {
  const builds = new IsolatedBuilds({ dataDir, limits: DEFAULT_BUILD_LIMITS });
  const spares = new IsolatedBuilds({ dataDir, limits: DEFAULT_BUILD_LIMITS, spares: 1 });
  const cacheOf: Record<Mode, string> = {
    'in process': path.join(dataDir, 'in-process-cache'),
    isolated: path.join(dataDir, 'cache', 'projects', 'bench'),
    spare: path.join(dataDir, 'cache', 'projects', 'bench-spare'),
  };
  let deployment = 0;
  const build = async (mode: Mode): Promise<number> => {
    const outDir = path.join(dataDir, 'sites', `${mode.replace(' ', '-')}-${String(deployment++)}`);
    const started = performance.now();
    if (mode !== 'in process') {
      const result =
        mode === 'spare'
          ? await spares.deploy('bench-spare', root, outDir)
          : await builds.deploy('bench', root, outDir);
      if (!result.written) throw new Error(`The isolated build failed: ${errorsOf(result)}`);
    } else {
      const result = await buildSite(root, {
        outDir,
        cacheDir: cacheOf[mode],
        assistantCorpus: true,
        assistant: { hosted: true },
      });
      if (!result.written) throw new Error(`The build failed: ${errorsOf(result)}`);
    }
    const ms = performance.now() - started;
    await rm(outDir, { recursive: true, force: true });
    if (mode === 'spare' && !(await spares.spareWarmed('bench-spare'))) {
      throw new Error('The spare build process did not warm up.');
    }
    return ms;
  };
  /** Empties a mode's build cache; the compile cache and regex translations stay (see above). */
  const emptyCache = async (mode: Mode): Promise<void> => {
    const folder = cacheOf[mode];
    const names = await readdir(folder).catch(() => []);
    await Promise.all(
      names
        .filter((name) => name !== 'compile' && !/^regex-.*\.json$/.test(name))
        .map((name) => rm(path.join(folder, name), { recursive: true, force: true })),
    );
  };
  // One build of each first: loads this process's modules, fills the compile caches.
  for (const mode of MODES) await build(mode);
  const samples: Record<CacheState, Record<Mode, number[]>> = {
    cold: { 'in process': [], isolated: [], spare: [] },
    warm: { 'in process': [], isolated: [], spare: [] },
  };
  for (let run = 0; run < runs; run++) {
    // Each mode comes first, second and last in turn.
    const order = MODES.map((_, index) => MODES[(index + run) % MODES.length] as Mode);
    for (const mode of order) {
      await emptyCache(mode);
      samples.cold[mode].push(await build(mode));
      samples.warm[mode].push(await build(mode));
    }
  }
  await spares.close();
  const summaries = (state: CacheState) => ({
    'in process': summarize(samples[state]['in process']),
    isolated: summarize(samples[state].isolated),
    spare: summarize(samples[state].spare),
  });
  return { cold: summaries('cold'), warm: summaries('warm') };
}

function errorsOf(result: { diagnostics: { severity: string; message: string }[] }): string {
  return result.diagnostics
    .filter((item) => item.severity === 'error')
    .slice(0, 3)
    .map((item) => item.message)
    .join('; ');
}

function report(name: string, result: Record<CacheState, Record<Mode, Summary>>): string {
  const rows = [['', 'in process', 'isolated', 'ratio', 'spare', 'ratio', 'spare min–max']];
  for (const state of ['cold', 'warm'] as const) {
    const { 'in process': inProcess, isolated, spare } = result[state];
    rows.push([
      `${state} cache`,
      formatMs(inProcess.median),
      formatMs(isolated.median),
      formatRatio(isolated.median / inProcess.median),
      formatMs(spare.median),
      formatRatio(spare.median / inProcess.median),
      `${formatMs(spare.min)}–${formatMs(spare.max)}`,
    ]);
  }
  return `${name} (medians of ${String(runs)} interleaved runs)\n${table(rows)}\n`;
}
