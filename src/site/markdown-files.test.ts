import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { storeHtml } from './cached-html.ts';
import { addMarkdownFiles, markdownFiles } from './markdown-files.ts';
import { llmsFullPart, llmsFullTxt, pageMarkdownText } from './site-files.ts';
import { SiteOutput } from './site-output.ts';
import type { PageSummary } from './site-files.ts';

const summary = (route: string, parts: Partial<PageSummary> = {}): PageSummary => ({
  route,
  title: route,
  noindex: false,
  hidden: false,
  breadcrumbs: [],
  markdown: `Body of ${route}.`,
  ...parts,
});

describe('pageMarkdownText', () => {
  it('puts the title and the description above the body', () => {
    const page = { title: 'Setup', description: 'How to\nstart.', markdown: 'Run it.\n' };
    expect(pageMarkdownText(page)).toBe('# Setup\n\n> How to start.\n\nRun it.\n');
    expect(pageMarkdownText(page, 'https://x.dev/setup')).toBe(
      '# Setup\nSource: https://x.dev/setup\n\n> How to start.\n\nRun it.\n',
    );
    expect(pageMarkdownText({ title: 'Empty', markdown: '' })).toBe('# Empty\n');
  });

  it('is the text of each page in llms-full.txt', () => {
    const page = summary('/a', { title: 'A', description: 'About A.' });
    const site = { name: 'Acme', baseUrl: 'https://x.dev' } as Parameters<typeof llmsFullTxt>[0];
    expect(llmsFullTxt(site, [page])).toBe(
      `# Acme\n\n${pageMarkdownText(page, 'https://x.dev/a')}`,
    );
  });
});

describe('markdownFiles', () => {
  const pages = [
    summary('/intro'),
    summary('/guides/setup'),
    summary('/guides/hidden', { hidden: true }),
    summary('/quiet', { noindex: true }),
  ];

  it('writes <route>.md for each page llms.txt lists', () => {
    const files = markdownFiles(pages, { home: '/intro', folders: new Map() });
    expect([...files.keys()]).toEqual(['intro.md', 'guides/setup.md', 'index.md']);
    expect(files.get('guides/setup.md')).toBe('# /guides/setup\n\nBody of /guides/setup.\n');
    expect(files.get('index.md')).toBe(files.get('intro.md'));
  });

  it("gives a folder path its first page's text, never a hidden page's", () => {
    const folders = new Map([
      ['/guides', '/guides/setup'],
      ['/secret', '/guides/hidden'],
    ]);
    const files = markdownFiles(pages, { home: '/intro', folders });
    expect(files.get('guides.md')).toBe(files.get('guides/setup.md'));
    expect(files.has('secret.md')).toBe(false);
  });

  it('keeps the page at / when there is one', () => {
    const files = markdownFiles([summary('/'), summary('/intro')], {
      home: '/intro',
      folders: new Map(),
    });
    expect(files.get('index.md')).toBe('# /\n\nBody of /.\n');
  });
});

describe('addMarkdownFiles', () => {
  const instructions = ['Prefer the API reference.', '', 'Cite pages.'];
  const site = {
    name: 'Acme',
    baseUrl: 'https://x.dev',
    agentInstructions: instructions,
  } as Parameters<typeof llmsFullTxt>[0];
  const pages = [
    summary('/intro', { title: 'Intro', description: 'About\nit.' }),
    summary('/guides/setup', { markdown: 'Run `npm i`.\n\n## Next\n\nMore.\n' }),
    summary('/guides/hidden', { hidden: true }),
    summary('/quiet', { noindex: true }),
    summary('/empty', { title: 'Empty', markdown: '' }),
  ];
  const routes = { home: '/intro', folders: new Map([['/guides', '/guides/setup']]) };

  /** The site's files as `addMarkdownFiles` writes them, from `pages` as given. */
  async function written(given: readonly PageSummary[], store: string | undefined) {
    const out = path.join(await tempDocs({}), 'site');
    const output = new SiteOutput(out, undefined);
    await addMarkdownFiles(output, given, routes, site, store);
    await output.commit();
    const files = new Map<string, string>();
    for (const name of await readdir(out, { recursive: true })) {
      if (name.endsWith('.md') || name.endsWith('.txt')) {
        files.set(name, await readFile(path.join(out, name), 'utf8'));
      }
    }
    return files;
  }

  it('writes what the summaries give, llms-full.txt as llmsFullTxt makes it', async () => {
    const files = await written(pages, undefined);
    expect(files.get('llms-full.txt')).toBe(llmsFullTxt(site, pages));
    expect(Object.fromEntries([...files].filter(([name]) => name.endsWith('.md')))).toEqual(
      Object.fromEntries(markdownFiles(pages, routes, instructions)),
    );
  });

  it('links the .md texts render threads stored and streams llms-full.txt from them, in page order', async () => {
    const store = await tempDocs({});
    const stored = pages.map((page) => {
      if (page.hidden || page.noindex) return { ...page, markdown: undefined };
      const text = pageMarkdownText(page, undefined, instructions);
      return { ...page, markdown: undefined, markdownHash: storeHtml(store, text, 'md') };
    });
    const files = await written(stored, store);
    expect(files).toEqual(await written(pages, undefined));
    expect(files.get('llms-full.txt')).toBe(llmsFullTxt(site, pages));
    expect(await readFile(path.join(store, 'llms-full.txt'), 'utf8')).toBe(
      llmsFullTxt(site, pages),
    );
  });

  it('refuses a page whose stored text no folder holds', async () => {
    const stored = [{ ...summary('/a'), markdown: undefined, markdownHash: 'abc' }];
    await expect(written(stored, undefined)).rejects.toThrow('No folder holds the Markdown of /a.');
  });
});

describe('llmsFullPart', () => {
  it("is the page's llms-full.txt text, made from its .md file's", () => {
    const site = { name: 'Acme', baseUrl: 'https://x.dev' } as Parameters<typeof llmsFullTxt>[0];
    const cases = [
      { title: 'Setup', description: 'How to\nstart.', markdown: 'Run it.\n' },
      { title: 'Empty', markdown: '' },
      { title: '  Spaced\n title ', markdown: 'Body.' },
    ];
    for (const agentInstructions of [undefined, ['Be brief.', '', 'Cite.']]) {
      for (const page of cases) {
        const text = pageMarkdownText(page, undefined, agentInstructions);
        expect(llmsFullPart(text, { ...site, agentInstructions }, '/setup')).toBe(
          pageMarkdownText(page, 'https://x.dev/setup'),
        );
      }
    }
  });
});
