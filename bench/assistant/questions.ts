/**
 * The retrieval questions `npm run bench:assistant` asks: questions a reader would type into the
 * assistant of Folio's own docs and of a real docs folder (Trigger.dev's), each with the
 * routes of the pages that answer it. A question is a hit when one of its routes is among the
 * routes of the first five passages retrieved.
 *
 * The questions are worded the way readers ask, not with the pages' titles: they name what
 * the reader wants to do ("show the group path above the title"), not what the docs call it
 * ("breadcrumbs"). Where several pages answer equally well, each is listed in `expected`,
 * written with the question. `judged` lists pages found to answer it as well when the passages
 * retrieved for a missed question were read (a section that shows the answer, on a page about
 * something else); the benchmark reports recall with and without them.
 *
 * @module
 */
import { fileURLToPath } from 'node:url';
import { requireCorpora } from '../../test/helpers/corpora.ts';
import { FOLIO_QUESTIONS } from './folio-questions.ts';
import { TRIGGER_QUESTIONS } from './trigger-questions.ts';

/** One question and the pages that answer it. */
export interface RetrievalQuestion {
  question: string;
  /** Routes of the pages that answer it (any one counts). */
  expected: string[];
  /** Routes of pages found to answer it too, on reading what retrieval returned. */
  judged?: string[];
}

/** A docs folder and the questions asked of it. */
export interface QuestionSite {
  /** Name printed in the report. */
  name: string;
  /** The docs folder (holding docs.json). */
  root: string;
  questions: RetrievalQuestion[];
}

/** The folders the benchmark builds, with their questions. */
export const QUESTION_SITES: QuestionSite[] = [
  {
    name: "Folio's docs",
    root: fileURLToPath(new URL('../../docs/', import.meta.url)),
    questions: FOLIO_QUESTIONS,
  },
  {
    name: 'trigger-docs',
    root: requireCorpora('trigger-docs'),
    questions: TRIGGER_QUESTIONS,
  },
];
