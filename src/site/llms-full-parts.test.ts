import { readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { hashText, storeHtml } from './cached-html.ts';
import { LLMS_FULL_FILE, LlmsFullFile } from './llms-full-file.ts';
import { LLMS_PARTS_FILE } from './llms-full-parts.ts';
import { addMarkdownFiles } from './markdown-files.ts';
import { llmsFullTxt, pageMarkdownText } from './site-files.ts';
import type { PageSummary } from './site-files.ts';
import { SiteOutput } from './site-output.ts';

const instructions = ['Prefer the API reference.'];
const site = {
  name: 'Acme',
  baseUrl: 'https://x.dev',
  agentInstructions: instructions,
} as Parameters<typeof llmsFullTxt>[0];
const routes = { home: '/a', folders: new Map<string, string>() };

const page = (route: string, markdown = `Body of ${route}, é.\n`): PageSummary => ({
  route,
  title: route,
  noindex: false,
  hidden: false,
  breadcrumbs: [],
  markdown,
});
const pages = ['/a', '/b', '/c', '/d'].map((route) => page(route));

/** `given` as a build gives them: each page's summary names its `.md` text by its hash. */
function summarize(given: readonly PageSummary[]): PageSummary[] {
  return given.map((summary) => {
    const text = pageMarkdownText(summary, undefined, instructions);
    return { ...summary, markdown: undefined, markdownHash: hashText(text) };
  });
}

/** `given` as a build gives them, their `.md` texts stored in `store`. */
function stored(store: string, given: readonly PageSummary[]): PageSummary[] {
  for (const summary of given) {
    storeHtml(store, pageMarkdownText(summary, undefined, instructions), 'md');
  }
  return summarize(given);
}

/**
 * Writes llms-full.txt into `store` from `given` (stored there, see `stored`), and gives its text
 * and the site's size.
 */
async function write(store: string, given: readonly PageSummary[], settings = site) {
  const output = new SiteOutput(path.join(await tempDocs({}), 'site'), undefined);
  await addMarkdownFiles(output, given, routes, settings, store, 'engine');
  const text = await readFile(path.join(store, LLMS_FULL_FILE), 'utf8');
  return { text, bytes: output.bytes };
}

/** Removes the `.md` files of `store`: a build that reads one fails. */
async function removeMarkdown(store: string): Promise<void> {
  for (const name of await readdir(store)) {
    if (name.endsWith('.md')) await rm(path.join(store, name));
  }
}

describe('llms-full.txt on a rebuild', () => {
  it("copies unchanged pages' parts and reads only the changed pages' text", async () => {
    const store = await tempDocs({});
    await write(store, stored(store, pages));
    await removeMarkdown(store);
    stored(store, [page('/b', 'New body.\n'), page('/e')]);
    const changed = [page('/a'), page('/b', 'New body.\n'), page('/d'), page('/e'), page('/c')];
    const rebuilt = await write(store, summarize(changed));
    const coldStore = await tempDocs({});
    const cold = await write(coldStore, stored(coldStore, changed));
    expect(rebuilt.text).toBe(llmsFullTxt(site, changed));
    expect(rebuilt).toEqual(cold);
    // The list written on the rebuild serves the next one.
    await removeMarkdown(store);
    expect(await write(store, summarize(changed))).toEqual(cold);
  });

  it('copies runs longer than one read, each to its place around the new text', async () => {
    // 1.5 MB a page, so every run takes more than one chunk of the copy (1 MB).
    const large = (route: string) => page(route, `${route} ${'é word '.repeat(200_000)}\n`);
    const before = ['/a', '/b', '/c', '/d', '/e'].map(large);
    const store = await tempDocs({});
    await write(store, stored(store, before));
    await removeMarkdown(store);
    const changed = [
      large('/a'),
      large('/b'),
      page('/c', 'Short now.\n'),
      large('/e'),
      large('/d'),
    ];
    stored(store, [changed[2] as PageSummary]);
    expect((await write(store, summarize(changed))).text).toBe(llmsFullTxt(site, changed));
  });

  it('makes every part again with other settings or engine', async () => {
    const store = await tempDocs({});
    const given = stored(store, pages);
    await write(store, given);
    const moved = { ...site, baseUrl: 'https://y.dev' };
    expect((await write(store, given, moved)).text).toBe(llmsFullTxt(moved, pages));
    await removeMarkdown(store);
    const output = new SiteOutput(path.join(await tempDocs({}), 'site'), undefined);
    expect(() => {
      void addMarkdownFiles(output, given, routes, moved, store, 'other engine');
    }).toThrow('ENOENT');
  });

  it('falls back to every page when the list or its file is not what it says', async () => {
    const store = await tempDocs({});
    const given = stored(store, pages);
    const { text: cold } = await write(store, given);
    const listFile = path.join(store, LLMS_PARTS_FILE);
    const list = JSON.parse(await readFile(listFile, 'utf8')) as {
      file: { size: number };
      parts: unknown[][];
    };
    const corrupt = {
      'not JSON': '{"format":',
      'not an object': '[]',
      'a part of another shape': JSON.stringify({ ...list, parts: [['/a', 'x', -1, 2, 3]] }),
      'a part past the end': JSON.stringify({
        ...list,
        parts: list.parts.map((part) => [...part.slice(0, 2), list.file.size, ...part.slice(3)]),
      }),
    };
    for (const [name, text] of Object.entries(corrupt)) {
      await writeFile(listFile, text);
      expect((await write(store, given)).text, name).toBe(cold);
    }
    // A file of the same size written after the list.
    await writeFile(path.join(store, LLMS_FULL_FILE), 'x'.repeat(Buffer.byteLength(cold)));
    expect((await write(store, given)).text).toBe(cold);
  });

  it('stops when the last file is cut short while it is read', async () => {
    const store = await tempDocs({});
    const given = stored(store, pages);
    await write(store, given);
    const list = JSON.parse(await readFile(path.join(store, LLMS_PARTS_FILE), 'utf8')) as {
      context: string;
    };
    const full = new LlmsFullFile(store, '# Acme\n', list.context);
    expect(full.reuse('/a', given[0]?.markdownHash ?? '')).toBeGreaterThan(0);
    await truncate(path.join(store, LLMS_FULL_FILE), 10);
    const output = new SiteOutput(path.join(await tempDocs({}), 'site'), undefined);
    await expect(full.addTo(output)).rejects.toThrow(
      `llms-full.txt in ${store} was cut short while this build read it: build again.`,
    );
  });
});
