import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { hastToHtml } from 'shiki';
import { unified } from 'unified';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseCodeMeta } from './code-meta.ts';
import { createHighlightCache } from './highlight-cache.ts';
import { createCodeHighlighter } from './highlighter.ts';
import { createCodeBlockHighlighter } from './code-block-highlighter.ts';
import { highlightCodeBlocks } from './highlight-code-blocks.ts';

/** Code that makes the (wrapped) TypeScript grammar throw, as a grammar bug would. */
const TRIGGER = 'grammar-breaker';

// shiki as it is, except that tokenising code containing TRIGGER in a real language throws.
vi.mock('shiki', async (importOriginal) => {
  const shiki = await importOriginal<typeof import('shiki')>();
  return {
    ...shiki,
    createHighlighter: async (...args: Parameters<typeof shiki.createHighlighter>) => {
      const instance = await shiki.createHighlighter(...args);
      const codeToHast = instance.codeToHast.bind(instance);
      instance.codeToHast = (code, options) => {
        if (code.includes(TRIGGER) && options.lang !== 'text') {
          throw new Error('Invalid regular expression');
        }
        return codeToHast(code, options);
      };
      return instance;
    },
  };
});

const folder = await mkdtemp(path.join(os.tmpdir(), 'folio-highlight-failures-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a grammar that fails on one block', () => {
  it('shows that block plain, not to be cached, and still colours the others', async () => {
    const warnings: string[] = [];
    const highlighter = createCodeHighlighter({ onWarning: (message) => warnings.push(message) });
    await highlighter.prepare(['ts']);
    const broken = highlighter.highlightBlock(`const a = "${TRIGGER}";\n`, parseCodeMeta('ts', ''));
    expect(broken.cacheable).toBe(false);
    expect(hastToHtml(broken.element)).toContain(`<span>const a = "${TRIGGER}";</span>`);
    expect(broken.element.properties['dataLanguage']).toBe('typescript');
    // Later blocks of the language do not depend on which block failed first.
    const fine = highlighter.highlightBlock('const b = 2;\n', parseCodeMeta('ts', ''));
    expect(fine.cacheable).toBe(true);
    expect(hastToHtml(fine.element)).toContain('<span class="l9 d8">const</span>');
    expect(warnings).toEqual([
      'Code blocks in "typescript" could not be highlighted (Error: Invalid regular expression); shown as plain text.',
    ]);
    highlighter.dispose();
  });

  it('is never kept in the highlight cache, so the next build tries again', async () => {
    const dir = path.join(folder, 'cache');
    const highlighter = createCodeHighlighter();
    const page = `\`\`\`ts\nconst a = "${TRIGGER}";\n\`\`\`\n\n\`\`\`ts\nconst b = 2;\n\`\`\`\n`;
    const render = async (): Promise<string[]> => {
      const cache = createHighlightCache(dir, () => 'salt');
      const processor = unified().use(remarkParse).use(remarkRehype);
      const tree = await processor.run(processor.parse(page));
      await highlightCodeBlocks(tree, createCodeBlockHighlighter(highlighter, cache), () => {});
      cache.flush();
      const seen: string[] = [];
      for (const code of [`const a = "${TRIGGER}";`, 'const b = 2;']) {
        const block = await createHighlightCache(dir, () => 'salt').get(
          `${code}\n`,
          parseCodeMeta('ts', ''),
        );
        if (block) seen.push(code);
      }
      return seen;
    };
    expect(await render()).toEqual(['const b = 2;']);
    expect((await readdir(dir)).filter((name) => name.endsWith('.pack'))).toHaveLength(1);
    highlighter.dispose();
  });
});
