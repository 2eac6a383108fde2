/**
 * Realistic questions for a built site, and how long `SiteCorpus.search` takes to answer them.
 * The questions are made from the site's own section headings and page titles, reworded into
 * the shapes readers use ("How do I ...?", "Why does ... fail with ...?", bare keywords) and
 * mixed with words drawn from the site's text, so they hit the index the way real traffic does:
 * mostly words it holds, some it does not.
 *
 * @module
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteCorpus } from '../../src/assistant/index.ts';
import { loadSearchIndex } from '../../src/search/index.ts';
import { Random } from '../site/random.ts';
import { summarize } from '../measure/stats.ts';

/** Questions asked before measuring, so the engine's lazy parts and the JIT are warm. */
const WARM_UP_QUESTIONS = 50;

/** Timings of one set of questions, in milliseconds. */
export interface LatencyResult {
  questions: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Mean passages returned per question. */
  meanPassages: number;
}

/** Shapes of a question around a topic (a heading) and two words of the site. */
const TEMPLATES: readonly ((topic: string, word: string, other: string) => string)[] = [
  (topic) => `How do I ${topic}?`,
  (topic) => `What is ${topic}?`,
  (topic, word) => `How can I configure ${topic} for my ${word}?`,
  (topic, word, other) => `Why does ${topic} fail with ${word} ${other}?`,
  (topic, word) => `${topic} ${word}`,
  (topic, word) => `Is there a way to use ${word} with ${topic}?`,
  (topic, word, other) => `What's the difference between ${word} and ${other} in ${topic}?`,
  (topic) => `${topic} not working`,
  (topic, word) => `can you explain ${topic} and ${word} please`,
  (topic, word) => `where do I set the ${word} when using ${topic}`,
];

/**
 * `count` questions for the site built into `outDir`, the same for the same seed: a heading or
 * title (sometimes with one of its words swapped for another word of the site, sometimes cut to
 * its first words) put into one of the {@link TEMPLATES}.
 */
export async function siteQuestions(outDir: string, count: number, seed = 1): Promise<string[]> {
  const { topics, words } = await siteVocabulary(outDir);
  if (topics.length === 0 || words.length === 0) {
    throw new Error(`No headings or text to make questions from in ${outDir}.`);
  }
  const random = new Random(seed);
  const questions: string[] = [];
  for (let i = 0; i < count; i++) {
    let topic = random.pick(topics).split(' ');
    if (topic.length > 2 && random.chance(0.3))
      topic[random.int(0, topic.length - 1)] = random.pick(words);
    if (topic.length > 4 && random.chance(0.3)) topic = topic.slice(0, random.int(2, 4));
    const template = random.pick(TEMPLATES);
    questions.push(template(topic.join(' ').toLowerCase(), random.pick(words), random.pick(words)));
  }
  return questions;
}

/** The headings and titles of the site's full-text indexes, and the words of their text. */
async function siteVocabulary(outDir: string): Promise<{ topics: string[]; words: string[] }> {
  const folder = path.join(outDir, '_folio/assistant');
  const topics = new Set<string>();
  const words = new Set<string>();
  for (const name of (await readdir(folder)).filter((file) => file.endsWith('.json')).sort()) {
    const index = loadSearchIndex(await readFile(path.join(folder, name), 'utf8'));
    for (const page of index.pages) topics.add(page.title);
    for (const section of index.sections) {
      if (section.heading !== undefined) topics.add(section.heading);
      for (const word of section.text.match(/\b[a-zA-Z]{4,12}\b/g) ?? []) {
        words.add(word.toLowerCase());
      }
    }
  }
  return { topics: [...topics].sort(), words: [...words].sort() };
}

/**
 * Times `corpus.search` on each question (page size `pageSize`, the assistant's default), after
 * a warm-up on the first questions.
 */
export function measureLatency(
  corpus: SiteCorpus,
  questions: readonly string[],
  pageSize = 5,
): LatencyResult {
  for (const question of questions.slice(0, WARM_UP_QUESTIONS))
    corpus.search(question, { pageSize });
  const times: number[] = [];
  let passages = 0;
  for (const question of questions) {
    const started = performance.now();
    passages += corpus.search(question, { pageSize }).length;
    times.push(performance.now() - started);
  }
  const summary = summarize(times);
  return {
    questions: questions.length,
    medianMs: summary.median,
    p95Ms: percentile(times, 0.95),
    maxMs: summary.max,
    meanPassages: passages / Math.max(1, questions.length),
  };
}

/** The `fraction` percentile of `samples` (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] ?? 0;
}
