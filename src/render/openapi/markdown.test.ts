import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { copyButton } from '../components/code-block.ts';
import { uiStrings } from '../layout/ui-strings/index.ts';
import { CodeSlots, plainHighlight } from './code-slots.ts';
import { isSafeUrl, renderMarkdown } from './markdown.ts';

const copy = renderToStaticMarkup(copyButton(uiStrings('en').client));

function render(markdown: string): string {
  return renderMarkdown(markdown, new CodeSlots(), copy).html;
}

describe('renderMarkdown', () => {
  it('renders CommonMark and GFM', () => {
    expect(render('Some *text* with `code` and ~~old~~.\n\n| a | b |\n| - | - |\n| 1 | 2 |'))
      .toMatchInlineSnapshot(`
        "<p>Some <em>text</em> with <code>code</code> and <del>old</del>.</p>
        <table tabindex="0">
        <thead>
        <tr>
        <th>a</th>
        <th>b</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td>1</td>
        <td>2</td>
        </tr>
        </tbody>
        </table>"
      `);
  });

  it('drops raw HTML, keeping the text around it', () => {
    const html = render(
      'Hi <script>alert(1)</script><b onclick="x()">bold</b>\n\n<iframe src="x"></iframe>',
    );
    expect(html).not.toMatch(/<script|<iframe|onclick|<b>/);
    expect(html).toContain('bold');
  });

  it('removes unsafe link and image URLs', () => {
    const html = render(
      '[a](javascript:alert(1)) [b](JaVa\tScRiPt:x) [c](https://ok.test) [d](/docs) ![e](data:image/png;base64,xx)',
    );
    expect(html).toContain('<a>a</a>');
    expect(html).toContain('<a href="https://ok.test">c</a>');
    expect(html).toContain('<a href="/docs">d</a>');
    expect(html).toContain('<img alt="e">');
  });

  it('names task list checkboxes by their text', () => {
    expect(render('- [x] Paid\n- [ ] Shipped')).toContain(
      '<li class="task-list-item"><input type="checkbox" checked disabled aria-label="Paid"> Paid</li>',
    );
  });

  it('moves headings under the page sections', () => {
    expect(render('# Title\n\n#### Deep')).toBe('<h3>Title</h3>\n<h6>Deep</h6>');
  });

  it('turns fenced code into highlighted blocks with a copy button', async () => {
    const slots = new CodeSlots();
    const { html, text } = renderMarkdown('Example:\n\n```json\n{"a": "<b>"}\n```', slots, copy);
    expect(text).toBe('Example: {"a": "<b>"}');
    const filled = await slots.fill(html, plainHighlight);
    expect(filled).toContain(
      '<div class="folio-code-body"><pre class="folio-plain-code" data-language="json" tabindex="0"><code>{&quot;a&quot;: &quot;&lt;b&gt;&quot;}</code></pre><button type="button" class="folio-copy"',
    );
  });
});

describe('plain descriptions', () => {
  it('render as one escaped paragraph, without parsing', () => {
    expect(render('Plain text, with (parens) and "quotes".')).toBe(
      '<p>Plain text, with (parens) and &quot;quotes&quot;.</p>',
    );
  });

  it('still parse when a line could be Markdown syntax', () => {
    expect(render('- item')).toBe('<ul>\n<li>item</li>\n</ul>');
    expect(render('2. second')).toBe('<ol start="2">\n<li>second</li>\n</ol>');
    expect(render('> quoted')).toContain('<blockquote>');
    expect(render('see www.example.com')).toContain('<a href="http://www.example.com">');
    expect(render('mail a@b.test')).toContain('<a href="mailto:a@b.test">');
    expect(render('two\nlines')).toBe('<p>two\nlines</p>');
  });

  it('are rendered once however often they appear', () => {
    const slots = new CodeSlots();
    expect(renderMarkdown('Some **bold** text', slots, copy)).toBe(
      renderMarkdown('Some **bold** text', slots, copy),
    );
  });
});

describe('isSafeUrl', () => {
  it('allows relative, fragment, http(s), mailto and tel URLs only', () => {
    expect(
      ['/a', 'b/c', '#x', '?q', 'https://x', 'HTTP://x', 'mailto:a@b', 'tel:1'].every(isSafeUrl),
    ).toBe(true);
    expect(
      ['javascript:x', ' javascript:x', 'java\nscript:x', 'vbscript:x', 'data:x', 'file:///x'].some(
        isSafeUrl,
      ),
    ).toBe(false);
  });
});
