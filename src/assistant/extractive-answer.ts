/**
 * The answer when no language model is configured: the best passages quoted from the docs,
 * each under a link to its page. From each passage it quotes the run of whole sentences (within
 * a length budget) that holds the most of the words searched for, so a long section is quoted
 * where it answers, not where it starts. The text comes as several pieces (a line, a link, a
 * sentence at a time), for streaming.
 *
 * @module
 */
import { foldText } from '../search/index.ts';
import { withoutLongCodeSpans } from './code-spans.ts';
import { questionTerms } from './question-terms.ts';
import { escapeMarkdown, markdownLink, passageLabel, passageUrl } from './source-links.ts';
import type { Passage } from './types.ts';

/** How many passages are quoted. */
export const QUOTED_PASSAGES = 3;
/** Rough length of one quote, in characters (whole sentences; a longer first sentence is cut). */
export const QUOTE_LENGTH = 420;
/** Sentences of a section looked at to choose the quote. */
const SENTENCES_CONSIDERED = 300;

/** The first line of an answer quoted without a model. */
export const NO_MODEL_INTRO =
  'No language model is configured for this assistant, so these are the most relevant ' +
  'passages from the documentation.';
/** The answer when no passage matches the question. */
export const NO_MATCH_TEXT =
  'Nothing in the documentation matches this question. Try rephrasing it, or use other ' +
  'words for what you are looking for.';

/** The answer's text in streaming order, and the passages it quotes. */
export interface ExtractiveAnswer {
  pieces: string[];
  quoted: Passage[];
}

/** The extractive answer to `question` from `passages` (best first) on the site at `siteUrl`. */
export function extractiveAnswer(
  passages: readonly Passage[],
  options: { question: string; siteUrl: string },
): ExtractiveAnswer {
  const quotable = passages.filter((passage) => passage.content.trim() !== '');
  const quoted = quotable.slice(0, QUOTED_PASSAGES);
  if (quoted.length === 0) return { pieces: sentencesOf(NO_MATCH_TEXT), quoted: [] };
  const fallbackTerms = questionTerms(options.question).map(foldText);
  const pieces = [`${NO_MODEL_INTRO}\n\n`];
  quoted.forEach((passage, number) => {
    const link = markdownLink(passageLabel(passage), passageUrl(options.siteUrl, passage));
    pieces.push(`${number === 0 ? '' : '\n\n'}**${link}**\n\n`);
    const terms = passage.terms && passage.terms.length > 0 ? passage.terms : fallbackTerms;
    const quote = chooseQuote(passage.content, terms, passage.language);
    quote.forEach((sentence, position) => {
      const lead = position === 0 ? '> ' : ' ';
      pieces.push(`${lead}${escapeMarkdown(sentence)}`);
    });
  });
  return { pieces, quoted };
}

/**
 * The sentences of `text` to quote: the run of consecutive sentences, about
 * {@link QUOTE_LENGTH} characters long and starting with a sentence that holds one of `terms`
 * (long code examples inside sentences left out),
 * that contains the most distinct terms (the earliest such run; from the start when no sentence
 * holds any), with `…` where text was left out before or after it.
 */
export function chooseQuote(text: string, terms: readonly string[], language?: string): string[] {
  const all = splitSentences(text, language).slice(0, SENTENCES_CONSIDERED);
  // Prose over code: long bracketed examples are left out (see code-spans.ts), unless the
  // passage is nothing but code.
  const prose = all.map(withoutLongCodeSpans).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
  const sentences = prose.length > 0 ? prose : all;
  const folded = sentences.map(foldText);
  const wanted = [...new Set(terms.map(foldText))].filter((term) => term !== '');
  let best = { start: 0, end: 1, covered: -1 };
  const starts = folded.flatMap((sentence, index) =>
    wanted.some((term) => sentence.includes(term)) ? [index] : [],
  );
  for (const start of starts.length > 0 ? starts : [0]) {
    let end = start + 1;
    let length = sentences[start]?.length ?? 0;
    while (end < sentences.length && length + (sentences[end]?.length ?? 0) <= QUOTE_LENGTH) {
      length += (sentences[end]?.length ?? 0) + 1;
      end++;
    }
    const window = folded.slice(start, end).join(' ');
    const covered = wanted.filter((term) => window.includes(term)).length;
    if (covered > best.covered) best = { start, end, covered };
  }
  const quote = sentences.slice(best.start, best.end).map((sentence) => clip(sentence));
  if (quote.length === 0) return [];
  if (best.start > 0) quote[0] = `… ${quote[0] ?? ''}`;
  if (best.end < sentences.length && !(quote.at(-1) ?? '').endsWith('…')) {
    quote[quote.length - 1] = `${quote.at(-1) ?? ''} …`;
  }
  return quote;
}

/** The sentences of `text`, trimmed, blank ones left out. */
export function splitSentences(text: string, language?: string): string[] {
  const segmenter = new Intl.Segmenter(localeOf(language), { granularity: 'sentence' });
  const sentences: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const sentence = segment.trim();
    if (sentence !== '') sentences.push(sentence);
  }
  return sentences;
}

/** A sentence cut at a word near 1.5 × {@link QUOTE_LENGTH} characters when longer. */
function clip(sentence: string): string {
  const limit = Math.round(QUOTE_LENGTH * 1.5);
  if (sentence.length <= limit) return sentence;
  const space = sentence.lastIndexOf(' ', limit);
  return `${sentence.slice(0, space > limit / 2 ? space : limit).trimEnd()} …`;
}

function sentencesOf(text: string): string[] {
  return splitSentences(text).map((sentence, position) =>
    position === 0 ? sentence : ` ${sentence}`,
  );
}

/** A locale Intl accepts, from a docs language code (`en`, `pt-BR`, `cn`); undefined if none. */
function localeOf(language: string | undefined): string | undefined {
  if (language === undefined) return undefined;
  try {
    return Intl.getCanonicalLocales(language)[0];
  } catch {
    return undefined;
  }
}
