import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute of either quote', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once and leaves other text alone', () => {
    expect(escapeHtml('&amp; café → 1 < 2')).toBe('&amp;amp; café → 1 &lt; 2');
  });
});
