/**
 * Folio side by side with other docs generators on the same synthetic corpus, on this machine,
 * in one session: cold build time, peak memory of the largest single process, output size and
 * dev-server time to first page, plus the MDX floor (every page read and compiled once with
 * @mdx-js/mdx, GFM and frontmatter). The corpus generator, the floor and the pinned peer setups
 * (Docusaurus, VitePress, Starlight, Fumadocs, Nextra) live in a bench folder outside this
 * repository, named by FOLIO_PEERS_BENCH; the peers are installed into FOLIO_PEERS_WORK.
 *
 *   FOLIO_PEERS_BENCH=/path/to/bench FOLIO_PEERS_WORK=/path/to/scratch npm run bench:peers -- --setup
 *   npm run bench:peers -- --runs 3 --peers vitepress,starlight
 *   npm run bench:peers -- --report bench/results/peers-<date>.json   # the tables again
 *
 * The tools run interleaved round-robin (Folio, peer 1, …, floor, then Folio again), one warm-up
 * round and then `--runs` timed rounds, so a busy machine slows every tool alike and the ratios
 * stay fair. Every tool runs on the Node running this script. Prints medians (min–max) and each
 * tool's ratio to Folio; writes bench/results/peers-<date>.json (after every round).
 *
 * @module
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { folderSize } from './measure/folder-size.ts';
import { describeMachine } from './measure/machine.ts';
import { commandMemorySource } from './measure/run-command.ts';
import { userEnvironment } from './measure/run-process.ts';
import { summarize } from './measure/stats.ts';
import type { Summary } from './measure/stats.ts';
import {
  firstNavigationPage,
  floorTool,
  folioTool,
  peerOutputs,
  peerTool,
  toolVersions,
} from './peers/peer-tools.ts';
import type { Places, Tool } from './peers/peer-tools.ts';
import { peersMarkdown, peersReport } from './peers/peers-report.ts';
import type { ToolResult } from './peers/peers-report.ts';
import {
  copyCorpusForFolio,
  ensureCorpus,
  ensureFloor,
  peerReady,
  setUpPeer,
} from './peers/setup-peers.ts';

const usage = `Usage: FOLIO_PEERS_BENCH=<bench folder> FOLIO_PEERS_WORK=<scratch folder> npm run bench:peers -- [--setup] [--pages 1000] [--runs 3] [--peers ${Object.keys(peerOutputs).join(',')}] [--no-dev] | --report <results.json>`;
const { values } = parseArgs({
  options: {
    setup: { type: 'boolean', default: false },
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    peers: { type: 'string', default: Object.keys(peerOutputs).join(',') },
    'no-dev': { type: 'boolean', default: false },
    report: { type: 'string' },
  },
});
if (values.report !== undefined) {
  // Prints the tables again from a results file (after an interrupted run, or for the docs).
  const saved = JSON.parse(await readFile(values.report, 'utf8')) as {
    results: ToolResult[];
    firstPage: string;
  };
  console.log(`${peersReport(saved.results, saved.firstPage)}\n\n${peersMarkdown(saved.results)}`);
  process.exit(0);
}
const bench = process.env['FOLIO_PEERS_BENCH'];
const work = process.env['FOLIO_PEERS_WORK'];
const pages = Number(values.pages);
const runs = Number(values.runs);
const peerNames = values.peers.split(',').map((name) => name.trim());
const unknown = peerNames.filter((name) => !(name in peerOutputs));
if (!bench || !work || !Number.isInteger(pages) || !(runs >= 1) || unknown.length > 0) {
  console.error(unknown.length > 0 ? `Unknown peer: ${unknown.join(', ')}\n${usage}` : usage);
  process.exit(2);
}
const places: Places = {
  bench: path.resolve(bench),
  work: path.resolve(work),
  corpus: path.join(path.resolve(work), `corpus-${String(pages)}`),
};

// Every tool, peers' scripts included, runs on the Node running this benchmark.
const env = userEnvironment();
env['PATH'] = `${path.dirname(process.execPath)}${path.delimiter}${env['PATH'] ?? ''}`;

const machine = await describeMachine();
console.log(
  `${machine.cpu}, ${String(machine.cores)} cores, node ${machine.node}, load average ${machine.loadAverage.toFixed(2)}`,
);
console.log(`peak memory: ${commandMemorySource}`);

const setupErrors: Record<string, string> = {};
await ensureCorpus(places, pages, env);
if (values.setup) {
  const floorError = await ensureFloor(places, env);
  if (floorError !== undefined) setupErrors['mdx floor'] = floorError;
  for (const name of peerNames.filter((peer) => !peerReady(peer, places))) {
    console.log(`setting up ${name} (npm install; minutes)…`);
    const error = await setUpPeer(name, places, env);
    if (error !== undefined) setupErrors[name] = error;
  }
}
for (const name of peerNames.filter((peer) => !peerReady(peer, places))) {
  setupErrors[name] ??= `not set up in ${path.join(places.work, name)} (run with --setup)`;
}
for (const [name, error] of Object.entries(setupErrors)) console.log(`SKIPPED ${name}: ${error}`);
await copyCorpusForFolio(places);

const firstPage = await firstNavigationPage(places.corpus);
const tools: Tool[] = [
  folioTool(places, firstPage),
  ...peerNames.filter((name) => peerReady(name, places)).map((name) => peerTool(name, places)),
  ...(setupErrors['mdx floor'] === undefined ? [floorTool(places)] : []),
];
const samples = new Map(
  tools.map((tool) => [
    tool.name,
    {
      buildMs: [] as number[],
      rssKb: [] as number[],
      bytes: [] as number[],
      devS: [] as number[],
      floorMs: [] as number[],
      errors: [] as string[],
    },
  ]),
);

const resultsFile = path.join(
  fileURLToPath(new URL('results/', import.meta.url)),
  `peers-${new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z')}.json`,
);
const runLog: {
  round: number;
  tool: string;
  buildMs: number | undefined;
  maxRssKb: number | undefined;
  outputBytes: number | undefined;
  devFirstPageS: number | undefined;
  loadAverage: number;
}[] = [];
const versions = Object.fromEntries(
  await Promise.all(
    tools.map(async (tool) => [tool.name, await toolVersions(tool, places)] as const),
  ),
);

for (let round = 0; round <= runs; round++) {
  const label = round === 0 ? 'warm-up' : `round ${String(round)}/${String(runs)}`;
  for (const tool of tools) {
    const sample = samples.get(tool.name);
    if (sample === undefined) continue;
    const build = await tool.build(env);
    const outputBytes =
      build.exitCode === 0 && tool.outputDir !== ''
        ? (await folderSize(tool.outputDir)).bytes
        : undefined;
    let line = `${label} ${tool.name}: build ${(build.ms / 1000).toFixed(2)} s, ${String(Math.round((build.maxRssKb ?? 0) / 1024))} MB`;
    if (build.exitCode !== 0) {
      sample.errors.push(
        `${label} build exit ${String(build.exitCode)}: ${build.outputTail.slice(-600)}`,
      );
      line += ` FAILED (exit ${String(build.exitCode)})`;
    } else if (round > 0) {
      sample.buildMs.push(build.ms);
      if (build.maxRssKb !== undefined) sample.rssKb.push(build.maxRssKb);
      if (outputBytes !== undefined) sample.bytes.push(outputBytes);
      const floorMs = /"ms":(\d+)/.exec(build.outputTail)?.[1];
      if (floorMs !== undefined) sample.floorMs.push(Number(floorMs));
    }
    let devSeconds: number | undefined;
    if (tool.dev && !values['no-dev']) {
      const dev = await tool.dev(env, await freePort());
      devSeconds = dev.seconds;
      line += `; dev first page ${dev.seconds === undefined ? 'FAILED' : `${String(dev.seconds)} s`}`;
      if (dev.seconds === undefined) sample.errors.push(`${label} dev: ${dev.error ?? ''}`);
      else if (round > 0) sample.devS.push(dev.seconds);
    }
    const load = loadavg()[0] ?? 0;
    console.log(`${line} (load ${load.toFixed(2)})`);
    // Every run as taken, the warm-up included, so a run cut short still leaves its figures.
    runLog.push({
      round,
      tool: tool.name,
      buildMs: build.exitCode === 0 ? build.ms : undefined,
      maxRssKb: build.maxRssKb,
      outputBytes,
      devFirstPageS: devSeconds,
      loadAverage: load,
    });
    await writeResults();
  }
}

const results = await writeResults();
console.log(`\n${peersReport(results, firstPage)}\n\n${peersMarkdown(results)}`);
console.log(`\nResults written to ${path.relative(process.cwd(), resultsFile)}`);

async function writeResults(): Promise<ToolResult[]> {
  const summary = (values: number[]): Summary | undefined =>
    values.length > 0 ? summarize(values) : undefined;
  const results = tools.map((tool): ToolResult => {
    const sample = samples.get(tool.name);
    return {
      name: tool.name,
      versions: versions[tool.name] ?? [],
      buildMs: summary(sample?.buildMs ?? []),
      maxRssKb: summary(sample?.rssKb ?? []),
      outputBytes: summary(sample?.bytes ?? []),
      devFirstPageS: summary(sample?.devS ?? []),
      floorOwnMs: summary(sample?.floorMs ?? []),
      errors: sample?.errors ?? [],
    };
  });
  await mkdir(path.dirname(resultsFile), { recursive: true });
  const document = {
    date: new Date().toISOString(),
    machine,
    loadAverageAfter: loadavg()[0] ?? 0,
    memorySource: commandMemorySource,
    pages,
    timedRounds: runs,
    warmUpRounds: 1,
    firstPage,
    skipped: setupErrors,
    results,
    runLog,
  };
  await writeFile(resultsFile, `${JSON.stringify(document, null, 2)}\n`);
  return results;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}
