import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { renderMarkdown, safeUrl } from './markdown.ts';

function html(text: string, mapUrl?: (url: string) => string): string {
  const node = renderMarkdown(text, mapUrl ? { mapUrl } : {});
  return renderToStaticMarkup(h('div', null, node));
}

describe('renderMarkdown', () => {
  it('renders paragraphs, emphasis, lists, code and GFM tables', () => {
    expect(
      html('Use **tabs**:\n\n- one\n- `two`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nx()\n```'),
    ).toMatchInlineSnapshot(
      `"<div><p>Use <strong>tabs</strong>:</p>
<ul>
<li>one</li>
<li><code>two</code></li>
</ul>
<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>
<pre><code class="language-js">x()
</code></pre></div>"`,
    );
  });

  it('shows HTML in the text as text: no element, no handler, no script', () => {
    const out = html(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> <b onclick="x()">b</b>\n\n<iframe src="https://evil.test"></iframe>\n\nUse <Note> here.',
    );
    expect(out).not.toMatch(/<(script|img|iframe|b|note)\b/i);
    expect(out).toBe(
      '<div><p>Hi &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &lt;b onclick=&quot;x()&quot;&gt;b&lt;/b&gt;</p>\n&lt;iframe src=&quot;https://evil.test&quot;&gt;&lt;/iframe&gt;\n<p>Use &lt;Note&gt; here.</p></div>',
    );
  });

  it('drops link targets of unsafe protocols, however they are written', () => {
    for (const target of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'java%0ascript:alert(1)',
    ]) {
      const out = html(`[click](<${target}>)`);
      expect(out, target).toBe('<div><p><a>click</a></p></div>');
    }
    expect(html('<javascript:alert(1)>')).not.toContain('href');
  });

  it('keeps http(s), mailto, relative and fragment links; other sites open in a new tab', () => {
    expect(html('[a](https://example.com/x) [b](/guide#y) [c](#top) [d](mailto:a@b.c)')).toBe(
      '<div><p><a href="https://example.com/x" target="_blank" rel="noopener noreferrer">a</a> <a href="/guide#y">b</a> <a href="#top">c</a> <a href="mailto:a@b.c" target="_blank" rel="noopener noreferrer">d</a></p></div>',
    );
  });

  it('turns images into links, so an answer never loads from a host it names', () => {
    expect(html('![chart](https://tracker.test/pixel.gif)')).toBe(
      '<div><p><a href="https://tracker.test/pixel.gif" target="_blank" rel="noopener noreferrer">chart</a></p></div>',
    );
    expect(html('![x](javascript:alert(1))')).toBe('<div><p><a>x</a></p></div>');
  });

  it('maps each kept link through mapUrl', () => {
    expect(
      html('[Tabs](http://acme.localhost:3000/navigation/tabs)', (url) =>
        url.replace('http://acme.localhost:3000', ''),
      ),
    ).toBe('<div><p><a href="/navigation/tabs">Tabs</a></p></div>');
  });
});

describe('safeUrl', () => {
  it('reads a colon after a path, query or fragment separator as no scheme', () => {
    expect(safeUrl('guide/a:b')).toBe('guide/a:b');
    expect(safeUrl('?q=a:b')).toBe('?q=a:b');
    expect(safeUrl('#x:y')).toBe('#x:y');
    expect(safeUrl('ftp://host/file')).toBeUndefined();
  });
});
