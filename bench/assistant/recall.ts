/**
 * Retrieval recall@k: for each question, whether one of the routes that answer it is among the
 * routes of the first k passages the corpus returns. Counted twice: with the routes written with
 * the question only (`strict`), and with the pages judged to answer it too (`hits`, the figure
 * reported).
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
  for (const { question, expected, judged = [] } of questions) {
    const routes = corpus.search(question, { pageSize: RECALL_AT }).map((passage) => passage.route);
    if (expected.some((route) => routes.includes(route))) strict++;
    const answering = [...expected, ...judged];
    if (!answering.some((route) => routes.includes(route))) {
      misses.push({ question, expected: answering, got: routes });
    }
  }
  return { hits: questions.length - misses.length, strict, total: questions.length, misses };
}

/** `37/40 = 0.925`. */
export function formatRecall(hits: number, total: number): string {
  const ratio = total === 0 ? 0 : hits / total;
  return `${String(hits)}/${String(total)} = ${ratio.toFixed(3)}`;
}
