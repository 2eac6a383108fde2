/**
 * What a language model is given: a system prompt that holds the numbered passages and asks for
 * an answer from them alone, with citations such as `[1]`; the conversation so far as model
 * messages; and, afterwards, which passages the answer cited.
 *
 * @module
 */
import type { ModelMessage } from 'ai';
import { passageLabel } from './source-links.ts';
import type { ChatMessage, Passage } from './types.ts';

/** What the model is told to answer when the passages do not cover the question. */
export const NOT_FOUND_ANSWER = 'I could not find this in the documentation.';
/** Characters of passage text given to the model in all (shared among the passages). */
export const PASSAGE_BUDGET = 24_000;
/** Characters of earlier conversation given to the model (the latest messages are kept). */
export const HISTORY_BUDGET = 12_000;
/** Most earlier messages given to the model. */
export const HISTORY_MESSAGES = 20;

/** The system prompt: instructions, then the passages numbered from 1. */
export function groundingPrompt(
  passages: readonly Passage[],
  siteUrlOf: (p: Passage) => string,
): string {
  const instructions = [
    'You are the assistant of a documentation site. Answer the question using only the',
    'numbered documentation passages below.',
    'After each statement, cite the passages it comes from by number in square brackets, such',
    'as [1] or [2][3]. Do not cite a passage that does not support the statement.',
    `If the passages do not answer the question, reply exactly: "${NOT_FOUND_ANSWER}" Do not`,
    'guess, and do not use knowledge from outside the passages.',
    'Reply in the language of the question, in Markdown, briefly. Copy code, commands and',
    'option names exactly as the passages write them.',
  ].join(' ');
  if (passages.length === 0) {
    return `${instructions}\n\nNo passage of the documentation matches this question.`;
  }
  const share = Math.max(1_000, Math.floor(PASSAGE_BUDGET / passages.length));
  const blocks = passages.map((passage, position) => {
    const where = [passage.version, passage.language].filter((value) => value !== undefined);
    const context = where.length > 0 ? ` (${where.join(', ')})` : '';
    return [
      `[${String(position + 1)}] ${passageLabel(passage)}${context}`,
      `URL: ${siteUrlOf(passage)}`,
      clipText(passage.content, share),
    ].join('\n');
  });
  return `${instructions}\n\nDocumentation passages:\n\n${blocks.join('\n\n')}`;
}

/**
 * The conversation as model messages: user and assistant text only (a client cannot send
 * instructions as `system` messages), the latest {@link HISTORY_MESSAGES} within
 * {@link HISTORY_BUDGET} characters, the last message always kept. Citation numbers are taken
 * out of earlier answers: they pointed at passages of earlier questions.
 */
export function conversationMessages(messages: readonly ChatMessage[]): ModelMessage[] {
  const spoken = messages.filter(
    (message) => message.role !== 'system' && message.text.trim() !== '',
  );
  const kept: ModelMessage[] = [];
  let used = 0;
  for (let i = spoken.length - 1; i >= 0 && kept.length < HISTORY_MESSAGES; i--) {
    const message = spoken[i];
    if (message === undefined) continue;
    const text = message.role === 'assistant' ? stripCitations(message.text) : message.text;
    if (kept.length > 0 && used + text.length > HISTORY_BUDGET) break;
    used += text.length;
    kept.unshift(
      message.role === 'assistant'
        ? { role: 'assistant', content: text }
        : { role: 'user', content: text },
    );
  }
  // A conversation the model reads starts with the user.
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

/**
 * The passage numbers `text` cites (`[2]`, `[1, 3]`, `[1][4]`), each once, in order of first
 * citation; numbers past `count` are ignored.
 */
export function citedNumbers(text: string, count: number): number[] {
  const cited: number[] = [];
  for (const match of text.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    for (const item of (match[1] ?? '').split(',')) {
      const number = Number(item.trim());
      if (number >= 1 && number <= count && !cited.includes(number)) cited.push(number);
    }
  }
  return cited;
}

function stripCitations(text: string): string {
  return text.replace(/ ?\[\d+(?:\s*,\s*\d+)*\]/g, '');
}

function clipText(text: string, length: number): string {
  if (text.length <= length) return text;
  const space = text.lastIndexOf(' ', length);
  return `${text.slice(0, space > length / 2 ? space : length).trimEnd()} …`;
}
