/** What the model is given, and which passages its answer cites. */
import { describe, expect, it } from 'vitest';
import {
  citedNumbers,
  conversationMessages,
  groundingPrompt,
  HISTORY_BUDGET,
} from './grounding-prompt.ts';
import { normalizeMessages } from './messages.ts';
import { tabsPassage } from '../../test/assistant/passages.ts';

describe('citedNumbers', () => {
  it('reads [n], [n][m] and [n, m], each number once, ignoring numbers past the passages', () => {
    expect(citedNumbers('Tabs [2]. Icons [1][2]. Both [3, 1]. Not [9] or [0].', 3)).toEqual([
      2, 1, 3,
    ]);
    expect(citedNumbers('No citation.', 3)).toEqual([]);
  });
});

describe('conversationMessages', () => {
  it('keeps the latest messages within the budget, starting with the user', () => {
    const long = 'x'.repeat(HISTORY_BUDGET - 10);
    const messages = normalizeMessages([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: long },
      { role: 'user', content: 'Second question' },
      { role: 'assistant', content: 'Short answer [1].' },
      { role: 'user', content: 'Third question' },
    ]);
    expect(conversationMessages(messages)).toEqual([
      { role: 'user', content: 'Second question' },
      { role: 'assistant', content: 'Short answer.' },
      { role: 'user', content: 'Third question' },
    ]);
  });

  it('always keeps the last message, however long', () => {
    const long = 'y'.repeat(HISTORY_BUDGET * 2);
    expect(conversationMessages(normalizeMessages([{ role: 'user', content: long }]))).toEqual([
      { role: 'user', content: long },
    ]);
  });
});

describe('groundingPrompt', () => {
  it('numbers the passages with their URLs, and says when there are none', () => {
    const prompt = groundingPrompt([tabsPassage], () => 'https://docs.example/navigation/tabs');
    expect(prompt).toContain(
      '[1] Tabs\nURL: https://docs.example/navigation/tabs\nTabs split the docs',
    );
    expect(groundingPrompt([], () => '')).toContain('No passage of the documentation matches');
  });
});
