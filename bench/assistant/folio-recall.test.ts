/**
 * A floor under the assistant's retrieval on Folio's own docs: the questions of
 * `npm run bench:assistant` (folio-questions.ts) asked of the docs built for real. The floors
 * sit a little under the figures measured when they were set (about three questions' worth),
 * so a change that makes retrieval rank the answering pages
 * lower fails here, not only in a benchmark nobody runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, FOLIO_DOCS } from '../../test/assistant/built-site.ts';
import { loadSiteCorpus } from '../../src/assistant/index.ts';
import { FOLIO_QUESTIONS } from './folio-questions.ts';
import { measureRecall, recallFigures } from './recall.ts';
import type { RecallResult } from './recall.ts';

/** Measured on 50 questions: recall@5 0.92 (46), recall@1 0.66 (33), MRR@5 0.755. */
const FLOORS = { recallAtK: 0.86, recallAt1: 0.6, mrr: 0.7 };

let result: RecallResult;
beforeAll(async () => {
  const corpus = await loadSiteCorpus(await buildDocs(FOLIO_DOCS));
  result = measureRecall(corpus, FOLIO_QUESTIONS);
}, 240_000);

describe("retrieval over Folio's docs", () => {
  it('asks at least 30 questions', () => {
    expect(result.total).toBeGreaterThanOrEqual(30);
  });

  it('keeps recall@5, recall@1 and MRR above their floors', () => {
    const figures = recallFigures(result);
    expect(figures.recallAtK).toBeGreaterThanOrEqual(FLOORS.recallAtK);
    expect(figures.recallAt1).toBeGreaterThanOrEqual(FLOORS.recallAt1);
    expect(figures.mrr).toBeGreaterThanOrEqual(FLOORS.mrr);
  });
});
