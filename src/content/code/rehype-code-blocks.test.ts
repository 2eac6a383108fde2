import { compile } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { hastToHtml } from 'shiki';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter } from './highlighter.ts';
import { rehypeCodeBlocks } from './rehype-code-blocks.ts';

const warnings: string[] = [];
const highlighter = createCodeHighlighter({ onWarning: (message) => warnings.push(message) });
afterAll(() => {
  highlighter.dispose();
});

/** Markdown → hast with code blocks replaced, as HTML. */
async function render(markdown: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeCodeBlocks, { highlighter });
  const tree = await processor.run(processor.parse(markdown));
  return hastToHtml(tree);
}

describe('rehypeCodeBlocks', () => {
  it('highlights fences with their meta and leaves inline code alone', async () => {
    const html = await render(
      [
        'Run `npm start` first.',
        '',
        '```js Node.js {2}',
        'const a = 1;',
        'const b = 2;',
        '```',
        '',
        '```',
        'no language',
        '```',
      ].join('\n'),
    );
    expect(html).toContain('<p>Run <code>npm start</code> first.</p>');
    expect(html).toContain('data-language="javascript" data-title="Node.js"');
    expect(html.match(/<span class="line[^"]*">/g)).toEqual([
      '<span class="line">',
      '<span class="line highlighted">',
      '<span class="line">',
    ]);
    expect(html).toContain('data-language="text"><code><span class="line"><span>no language');
    expect(html).not.toContain('language-js');
  });

  it('turns mermaid fences into diagram placeholders', async () => {
    expect(await render('```mermaid\ngraph TD\n  A-->B\n```\n')).toMatchInlineSnapshot(`
      "<div class="folio-mermaid" data-folio-mermaid=""><div class="folio-mermaid-source">graph TD
        A-->B</div></div>"
    `);
  });

  it('warns for every block in an unknown language, on every page', async () => {
    const before = warnings.length;
    await render('```cobol-ish\nA\n```\n\n```cobol-ish\nB\n```\n');
    await render('```cobol-ish\nC\n```\n');
    expect(warnings.slice(before)).toEqual(
      Array.from(
        { length: 3 },
        () => 'Unknown code block language "cobol-ish"; shown as plain text.',
      ),
    );
  });

  it('replaces fences inside MDX components and keeps the meta', async () => {
    const compiled = await compile(
      '<CodeGroup>\n\n```bash Terminal {1}\nnpm i\n```\n\n</CodeGroup>\n',
      { rehypePlugins: [[rehypeCodeBlocks, { highlighter }]] },
    );
    const js = String(compiled);
    expect(js).toContain('"data-title": "Terminal"');
    expect(js).toContain('"data-language": "bash"');
    expect(js).toContain('className: "line highlighted"');
  });

  it('leaves a pre that is not a fence untouched', async () => {
    const code = (text: string): Element => ({
      type: 'element',
      tagName: 'code',
      properties: { className: ['language-js'] },
      children: [{ type: 'text', value: text }],
    });
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'pre', properties: {}, children: [code('a'), code('b')] },
      ],
    };
    const processor = unified().use(rehypeCodeBlocks, { highlighter });
    const result = await processor.run(tree);
    expect(hastToHtml(result)).toBe(
      '<pre><code class="language-js">a</code><code class="language-js">b</code></pre>',
    );
  });
});
