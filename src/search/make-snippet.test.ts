import { describe, expect, it } from 'vitest';
import { makeSnippet } from './make-snippet.ts';

const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('makeSnippet', () => {
  it('returns short text whole', () => {
    expect(makeSnippet('Install the CLI.', new Set(['cli']))).toBe('Install the CLI.');
  });

  it('starts at the beginning when nothing matches', () => {
    expect(makeSnippet(filler(40), new Set(['absent']), 40)).toMatchInlineSnapshot(
      `"word0 word1 word2 word3 word4 word5…"`,
    );
  });

  it('moves to the match, cutting at words', () => {
    const text = `${filler(30)} set the webhook secret here ${filler(30)}`;
    const snippet = makeSnippet(text, new Set(['webhook', 'secret']), 60);
    expect(snippet).toMatchInlineSnapshot(
      `"…word29 set the webhook secret here word0 word1 word2 word3…"`,
    );
    expect(snippet.length).toBeLessThanOrEqual(62);
  });

  it('prefers the stretch holding the most different terms', () => {
    const text = `deploy ${filler(20)} deploy ${filler(20)} deploy with secrets ${filler(20)}`;
    expect(makeSnippet(text, new Set(['deploy', 'secrets']), 50)).toContain('deploy with secrets');
  });

  it('works on text without spaces', () => {
    const text = `${'文'.repeat(100)}安装${'文'.repeat(100)}`;
    const snippet = makeSnippet(text, new Set(['安装']), 20);
    expect(snippet).toContain('安装');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
  });
});
