import { describe, expect, it } from 'vitest';
import { markdownFiles } from './markdown-files.ts';
import { llmsFullTxt, pageMarkdownText } from './site-files.ts';
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
