/**
 * The contextual menu in Chromium: a small site built with every option the menu shows and a
 * custom one, its `.md` copy written beside the built page (the Markdown copies come from their
 * own build step), then the menu driven with the keyboard: opening, moving, closing back to its
 * button, "Copy page" putting the Markdown on the clipboard, "Copy MCP server URL", and every
 * link's target.
 *
 * @module
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/dev/index.ts';
import type { StaticServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { launchChromium, openPage, waitHidden, waitVisible } from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';
import { axeFindings } from './helpers/axe.ts';

const markdown = '# Setup\n\nRun `acme init`, then **deploy**.\n';

let server: StaticServer;
let temp: string;
let browser: Browser;
let tab: TestPage;
let page: Page;

beforeAll(async () => {
  const root = await tempDocs({
    'docs.json': {
      name: 'Acme',
      navigation: { pages: ['index', 'guides/setup'] },
      contextual: {
        options: [
          'copy',
          'view',
          'chatgpt',
          'claude',
          'perplexity',
          'mcp',
          'cursor',
          'vscode',
          {
            title: 'Share',
            description: 'Share this page',
            icon: 'share',
            href: { base: 'https://x.com/intent/tweet', query: [{ key: 'text', value: '$page' }] },
          },
        ],
      },
    },
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'guides/setup.mdx': '---\ntitle: Setup\n---\n\n## Install\n\nRun it.\n',
  });
  temp = await mkdtemp(path.join(tmpdir(), 'folio-contextual-'));
  const outDir = path.join(temp, 'site');
  const result = await buildSite(root, { outDir, cache: false });
  expect(result.written).toBe(true);
  await mkdir(path.join(outDir, 'guides'), { recursive: true });
  await writeFile(path.join(outDir, 'guides', 'setup.md'), markdown);
  [server, browser] = await Promise.all([serveStatic(outDir), launchChromium()]);
  tab = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  page = tab.page;
});

afterAll(async () => {
  await tab.close();
  await browser.close();
  await server.close();
  await rm(temp, { recursive: true, force: true });
});

afterEach(() => {
  expect(tab.errors).toEqual([]);
  tab.errors.length = 0;
});

const focusedText = (): Promise<string> =>
  page.evaluate(
    () =>
      document.activeElement?.querySelector('.folio-contextual-title')?.textContent ??
      document.activeElement?.getAttribute('aria-label') ??
      '',
  );

const clipboard = (): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

describe('contextual menu', () => {
  it('opens, moves and closes with the keyboard, and copies the page’s Markdown', async () => {
    await page.goto(new URL('/guides/setup', server.url).href);
    const toggle = page.locator('.folio-contextual-toggle');
    const menu = page.locator('#folio-contextual-menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await waitVisible(menu);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedText()).toBe('Copy page');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('View as Markdown');
    await page.keyboard.press('End');
    expect(await focusedText()).toBe('Share');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('Copy page');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText()).toBe('Share');
    await page.keyboard.press('Escape');
    await waitHidden(menu);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText()).toBe('Page options');

    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.keyboard.press('ArrowDown');
    await waitVisible(menu);
    expect(await focusedText()).toBe('Copy page');
    await page.keyboard.press('Enter');
    await waitHidden(menu);
    await page.locator('.folio-contextual-status', { hasText: 'Copied' }).waitFor();
    expect(await clipboard()).toBe(markdown);
  });

  it('copies the MCP server URL', async () => {
    await page.goto(new URL('/guides/setup', server.url).href);
    await page.locator('.folio-contextual-toggle').click();
    await page.locator('[role="menuitem"]', { hasText: 'Copy MCP server URL' }).click();
    await page.locator('.folio-contextual-status', { hasText: 'Copied' }).waitFor();
    expect(await clipboard()).toBe(`${server.url}/mcp`);
  });

  it('links each option to its target, in a new tab', async () => {
    await page.goto(new URL('/guides/setup', server.url).href);
    const links = await page
      .locator('#folio-contextual-menu a[role="menuitem"]')
      .evaluateAll((anchors) =>
        anchors.map((a) => [
          a.querySelector('.folio-contextual-title')?.textContent ?? '',
          a.getAttribute('href') ?? '',
          a.getAttribute('target') ?? '',
          a.getAttribute('rel') ?? '',
        ]),
      );
    const md = `${server.url}/guides/setup.md`;
    const prompt = encodeURIComponent(`Read ${md} so I can ask questions about it.`);
    const mcp = `${server.url}/mcp`;
    const newTab = ['_blank', 'noopener noreferrer'];
    expect(links).toEqual([
      ['View as Markdown', md, ...newTab],
      ['Open in ChatGPT', `https://chatgpt.com/?hints=search&q=${prompt}`, ...newTab],
      ['Open in Claude', `https://claude.ai/new?q=${prompt}`, ...newTab],
      ['Open in Perplexity', `https://www.perplexity.ai/search/new?q=${prompt}`, ...newTab],
      [
        'Connect to Cursor',
        `cursor://anysphere.cursor-deeplink/mcp/install?name=Acme&config=${encodeURIComponent(
          btoa(JSON.stringify({ url: mcp })),
        )}`,
        ...newTab,
      ],
      [
        'Connect to VS Code',
        `vscode:mcp/install?${encodeURIComponent(
          JSON.stringify({ name: 'Acme', type: 'http', url: mcp }),
        )}`,
        ...newTab,
      ],
      ['Share', `https://x.com/intent/tweet?text=${encodeURIComponent(md)}`, ...newTab],
    ]);
    // "View as Markdown" serves the page's Markdown.
    const response = await page.request.get(md);
    expect(await response.text()).toBe(markdown);
  });

  it('passes the ARIA and contrast rules open, in light and dark mode', async () => {
    const backgrounds: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(new URL('/guides/setup', server.url).href);
      await page.locator('.folio-contextual-toggle').click();
      await waitVisible(page.locator('#folio-contextual-menu'));
      const findings = await axeFindings(page, {
        rules: [
          'aria-allowed-attr',
          'aria-required-children',
          'aria-required-parent',
          'aria-valid-attr-value',
          'button-name',
          'link-name',
          'color-contrast',
        ],
        include: '.folio-contextual',
      });
      expect(findings).toEqual([]);
      // The menu takes the page's own background: dark in dark mode.
      const [menu, body] = await page.evaluate(() => [
        getComputedStyle(document.querySelector('#folio-contextual-menu') as Element)
          .backgroundColor,
        getComputedStyle(document.body).backgroundColor,
      ]);
      expect(menu).toBe(body);
      backgrounds.push(menu);
    }
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
