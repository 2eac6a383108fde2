/**
 * How a page written for the platform looks in Chromium: the author's Tailwind classes win over
 * Folio's prose styles (a white button stays white, a card link is not underlined, a flex card
 * keeps its own margins), `.not-prose` opts out of them; the page modes show the parts of the
 * layout the format documents; the author's CSS and JS files apply and run in order; and the
 * platform's `dark` class on `<html>` follows the theme toggle.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { computedStyle, launchChromium, openPage } from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';

const withMode = (title: string, mode: string, body: string): string =>
  `---\ntitle: ${title}\ndescription: About ${title}\nmode: ${mode}\n---\n\n${body}\n`;

const homeBody = [
  '<div className="bg-gray-900 p-4">',
  '  <a href="/guide" id="button" className="bg-gray-900 text-white no-underline">Dark button</a>',
  '</div>',
  '',
  '<a href="/guide" id="card" className="flex flex-col gap-2 border rounded-xl">',
  '  <h3 id="card-title" className="text-sm mt-0">Card title</h3>',
  '  <p id="card-text" className="mt-0 mb-0">Card text</p>',
  '</a>',
  '',
  'A [plain link](/guide) in a paragraph.',
  '',
  '<ul className="not-prose" id="bare-list"><li>Bare</li></ul>',
  '',
  '<p className="hero" id="hero">Styled by style.css</p>',
].join('\n');

const long = '## First\n\nText.\n\n## Second\n\nMore text.';

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let temp: string;

beforeAll(async () => {
  const root = await tempDocs({
    'docs.json': {
      name: 'Author styles',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index', 'guide', 'frame', 'custom', 'center', 'wide'] },
        ],
      },
    },
    'index.mdx': withMode('Home', 'custom', homeBody),
    'guide.mdx': withMode('Guide', 'default', long),
    'frame.mdx': withMode(
      'Frame',
      'frame',
      `<div id="canvas" className="w-full">Canvas</div>\n\n${long}`,
    ),
    'custom.mdx': withMode('Custom', 'custom', long),
    'center.mdx': withMode('Center', 'center', long),
    'wide.mdx': withMode('Wide', 'wide', long),
    'style.css': '.hero { color: rgb(1, 2, 3); }\n.dark .hero { color: rgb(4, 5, 6); }\n',
    'z/late.css': '.hero { font-size: 31px; }\n',
    'b.js': 'window.ran = [...(window.ran ?? []), "b"];\n',
    'a/first.js': 'window.ran = [...(window.ran ?? []), "a/first"];\n',
  });
  temp = await mkdtemp(path.join(tmpdir(), 'folio-author-'));
  const result = await buildSite(root, { outDir: path.join(temp, 'site'), cache: false });
  expect(result.written).toBe(true);
  [server, browser] = await Promise.all([serveStatic(path.join(temp, 'site')), launchChromium()]);
});

afterAll(async () => {
  await browser.close();
  await server.close();
  await rm(temp, { recursive: true, force: true });
});

async function visit(route: string): Promise<TestPage> {
  const tab = await openPage(browser);
  await tab.page.goto(`${server.url}${route}`);
  await tab.page.waitForLoadState('networkidle');
  return tab;
}

describe('author classes over prose styles', () => {
  it('keeps the colours, decoration and margins the classes set', async () => {
    const tab = await visit('/');
    try {
      const { page } = tab;
      expect(await computedStyle(page.locator('#button'), 'color')).toBe('rgb(255, 255, 255)');
      expect(await computedStyle(page.locator('#button'), 'text-decoration-line')).toBe('none');
      // A classed link takes no prose underline; its content keeps the classes' own margins.
      expect(await computedStyle(page.locator('#card'), 'text-decoration-line')).toBe('none');
      expect(await computedStyle(page.locator('#card-title'), 'margin-top')).toBe('0px');
      expect(await computedStyle(page.locator('#card-title'), 'font-size')).toBe('14px');
      expect(await computedStyle(page.locator('#card-text'), 'margin-bottom')).toBe('0px');
      // A Markdown link keeps the prose look.
      const plain = page.locator('a', { hasText: 'plain link' });
      expect(await computedStyle(plain, 'text-decoration-line')).toBe('underline');
      // `.not-prose` gets the browser's list indent, not the prose one (1.5rem).
      expect(await computedStyle(page.locator('#bare-list'), 'padding-left')).toBe('40px');
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});

describe('page modes', () => {
  /** Which parts of the layout the page at `route` shows. */
  async function parts(route: string) {
    const tab = await visit(route);
    try {
      const { page } = tab;
      const shown = async (selector: string): Promise<boolean> =>
        (await page.locator(selector).count()) > 0 && page.locator(selector).first().isVisible();
      const main = await page.locator('.folio-main').boundingBox();
      const article = await page.locator('.folio-article').boundingBox();
      return {
        sidebar: await shown('#folio-sidebar'),
        title: await shown('.folio-page-header'),
        toc: await shown('.folio-toc'),
        pagination: await shown('.folio-pagination'),
        footer: await shown('.folio-footer'),
        main: main ?? { x: 0, y: 0, width: 0, height: 0 },
        article: article ?? { x: 0, y: 0, width: 0, height: 0 },
      };
    } finally {
      await tab.close();
    }
  }

  it('default shows everything beside a reading column', async () => {
    const view = await parts('/guide');
    expect(view).toMatchObject({ sidebar: true, title: true, toc: true, pagination: true });
    expect(view.article.width).toBeLessThanOrEqual(768);
  });

  it('frame keeps the sidebar; no title, contents or pagination; the canvas is full width', async () => {
    const view = await parts('/frame');
    expect(view).toMatchObject({
      sidebar: true,
      title: false,
      toc: false,
      pagination: false,
      footer: true,
    });
    expect(view.article.width).toBe(view.main.width);
  });

  it('custom shows only the content, full width, with no sidebar and no footer', async () => {
    const view = await parts('/custom');
    expect(view).toMatchObject({
      sidebar: false,
      title: false,
      toc: false,
      pagination: false,
      footer: false,
    });
    expect(view.article.width).toBe(1280);
  });

  it('center has no sidebar and a centered column with its title', async () => {
    const view = await parts('/center');
    expect(view).toMatchObject({ sidebar: false, title: true, toc: false, footer: true });
    const left = view.article.x - view.main.x;
    const right = view.main.x + view.main.width - (view.article.x + view.article.width);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
    expect(view.article.width).toBeLessThanOrEqual(768);
  });

  it('wide drops the contents and gives the page their width', async () => {
    const view = await parts('/wide');
    expect(view).toMatchObject({ sidebar: true, title: true, toc: false, pagination: true });
    expect(view.article.width).toBeGreaterThan(768);
  });
});

describe('author CSS and JS files and the dark class', () => {
  it('applies the stylesheets in path order, runs the scripts in path order', async () => {
    const tab = await visit('/');
    try {
      const { page } = tab;
      const hero = page.locator('#hero');
      expect(await computedStyle(hero, 'color')).toBe('rgb(1, 2, 3)');
      expect(await computedStyle(hero, 'font-size')).toBe('31px');
      expect(await page.evaluate(() => (window as unknown as { ran: unknown }).ran)).toEqual([
        'a/first',
        'b',
      ]);
      const html = page.locator('html');
      const isDark = (): Promise<boolean> =>
        page.evaluate(() => document.documentElement.classList.contains('dark'));
      expect(await isDark()).toBe(false);
      await page.locator('[data-folio-theme-toggle]').first().click();
      expect(await html.getAttribute('data-theme')).toBe('dark');
      expect(await isDark()).toBe(true);
      expect(await computedStyle(hero, 'color')).toBe('rgb(4, 5, 6)');
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('sets the dark class before the page paints when the reader prefers dark', async () => {
    const tab = await openPage(browser, { colorScheme: 'dark' });
    try {
      await tab.page.goto(`${server.url}/guide`);
      expect(await tab.page.locator('html').getAttribute('class')).toBe('dark');
      await tab.page.locator('[data-folio-theme-toggle]').first().click();
      expect(
        await tab.page.evaluate(() => document.documentElement.classList.contains('dark')),
      ).toBe(false);
    } finally {
      await tab.close();
    }
  });
});
