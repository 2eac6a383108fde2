/**
 * Custom contextual options are links the site's author writes; a `javascript:` or `data:` link
 * would run in the site's origin when a reader picks it. docs.json refuses them at their place,
 * and the link builders shared with the browser never emit them.
 */
import { describe, expect, it } from 'vitest';
import { customHref, isSafeCustomHref } from '../../src/web/index.ts';
import { loadDocsJson as load } from '../helpers/diagnostics-text.ts';

const place = { origin: 'https://docs.acme.dev', route: '/a', siteName: 'Acme' };

describe('custom contextual option links', () => {
  it('are refused in docs.json when they are not web, mail or path links', async () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      { base: 'javascript:alert(1)//', query: [{ key: 'q', value: '$page' }] },
    ]) {
      const { loaded } = await load(
        JSON.stringify({
          name: 'x',
          navigation: { pages: ['index'] },
          contextual: { options: [{ title: 'Bad', href }] },
        }),
      );
      expect(loaded.config).toBeUndefined();
      expect(loaded.diagnostics.map((d) => d.message)).toContain(
        'A custom contextual option must link to an http(s) or mailto address, or a path',
      );
    }
  });

  it('never come out of the link builder with a script scheme', () => {
    expect(isSafeCustomHref('https://acme.dev')).toBe(true);
    expect(isSafeCustomHref('/ideas')).toBe(true);
    expect(isSafeCustomHref('mailto:hi@acme.dev')).toBe(true);
    expect(customHref('javascript:alert(1)', place)).toBe('#');
    expect(customHref({ base: ' DATA:text/html,x', query: [] }, place)).toBe('#');
  });
});
