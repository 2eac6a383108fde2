/**
 * Retrieval recall@k: for each question, whether one of the routes that answer it is among the
 * routes of the first k passages the corpus returns. Counted twice: with the routes written with
 * the question only (`strict`), and with the pages judged to answer it too (`hits`, the figure
 * reported). Also recall@1 (an answering page first) and the mean reciprocal rank over the
 * first k (1 for a first-place answer, 1/2 for a second, ... 0 when none is among them), both
 * with the judged pages: they say how high the answer ranks, which recall@k does not.
 *
 * @module
 */
import type { SiteCorpus } from '../../src/assistant/index.ts';
import type { RetrievalQuestion } from './questions.ts';

/** Passages looked at per question. */
export const RECALL_AT = 5;

/** A question whose answering pages were not among the first passages. */
export interface Miss {
  question: string;
  expected: string[];
  /** The routes retrieved instead, best first. */
  got: string[];
}

/** Recall over a set of questions. */
export interface RecallResult {
  /** Questions with an expected or judged page among the first passages. */
  hits: number;
  /** Questions with an expected page among the first passages. */
  strict: number;
  /** Questions with an expected or judged page first. */
  first: number;
  /** Sum over the questions of 1 / rank of the first answering page (0 when none). */
  reciprocalRanks: number;
  total: number;
  misses: Miss[];
}

/** Asks `corpus` each question and counts the hits at {@link RECALL_AT}. */
export function measureRecall(
  corpus: SiteCorpus,
  questions: readonly RetrievalQuestion[],
): RecallResult {
  const misses: Miss[] = [];
  let strict = 0;
  let first = 0;
  let reciprocalRanks = 0;
  for (const { question, expected, judged = [] } of questions) {
    const routes = corpus.search(question, { pageSize: RECALL_AT }).map((passage) => passage.route);
    if (expected.some((route) => routes.includes(route))) strict++;
    const answering = [...expected, ...judged];
    const rank = routes.findIndex((route) => answering.includes(route));
    if (rank === -1) {
      misses.push({ question, expected: answering, got: routes });
      continue;
    }
    if (rank === 0) first++;
    reciprocalRanks += 1 / (rank + 1);
  }
  return {
    hits: questions.length - misses.length,
    strict,
    first,
    reciprocalRanks,
    total: questions.length,
    misses,
  };
}

/** Recall@k, recall@1 and MRR@k of a result, as ratios. */
export function recallFigures(result: RecallResult): {
  recallAtK: number;
  recallAt1: number;
  mrr: number;
} {
  const total = Math.max(1, result.total);
  return {
    recallAtK: result.hits / total,
    recallAt1: result.first / total,
    mrr: result.reciprocalRanks / total,
  };
}

/** `37/40 = 0.925`. */
export function formatRecall(hits: number, total: number): string {
  const ratio = total === 0 ? 0 : hits / total;
  return `${String(hits)}/${String(total)} = ${ratio.toFixed(3)}`;
}
