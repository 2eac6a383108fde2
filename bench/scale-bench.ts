/**
 * `npm run bench:scale`: Folio at the scale of issue 23, on the largest real docs.json site of
 * the corpus (crewAI, about 23,000 navigation pages in 4 languages) and a 10,000-page generated
 * site. For each: `folio validate` time and peak RSS (on a fresh clone, again unchanged, and after
 * editing one page), cold build time and peak RSS, output size, `folio build` again after editing
 * one page, `folio dev` first page and one-page rebuild, and the
 * gzipped browser search index a reader downloads before the first result, each beside its
 * target. Every figure comes from fresh child processes of the real CLI (bench/measure/).
 *
 *   npm run bench:scale                                  # both sites
 *   npm run bench:scale -- --site synthetic --runs 3
 *   npm run bench:scale -- --site real --only validate,search
 *
 * The real site is found through FOLIO_REAL_WORLD (see test/real-world/SOURCES.md) and skipped
 * with a message when it is not there; it is copied to a scratch folder first, since the
 * benchmark edits a page and writes a cache beside the pages. Results go to
 * bench/results/scale-<date>.json.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateSite } from './generate-site.ts';
import { describeMachine } from './measure/machine.ts';
import { memorySource } from './measure/run-process.ts';
import { scaleReport, TARGETS } from './measure/scale-report.ts';
import { measureScale, STEPS } from './measure/scale-steps.ts';
import type { ScaleMeasurements, ScaleSite, Step } from './measure/scale-steps.ts';
import { formatBytes, formatCount, formatMs } from './measure/stats.ts';
import { navigationPages } from './real-world/navigation-pages.ts';

/** The real site: the largest docs.json repository of the corpus. */
const REAL_REPO = 'crewAIInc/crewAI';

const usage =
  'Usage: node bench/scale-bench.ts [--site real|synthetic|all] [--runs N] [--pages 10000]\n' +
  `       [--only ${STEPS.join(',')}] [--keep]`;
const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'all' },
    runs: { type: 'string' },
    pages: { type: 'string', default: '10000' },
    only: { type: 'string', default: STEPS.join(',') },
    keep: { type: 'boolean', default: false },
  },
});
const steps = new Set(values.only.split(',').map((step) => step.trim()));
const unknownStep = [...steps].find((step) => !(STEPS as readonly string[]).includes(step));
const pages = Number(values.pages);
const runsGiven = values.runs === undefined ? undefined : Number(values.runs);
if (
  !['real', 'synthetic', 'all'].includes(values.site) ||
  unknownStep !== undefined ||
  !Number.isInteger(pages) ||
  pages < 1 ||
  (runsGiven !== undefined && !(Number.isInteger(runsGiven) && runsGiven >= 1))
) {
  if (unknownStep !== undefined) console.error(`Unknown step "${unknownStep}".`);
  console.error(usage);
  process.exit(2);
}

const machine = await describeMachine();
console.log(
  `${machine.cpu}, ${String(machine.cores)} cores, ${formatBytes(machine.memoryBytes)} memory, node ${machine.node}, ${machine.platform}, load average ${machine.loadAverage.toFixed(2)} at start`,
);
console.log(`peak memory and CPU time: ${memorySource}\n`);

interface SiteResult {
  label: string;
  source: Record<string, unknown>;
  runs: number;
  skipped?: string;
  measurements?: ScaleMeasurements;
  loadAverageAfter?: number;
}
const results: SiteResult[] = [];

if (values.site !== 'real') {
  const runs = runsGiven ?? 3;
  const label = `synthetic, ${formatCount(pages)} pages`;
  await withWorkspace('synthetic', async (workspace) => {
    const started = performance.now();
    const generated = await generateSite(path.join(workspace, 'docs'), { pages, seed: 1 });
    console.log(
      `${label}: generated (seed 1, ${formatBytes(generated.bytes)}) in ${formatMs(performance.now() - started)}`,
    );
    const edited = generated.pages[Math.floor(generated.pages.length / 2)] ?? generated.pages[0];
    if (!edited) throw new Error('the generated site has no page');
    const site: ScaleSite = {
      label,
      root: generated.root,
      pages: generated.pages.length,
      edit: { file: edited.file, route: edited.route },
      buildArgs: [],
    };
    results.push(
      await measure(site, workspace, runs, { generator: 'bench/generate-site.ts', seed: 1 }),
    );
  });
}

if (values.site !== 'synthetic') {
  const runs = runsGiven ?? 1;
  const found = realSite();
  if (typeof found === 'string') {
    console.log(`${REAL_REPO}: skipped. ${found}\n`);
    results.push({ label: REAL_REPO, source: { repo: REAL_REPO }, runs, skipped: found });
  } else {
    await withWorkspace('real', async (workspace) => {
      const root = path.join(workspace, 'docs');
      const started = performance.now();
      // Not .folio (a cache of earlier runs) nor a built site: the copy must be a fresh clone.
      await cp(found.docs, root, {
        recursive: true,
        filter: (source) => !/[\\/](\.folio|dist|node_modules)$/.test(source),
      });
      console.log(`${REAL_REPO}: docs copied in ${formatMs(performance.now() - started)}`);
      const navigation = navigationPages(root);
      const named = navigation?.pages ?? [];
      const edit = editablePage(root, named);
      if (!edit) throw new Error(`${REAL_REPO}: no navigation page with a file to edit`);
      const site: ScaleSite = {
        label: `${REAL_REPO} (${formatCount(named.length)} navigation pages)`,
        root,
        pages: named.length,
        edit,
        buildArgs: ['--keep-going'],
      };
      results.push(await measure(site, workspace, runs, found.source));
    });
  }
}

const resultsDir = fileURLToPath(new URL('results/', import.meta.url));
await mkdir(resultsDir, { recursive: true });
const stamp = new Date()
  .toISOString()
  .replaceAll(':', '-')
  .replace(/\.\d+Z$/, 'Z');
const resultsFile = path.join(resultsDir, `scale-${stamp}.json`);
await writeFile(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), machine, memorySource, targets: TARGETS, steps: [...steps], results }, null, 2)}\n`,
);
console.log(`Results written to ${path.relative(process.cwd(), resultsFile)}`);

async function measure(
  site: ScaleSite,
  workspace: string,
  runs: number,
  source: Record<string, unknown>,
): Promise<SiteResult> {
  console.log(
    `${site.label}: ${String(runs)} run(s) of ${[...steps].join(', ')}; edited page ${site.edit.file}`,
  );
  const measurements = await measureScale(site, {
    runs,
    steps: steps as Set<Step>,
    outDir: path.join(workspace, 'out'),
    log: (message) => {
      console.log(`  ${message}`);
    },
  });
  const loadAverageAfter = loadavg()[0] ?? 0;
  console.log(`\n${site.label}\n${scaleReport(measurements)}`);
  console.log(`load average (1 min) after: ${loadAverageAfter.toFixed(2)}`);
  if (measurements.problems.length > 0) {
    console.log(
      `\nPROBLEMS (${String(measurements.problems.length)}):\n${measurements.problems.join('\n')}`,
    );
  }
  console.log('');
  return { label: site.label, source, runs, measurements, loadAverageAfter };
}

async function withWorkspace(
  name: string,
  task: (workspace: string) => Promise<void>,
): Promise<void> {
  const workspace = await mkdtemp(path.join(tmpdir(), `folio-scale-${name}-`));
  try {
    await task(workspace);
  } finally {
    if (values.keep) console.log(`kept ${workspace}`);
    else await rm(workspace, { recursive: true, force: true });
  }
}

/** The real site's docs folder and where it comes from, or why it cannot be measured. */
function realSite(): { docs: string; source: Record<string, unknown> } | string {
  const root = process.env['FOLIO_REAL_WORLD'];
  if (root === undefined || root === '') {
    return 'Set FOLIO_REAL_WORLD to the folder of the real-world repositories (test/real-world/SOURCES.md).';
  }
  const pinned = (
    JSON.parse(readFileSync(new URL('../test/real-world/repos.json', import.meta.url), 'utf8')) as {
      repo: string;
      commit: string;
      docs: string;
    }[]
  ).find((entry) => entry.repo === REAL_REPO);
  if (!pinned) return `${REAL_REPO} is not in test/real-world/repos.json.`;
  const checkout = path.join(root, REAL_REPO.replace('/', '+'));
  const docs = path.join(checkout, pinned.docs);
  if (!existsSync(path.join(docs, 'docs.json'))) {
    return `${docs}/docs.json is missing: bring it in with FOLIO_REAL_WORLD=${root} node scripts/real-world-fetch.ts ${REAL_REPO}.`;
  }
  let commit: string | undefined;
  try {
    commit = execFileSync('git', ['-C', checkout, 'rev-parse', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    commit = undefined;
  }
  if (commit !== pinned.commit) {
    console.log(
      `${REAL_REPO}: checked out at ${commit ?? 'an unknown commit'}, pinned at ${pinned.commit}`,
    );
  }
  return {
    docs,
    source: { repo: REAL_REPO, pinned: pinned.commit, checkedOut: commit, docs: pinned.docs },
  };
}

/** A navigation page near the middle of the list with a page file: the one the rebuilds edit. */
function editablePage(root: string, named: readonly string[]): ScaleSite['edit'] | undefined {
  const middle = Math.floor(named.length / 2);
  const order = [...named.slice(middle), ...named.slice(0, middle)];
  for (const page of order) {
    for (const extension of ['.mdx', '.md']) {
      if (existsSync(path.join(root, `${page}${extension}`)) && !page.endsWith('index')) {
        return { file: `${page}${extension}`, route: `/${page}` };
      }
    }
  }
  return undefined;
}
