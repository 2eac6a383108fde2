import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { hastToHtml } from 'shiki';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { createHighlightCache } from './highlight-cache.ts';
import type { HighlightCache } from './highlight-cache.ts';
import { createCodeHighlighter } from './highlighter.ts';
import type { CodeHighlighter } from './highlighter.ts';
import { rehypeCodeBlocks } from './rehype-code-blocks.ts';

const folder = await mkdtemp(path.join(os.tmpdir(), 'folio-highlight-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const page = [
  '```ts app.ts {2}',
  'const a: number = 1;',
  'export default a;',
  '```',
  '',
  '```python',
  'print("hi")',
  '```',
  '',
  '```klingon',
  'Qapla!',
  '```',
].join('\n');

/** A highlighter that records the languages it was asked to prepare. */
function counting(prepared: string[][]): CodeHighlighter {
  const real = createCodeHighlighter();
  return {
    ...real,
    async prepare(langs) {
      const list = [...langs].filter((lang): lang is string => lang !== undefined);
      prepared.push(list);
      await real.prepare(list);
    },
  };
}

async function render(highlighter: CodeHighlighter, cache?: HighlightCache): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeCodeBlocks, { highlighter, cache });
  return hastToHtml(await processor.run(processor.parse(page)));
}

describe('createHighlightCache', () => {
  it('gives the same HTML and loads no grammar once every known block is cached', async () => {
    const cache = createHighlightCache(path.join(folder, 'a'), () => 'salt-1');
    const first: string[][] = [];
    const uncached = await render(counting([]));
    expect(await render(counting(first), cache)).toBe(uncached);
    expect(first).toEqual([['typescript', 'python', 'klingon']]);
    // Two files: the unknown language is never kept, so it warns on every build.
    expect(await readdir(path.join(folder, 'a'))).toHaveLength(2);

    const second: string[][] = [];
    expect(await render(counting(second), cache)).toBe(uncached);
    expect(second).toEqual([['klingon']]);
  });

  it('misses when the salt changes', async () => {
    const dir = path.join(folder, 'b');
    await render(
      counting([]),
      createHighlightCache(dir, () => 'old'),
    );
    const prepared: string[][] = [];
    await render(
      counting(prepared),
      createHighlightCache(dir, () => 'new'),
    );
    expect(prepared).toEqual([['typescript', 'python', 'klingon']]);
  });
});
