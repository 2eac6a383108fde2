import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, messageBytes } from '../storage/index.ts';
import { CUT_MARK, fitStoredMessage } from './fit-stored-message.ts';

describe('fitStoredMessage', () => {
  const metadata = { threadId: 'thread-1' };
  const source = {
    type: 'source-url',
    sourceId: 'source-1',
    url: 'https://x.example/a',
    title: 'A',
  };

  it('keeps an answer that fits as it is', () => {
    const parts = [{ type: 'step-start' }, source, { type: 'text', text: 'Short answer.' }];
    expect(fitStoredMessage(parts, metadata)).toEqual(parts);
  });

  it('cuts the end of a long text, marked, to the stored bound', () => {
    for (const char of ['a', 'é', '😀', '\n']) {
      const text = char.repeat(MAX_MESSAGE_BYTES);
      const parts = [{ type: 'step-start' }, source, { type: 'text', text }];
      const fitted = fitStoredMessage(parts, metadata);
      const bytes = messageBytes({ parts: fitted, metadata });
      expect(bytes).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
      expect(bytes).toBeGreaterThan(MAX_MESSAGE_BYTES / 2 - 100);
      const cut = fitted[2] as unknown as { text: string };
      expect(cut.text.endsWith(CUT_MARK)).toBe(true);
      expect(text.startsWith(cut.text.slice(0, -CUT_MARK.length))).toBe(true);
      expect(cut.text.isWellFormed()).toBe(true);
      // The parts given are left as they were.
      expect((parts[2] as { text: string }).text).toBe(text);
    }
  });

  it('drops trailing parts when text alone cannot make room', () => {
    const sources = Array.from({ length: 400 }, (_, index) => ({
      ...source,
      sourceId: `source-${String(index)}`,
      title: 't'.repeat(100),
    }));
    const fitted = fitStoredMessage([{ type: 'text', text: 'Hi' }, ...sources], metadata);
    expect(messageBytes({ parts: fitted, metadata })).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);
    expect(fitted.length).toBeLessThan(401);
  });
});
