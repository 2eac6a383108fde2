import { describe, expect, it } from 'vitest';
import { htmlIds } from './html-ids.ts';

describe('htmlIds', () => {
  it('collects element ids and <a name> anchors, decoding character references', () => {
    const html = [
      '<h2 id="install">Install</h2>',
      '<details class="x" id="faq-&amp;-more" open="">',
      '<section id="caf&#xe9;" data-id="not-this"></section>',
      '<a name="legacy">old</a>',
      '<meta name="description" content="d">',
    ].join('');
    expect([...htmlIds(html)].sort()).toEqual(['café', 'faq-&-more', 'install', 'legacy']);
  });

  it('ignores id-like text that is not an attribute', () => {
    expect(htmlIds('<pre><code>&lt;div id=&quot;nope&quot;&gt;</code></pre>').size).toBe(0);
  });
});
