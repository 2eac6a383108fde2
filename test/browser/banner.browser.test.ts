/**
 * docs.json `banner` in Chromium: shown above the header, closed from the keyboard, still
 * closed after a reload (hidden before first paint, so the header does not move), and shown
 * again once the banner's content changes.
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
import { launchChromium, openPage } from './helpers/browser.ts';

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let temp: string;
let outDir: string;

async function build(content: string): Promise<void> {
  const root = await tempDocs({
    'docs.json': {
      name: 'Banner',
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
      banner: { content, dismissible: true },
    },
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\nMore.\n',
  });
  const result = await buildSite(root, { outDir, cache: false });
  expect(result.written).toBe(true);
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'folio-banner-'));
  outDir = path.join(temp, 'site');
  await build('Version 2 is out: see the [guide](/guide).');
  [server, browser] = await Promise.all([serveStatic(outDir), launchChromium()]);
});

afterAll(async () => {
  await browser.close();
  await server.close();
  await rm(temp, { recursive: true, force: true });
});

describe('the banner', () => {
  it('is dismissed from the keyboard, stays dismissed, and returns with new content', async () => {
    const tab = await openPage(browser);
    try {
      const { page } = tab;
      await page.goto(`${server.url}/`);
      const banner = page.locator('.folio-banner');
      await expect(banner.isVisible()).resolves.toBe(true);
      await expect(banner.locator('a').getAttribute('href')).resolves.toBe('/guide');
      const header = page.locator('header.folio-header');
      const below = (await header.boundingBox())?.y ?? 0;
      expect(below).toBeGreaterThan(0);

      // Keyboard: the close button is reachable and named.
      const close = page.getByRole('button', { name: 'Dismiss banner' });
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(banner.isVisible()).resolves.toBe(false);

      // Another page, and a reload: hidden from the start, the header at the top.
      await page.goto(`${server.url}/guide`);
      await expect(page.locator('html').getAttribute('data-folio-banner-dismissed')).resolves.toBe(
        '',
      );
      await expect(page.locator('.folio-banner').isVisible()).resolves.toBe(false);
      await page.reload();
      await expect(page.locator('.folio-banner').isVisible()).resolves.toBe(false);
      expect((await page.locator('header.folio-header').boundingBox())?.y).toBe(0);

      // New content: a new key, so the banner shows again.
      await build('Version 3 is out.');
      await page.goto(`${server.url}/`);
      await expect(page.locator('.folio-banner').isVisible()).resolves.toBe(true);
      await expect(page.locator('.folio-banner-content').textContent()).resolves.toBe(
        'Version 3 is out.',
      );
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
