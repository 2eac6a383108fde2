/**
 * `npm run bench:assistant`: the documentation assistant's figures.
 *
 * 1. Retrieval recall@5 on questions written against Folio's own docs and a real docs folder
 *    (bench/assistant/questions.ts): each site built for real, a hit when a page that answers
 *    the question is among the first five passages; with recall@1 and the mean reciprocal rank
 *    over the first five (MRR). Misses are listed.
 * 2. Latency of `SiteCorpus.search` (median, p95) on Folio's docs and on a generated site of
 *    `--pages` pages, with `--questions` questions made from the sites' headings.
 * 3. Time to first byte and to `[DONE]` of `POST /v1/assistant/{domain}/message` with the
 *    embedded answerer on the generated site: the real server, `--requests` sequential requests.
 *
 *   npm run bench:assistant
 *   npm run bench:assistant -- --pages 1000 --questions 300 --requests 300 --skip-server
 *
 * A docs folder that does not build stops the benchmark with its errors. Exits 1 when a target
 * is missed (recall ≥ 0.9, search p95 < 5 ms, TTFB p95 < 50 ms).
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureAnswerLatency } from './assistant/answer-latency.ts';
import { buildCorpus } from './assistant/build-corpus.ts';
import type { BuiltCorpus } from './assistant/build-corpus.ts';
import { measureLatency, siteQuestions } from './assistant/latency.ts';
import type { LatencyResult } from './assistant/latency.ts';
import { QUESTION_SITES } from './assistant/questions.ts';
import { formatRecall, measureRecall, RECALL_AT } from './assistant/recall.ts';
import { generateSite } from './generate-site.ts';
import { describeMachine } from './measure/machine.ts';
import { formatBytes, formatCount, table } from './measure/stats.ts';

const TARGET_RECALL = 0.9;
const TARGET_SEARCH_P95_MS = 5;
const TARGET_TTFB_P95_MS = 50;

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    questions: { type: 'string', default: '300' },
    requests: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    'skip-server': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const pages = Number(values.pages);
const questionCount = Number(values.questions);
const requests = Number(values.requests);
const seed = Number(values.seed);
if (
  ![pages, questionCount, requests, seed].every((value) => Number.isInteger(value) && value > 0)
) {
  console.error(
    'Usage: node bench/assistant-bench.ts [--pages 1000] [--questions 300] [--requests 300] [--seed 1] [--skip-server] [--keep]',
  );
  process.exit(2);
}

const machine = await describeMachine();
console.log(
  `${machine.cpu}, ${String(machine.cores)} cores, ${formatBytes(machine.memoryBytes)} memory, node ${machine.node}, ${machine.platform}, load average ${machine.loadAverage.toFixed(2)}\n`,
);

const workspace = await mkdtemp(path.join(tmpdir(), 'folio-assistant-bench-'));
const failures: string[] = [];
try {
  // 1. Recall.
  console.log(
    `Retrieval recall@${String(RECALL_AT)} (strict: the pages written with the questions only)`,
  );
  const built = new Map<string, BuiltCorpus>();
  let hits = 0;
  let strict = 0;
  let first = 0;
  let reciprocalRanks = 0;
  let total = 0;
  const missLines: string[] = [];
  for (const site of QUESTION_SITES) {
    const corpus = await buildCorpus(
      site.root,
      path.join(workspace, `recall-${String(built.size)}`),
    );
    built.set(site.name, corpus);
    const result = measureRecall(corpus.corpus, site.questions);
    hits += result.hits;
    strict += result.strict;
    first += result.first;
    reciprocalRanks += result.reciprocalRanks;
    total += result.total;
    console.log(
      `  ${site.name.padEnd(14)} ${formatRecall(result.hits, result.total)}  strict ${formatRecall(result.strict, result.total)}  @1 ${formatRecall(result.first, result.total)}  MRR ${(result.reciprocalRanks / result.total).toFixed(3)}  (${formatCount(corpus.pages)} pages, ${formatCount(corpus.corpus.records)} records)`,
    );
    for (const miss of result.misses) {
      missLines.push(
        `  [${site.name}] ${miss.question}\n    expected ${miss.expected.join(' | ')}\n    got      ${miss.got.join(', ') || '(nothing)'}`,
      );
    }
  }
  console.log(
    `  ${'overall'.padEnd(14)} ${formatRecall(hits, total)}  strict ${formatRecall(strict, total)}  @1 ${formatRecall(first, total)}  MRR ${(reciprocalRanks / total).toFixed(3)}`,
  );
  if (missLines.length > 0) console.log(`Misses:\n${missLines.join('\n')}`);
  if (hits / total < TARGET_RECALL) {
    failures.push(`recall ${(hits / total).toFixed(3)} < ${String(TARGET_RECALL)}`);
  }

  // 2. Search latency.
  const generatedRoot = path.join(workspace, 'generated-docs');
  await generateSite(generatedRoot, { pages, seed });
  const generated = await buildCorpus(generatedRoot, path.join(workspace, 'generated'));
  const folio = built.get(QUESTION_SITES[0]?.name ?? '');
  const latencyRows: string[][] = [
    ['SiteCorpus.search, page size 5', 'questions', 'median', 'p95', 'max'],
  ];
  const latencies: [string, BuiltCorpus][] = [
    ...(folio
      ? [[`Folio's docs (${formatCount(folio.pages)} pages)`, folio] as [string, BuiltCorpus]]
      : []),
    [`generated (${formatCount(generated.pages)} pages)`, generated],
  ];
  for (const [label, site] of latencies) {
    const questions = await siteQuestions(site.outDir, questionCount, seed);
    const result = measureLatency(site.corpus, questions);
    latencyRows.push(latencyRow(label, result));
    if (result.p95Ms >= TARGET_SEARCH_P95_MS) {
      failures.push(
        `search p95 ${result.p95Ms.toFixed(2)} ms on ${label} ≥ ${String(TARGET_SEARCH_P95_MS)} ms`,
      );
    }
  }
  console.log(`\n${table(latencyRows)}`);

  // 3. The answer stream over HTTP.
  if (!values['skip-server']) {
    const questions = await siteQuestions(generated.outDir, requests, seed + 1);
    const result = await measureAnswerLatency({ docsRoot: generatedRoot, questions, requests });
    console.log(
      `\nPOST /v1/assistant/{domain}/message, embedded answerer, ${formatCount(generated.pages)} pages, ${String(requests)} sequential requests (deployment built in ${result.buildSeconds.toFixed(1)} s, ${(result.meanBodyBytes / 1024).toFixed(1)} KB per reply)`,
    );
    console.log(
      table([
        ['', 'median', 'p95'],
        ['time to first byte', ms(result.ttfbMedianMs), ms(result.ttfbP95Ms)],
        ['time to [DONE]', ms(result.totalMedianMs), ms(result.totalP95Ms)],
      ]),
    );
    if (result.ttfbP95Ms >= TARGET_TTFB_P95_MS) {
      failures.push(
        `TTFB p95 ${result.ttfbP95Ms.toFixed(1)} ms ≥ ${String(TARGET_TTFB_P95_MS)} ms`,
      );
    }
  }
} finally {
  if (values.keep) console.log(`\nkept ${workspace}`);
  else await rm(workspace, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.log(`\nTargets missed: ${failures.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll targets met.');
}

function latencyRow(label: string, result: LatencyResult): string[] {
  return [label, String(result.questions), ms(result.medianMs), ms(result.p95Ms), ms(result.maxMs)];
}

function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}
