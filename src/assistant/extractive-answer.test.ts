/** The quoted answer: which sentences are quoted, how long, and how safely. */
import { describe, expect, it } from 'vitest';
import {
  chooseQuote,
  extractiveAnswer,
  QUOTE_LENGTH,
  splitSentences,
} from './extractive-answer.ts';
import { SITE_URL, tabsPassage } from '../../test/assistant/passages.ts';
import { escapeMarkdown, markdownLink, passageUrl } from './source-links.ts';

const filler = (topic: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `This is sentence ${String(i + 1)} about ${topic}.`);

describe('chooseQuote', () => {
  it('quotes the run of sentences that holds the searched words, marking what was left out', () => {
    const text = [
      ...filler('the weather', 20),
      'Redirects are listed in docs.json.',
      'Each redirect has a source and a destination.',
      ...filler('lunch', 20),
    ].join(' ');
    const quote = chooseQuote(text, ['redirect', 'destination']);
    expect(quote[0]).toBe('… Redirects are listed in docs.json.');
    expect(quote[1]).toBe('Each redirect has a source and a destination.');
    expect(quote.at(-1)?.endsWith(' …')).toBe(true);
    expect(quote.join(' ').length).toBeLessThan(QUOTE_LENGTH + 40);
  });

  it('starts at the beginning when no sentence holds the words', () => {
    const quote = chooseQuote(filler('tabs', 3).join(' '), ['unrelated']);
    expect(quote).toEqual(filler('tabs', 3));
  });

  it('quotes the prose around a code example, not the example', () => {
    const text =
      'Tabs split the site. Document API versions side by side: { "navigation": { "tabs": ' +
      '[ { "tab": "API v2", "openapi": "specs/v2.yaml" } ] } } The directory keeps each ' +
      'version of the tabs at its own routes.';
    expect(chooseQuote(text, ['tabs', 'versions']).join(' ')).toBe(
      'Tabs split the site. Document API versions side by side: … The directory keeps each version of the tabs at its own routes.',
    );
    // A passage of nothing but code is still quoted.
    const code = '{ "navigation": { "tabs": [ { "tab": "API v2", "openapi": "v2.yaml" } ] } }';
    expect(chooseQuote(code, ['tabs'])).toEqual([code]);
  });

  it('cuts a very long sentence at a word', () => {
    const long = `${'word '.repeat(400)}end.`;
    const [quote] = chooseQuote(long, ['word']);
    expect(quote?.endsWith(' …')).toBe(true);
    expect(quote?.length).toBeLessThanOrEqual(Math.round(QUOTE_LENGTH * 1.5) + 2);
  });
});

describe('extractiveAnswer', () => {
  it('escapes Markdown and HTML in quoted text and labels', () => {
    const answer = extractiveAnswer(
      [
        {
          ...tabsPassage,
          title: 'Tabs [beta]',
          content: 'Use <Tabs> with *care* and `code`_here.',
        },
      ],
      { question: 'tabs', siteUrl: SITE_URL },
    );
    expect(answer.pieces.join('')).toContain(
      '**[Tabs \\[beta\\]](http://localhost:3000/_sites/acme/navigation/tabs)**\n\n> Use \\<Tabs\\> with \\*care\\* and \\`code\\`\\_here.',
    );
  });

  it('splits sentences in the language of the passage', () => {
    expect(splitSentences('Installez la CLI. Puis lancez folio dev !', 'fr')).toEqual([
      'Installez la CLI.',
      'Puis lancez folio dev !',
    ]);
    expect(splitSentences('No code here', 'not a language tag!')).toEqual(['No code here']);
  });
});

describe('source links', () => {
  it('join the site address and the route, encoding what a URL must', () => {
    expect(passageUrl('http://acme.localhost:3000/', { route: '/', anchor: 'intro' })).toBe(
      'http://acme.localhost:3000/#intro',
    );
    expect(passageUrl(SITE_URL, { route: '/guides/café setup' })).toBe(
      'http://localhost:3000/_sites/acme/guides/caf%C3%A9%20setup',
    );
    expect(markdownLink('A (b)', 'https://x.test/a_(b)')).toBe('[A (b)](https://x.test/a_%28b%29)');
    expect(escapeMarkdown('a|b # c ~d~')).toBe('a\\|b \\# c \\~d\\~');
  });
});
