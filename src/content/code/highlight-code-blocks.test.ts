import { compile } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { hastToHtml } from 'shiki';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { createCodeBlockHighlighter } from './code-block-highlighter.ts';
import { highlightCodeBlocks } from './highlight-code-blocks.ts';
import { createCodeHighlighter } from './highlighter.ts';

const highlighter = createCodeHighlighter();
const blocks = createCodeBlockHighlighter(highlighter);
afterAll(() => {
  highlighter.dispose();
});

/** The pass as a rehype plugin, its warnings going to `warnings`. */
function rehypeCodeBlocks(warnings: string[] = []) {
  return () => (tree: Root) =>
    highlightCodeBlocks(tree, blocks, (message) => warnings.push(message));
}

/** Markdown → hast with code blocks replaced, as HTML. */
async function render(markdown: string, warnings?: string[]): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeCodeBlocks(warnings));
  const tree = await processor.run(processor.parse(markdown));
  return hastToHtml(tree);
}

describe('highlightCodeBlocks', () => {
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
    const warnings: string[] = [];
    await render('```cobol-ish\nA\n```\n\n```cobol-ish\nB\n```\n', warnings);
    await render('```cobol-ish\nC\n```\n', warnings);
    expect(warnings).toEqual(
      Array.from(
        { length: 3 },
        () => 'Unknown code block language "cobol-ish"; shown as plain text.',
      ),
    );
  });

  it('gives each call the warnings of its own blocks when pages are highlighted at once', async () => {
    const [first, second]: string[][] = [[], []];
    await Promise.all([
      render('```alphalang\nA\n```\n\n```ts\nconst a = 1;\n```\n', first),
      render('```ts\nconst b = 2;\n```\n\n```betalang\nB\n```\n', second),
    ]);
    expect(first).toEqual(['Unknown code block language "alphalang"; shown as plain text.']);
    expect(second).toEqual(['Unknown code block language "betalang"; shown as plain text.']);
  });

  it('replaces fences inside MDX components and keeps the meta', async () => {
    const compiled = await compile(
      '<CodeGroup>\n\n```bash Terminal {1}\nnpm i\n```\n\n</CodeGroup>\n',
      { rehypePlugins: [rehypeCodeBlocks()] },
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
    await highlightCodeBlocks(tree, blocks, () => undefined);
    expect(hastToHtml(tree)).toBe(
      '<pre><code class="language-js">a</code><code class="language-js">b</code></pre>',
    );
  });
});
