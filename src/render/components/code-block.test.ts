import { describe, expect, it } from 'vitest';
import { h } from '../h.ts';
import { CodeBlock } from './code-block.ts';
import { renderMarkup, renderSnapshot } from '../../../test/render/render-markup.ts';

const shikiStyle = { '--shiki-light': '#24292e', '--shiki-dark': '#e1e4e8' };

function code(text: string) {
  return h('code', null, h('span', { className: 'line' }, text));
}

describe('CodeBlock (pre)', () => {
  it('wraps a titled fence in a figure with a title bar and copy button', () => {
    expect(
      renderSnapshot(
        h(
          CodeBlock,
          {
            className: 'shiki shiki-themes github-light github-dark',
            style: shikiStyle,
            'data-language': 'ts',
            'data-title': 'title.ts',
          },
          code('const a = 1;'),
        ),
      ),
    ).toMatchInlineSnapshot(`
      "<figure class="folio-code" data-folio-code="">
      <figcaption class="folio-code-header">
      <span class="folio-code-title">title.ts</span>
      <button type="button" class="folio-copy" data-folio-copy="" aria-label="Copy code" title="Copy code" hidden="">
      <span class="folio-icon folio-copy-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-icon folio-copied-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-copy-label">Copy</span>
      </button>
      </figcaption>
      <div class="folio-code-body">
      <pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8" data-language="ts" data-title="title.ts" tabindex="0">
      <code>
      <span class="line">const a = 1;</span>
      </code>
      </pre>
      </div>
      </figure>"
    `);
  });

  it('has no copy button for a nocopy fence, with or without a title bar', () => {
    for (const title of ['out.txt', undefined]) {
      const { html } = renderMarkup(
        h(
          CodeBlock,
          { 'data-language': 'bash', 'data-title': title, 'data-nocopy': '' },
          code('ls'),
        ),
      );
      expect(html).toContain('<pre data-language="bash"');
      expect(html).not.toContain('data-folio-copy');
    }
  });

  it('shows the language when there is no title, and an icon from data-icon', () => {
    const { html } = renderMarkup(
      h(CodeBlock, { 'data-language': 'bash', 'data-icon': 'terminal' }, code('ls')),
    );
    expect(html).toContain('<span class="folio-code-title folio-code-language">bash</span>');
    expect(html).toMatch(/<figcaption class="folio-code-header"><span class="folio-icon"/);
    expect(html).toContain('<pre data-language="bash" tabindex="0">');
  });

  it('has no title bar for plain or unnamed blocks; the copy button floats', () => {
    expect(renderSnapshot(h(CodeBlock, { className: 'shiki', 'data-title': '' }, code('plain'))))
      .toMatchInlineSnapshot(`
      "<figure class="folio-code folio-code-bare" data-folio-code="">
      <div class="folio-code-body">
      <pre class="shiki" data-title="" tabindex="0">
      <code>
      <span class="line">plain</span>
      </code>
      </pre>
      <button type="button" class="folio-copy" data-folio-copy="" aria-label="Copy code" title="Copy code" hidden="">
      <span class="folio-icon folio-copy-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-icon folio-copied-icon" aria-hidden="true">
      <svg/>
      </span>
      <span class="folio-copy-label">Copy</span>
      </button>
      </div>
      </figure>"
    `);
    expect(renderMarkup(h(CodeBlock, { 'data-language': 'text' }, code('x'))).html).not.toContain(
      'figcaption',
    );
  });
});
