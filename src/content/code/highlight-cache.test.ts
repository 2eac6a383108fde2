import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { hastToHtml } from 'shiki';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { createHighlightCache } from './highlight-cache.ts';
import type { HighlightCache } from './highlight-cache.ts';
import { createCodeHighlighter } from './highlighter.ts';
import type { CodeHighlighter } from './highlighter.ts';
import { createCodeBlockHighlighter } from './code-block-highlighter.ts';
import { highlightCodeBlocks } from './highlight-code-blocks.ts';

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

/** The code block pass as a unified plugin, over `highlighter` and `cache`. */
function codeBlocks(highlighter: CodeHighlighter, cache?: HighlightCache) {
  const blocks = createCodeBlockHighlighter(highlighter, cache);
  return () => (tree: Root) => highlightCodeBlocks(tree, blocks, () => undefined);
}

async function render(highlighter: CodeHighlighter, cache?: HighlightCache): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(codeBlocks(highlighter, cache));
  return hastToHtml(await processor.run(processor.parse(page)));
}

describe('createHighlightCache', () => {
  it('gives the same HTML and loads no grammar once every known block is cached', async () => {
    const dir = path.join(folder, 'a');
    const cache = createHighlightCache(dir, () => 'salt-1');
    const first: string[][] = [];
    const uncached = await render(counting([]));
    expect(await render(counting(first), cache)).toBe(uncached);
    expect(first).toEqual([['typescript', 'python', 'klingon']]);
    // Nothing is written until the renderer flushes: then one pack and its index.
    expect(await readdir(dir).catch(() => [])).toEqual([]);
    cache.flush();
    expect((await readdir(dir)).map((name) => name.replace(/-[^.]+/, '-*')).sort()).toEqual([
      expect.stringMatching(/^[0-9a-f]{12}-\*\.index\.json$/) as unknown,
      expect.stringMatching(/^[0-9a-f]{12}-\*\.pack$/) as unknown,
    ]);

    // Another renderer (another thread, the next build) reads the pack: only the unknown
    // language, never kept so that it warns on every build, is prepared again.
    const second: string[][] = [];
    const later = createHighlightCache(dir, () => 'salt-1');
    expect(await render(counting(second), later)).toBe(uncached);
    expect(second).toEqual([['klingon']]);
    later.flush();
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('misses when the salt changes, and drops the packs of the old salt', async () => {
    const dir = path.join(folder, 'b');
    const old = createHighlightCache(dir, () => 'old');
    await render(counting([]), old);
    old.flush();
    const prepared: string[][] = [];
    const fresh = createHighlightCache(dir, () => 'new');
    await render(counting(prepared), fresh);
    expect(prepared).toEqual([['typescript', 'python', 'klingon']]);
    fresh.flush();
    const names = await readdir(dir);
    expect(names).toHaveLength(2);
    const [one, two] = names;
    expect(one?.slice(0, 12)).toBe(two?.slice(0, 12));
  });

  it('merges packs when there are many (a long dev session writes one per render)', async () => {
    const dir = path.join(folder, 'c');
    const highlighter = createCodeHighlighter();
    for (let n = 0; n < 40; n++) {
      const cache = createHighlightCache(dir, () => 'salt');
      const tree = unified().use(remarkParse).use(remarkRehype);
      const processor = tree().use(codeBlocks(highlighter, cache));
      await processor.run(processor.parse(`\`\`\`js\nconst n = ${String(n)};\n\`\`\``));
      cache.flush();
    }
    // The 33rd pack merged all of them into one; seven more followed.
    expect(await readdir(dir)).toHaveLength(2 * 8);
    const prepared: string[][] = [];
    const cache = createHighlightCache(dir, () => 'salt');
    for (const n of [0, 20, 39]) {
      const processor = unified()
        .use(remarkParse)
        .use(remarkRehype)
        .use(codeBlocks(counting(prepared), cache));
      await processor.run(processor.parse(`\`\`\`js\nconst n = ${String(n)};\n\`\`\``));
    }
    // Every block survived the merges.
    expect(prepared).toEqual([]);
  });

  it('deletes the unfinished files of writers that were killed, not of running ones', async () => {
    const dir = path.join(folder, 'd');
    const cache = createHighlightCache(dir, () => 'salt');
    await render(counting([]), cache);
    cache.flush();
    const [index] = await readdir(dir);
    const salt = index?.slice(0, 12) ?? '';
    const dead = spawn(process.execPath, ['-e', '']);
    await once(dead, 'exit');
    const left = [
      `${salt}-m0-${String(dead.pid)}-00aa00aa00aa.pack`,
      `${salt}-m0-${String(dead.pid)}-00bb00bb00bb.index.json.tmp`,
    ];
    const writing = [
      `${salt}-m1-${String(process.pid)}-00cc00cc00cc.pack`,
      `${salt}-m1-${String(process.pid)}-00dd00dd00dd.index.json.tmp`,
    ];
    await mkdir(dir, { recursive: true });
    for (const name of [...left, ...writing]) await writeFile(path.join(dir, name), 'cut');

    const next = createHighlightCache(dir, () => 'salt');
    await next.set(
      'const n = 1;',
      { lang: 'js', highlight: new Set(), lineNumbers: false, wrap: false },
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [],
      },
    );
    next.flush();
    const names = await readdir(dir);
    expect(left.filter((name) => names.includes(name))).toEqual([]);
    expect(writing.filter((name) => names.includes(name))).toEqual(writing);
    expect(names.filter((name) => name.endsWith('.index.json'))).toHaveLength(2);
  });

  it('keeps blocks apart whose fences mark different lines', async () => {
    const dir = path.join(folder, 'line-sets');
    const cache = createHighlightCache(dir, () => 'salt');
    const meta = (line: number) => ({
      lang: 'js',
      highlight: new Set([line]),
      lineNumbers: false,
      wrap: false,
    });
    const block = (name: string) => ({
      type: 'element' as const,
      tagName: 'pre',
      properties: { dataName: name },
      children: [],
    });
    await cache.set('a\nb', meta(1), block('first'));
    expect(await cache.get('a\nb', meta(2))).toBeUndefined();
    await cache.set('a\nb', meta(2), block('second'));
    expect((await cache.get('a\nb', meta(1)))?.properties['dataName']).toBe('first');
  });
});
