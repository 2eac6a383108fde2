/**
 * The browser script keeps English words of its own for pages that carry none; they must be the
 * layout's English table, key for key.
 */
import { describe, expect, it } from 'vitest';
import { englishText } from '../../src/client/ui-text.ts';
import { english } from '../../src/render/layout/ui-strings/index.ts';

describe('browser UI words', () => {
  it('are the layout’s English words', () => {
    expect(englishText).toEqual(english.client);
  });
});
