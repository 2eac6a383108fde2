/**
 * docs.json `integrations.cookies` in Chromium: with a consent entry configured, no provider
 * script is in the page or requested until local storage holds the entry's value; once the
 * reader consents (in the same tab, so no `storage` event), the providers' scripts load, in
 * their order, and their inline code runs with its functions global (`gtag`). The providers'
 * hosts are answered by the test, never by the network.
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

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'folio-consent-'));
  const outDir = path.join(temp, 'site');
  const root = await tempDocs({
    'docs.json': {
      name: 'Consent',
      navigation: { pages: ['index'] },
      integrations: {
        ga4: { measurementId: 'G-TEST123' },
        plausible: { domain: 'docs.example.com' },
        cookies: { key: 'cookie-consent', value: 'accepted' },
      },
    },
    'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
  });
  const result = await buildSite(root, { outDir, cache: false });
  expect(result.written).toBe(true);
  [server, browser] = await Promise.all([serveStatic(outDir), launchChromium()]);
});

afterAll(async () => {
  await browser.close();
  await server.close();
  await rm(temp, { recursive: true, force: true });
});

describe('integrations.cookies', () => {
  it('loads no provider before consent, and all of them after', async () => {
    const tab = await openPage(browser);
    try {
      const { page } = tab;
      const requested: string[] = [];
      // Every request off the test server is a provider's: answered here, recorded.
      await page.route(
        (url) => !url.href.startsWith(server.url),
        async (route) => {
          requested.push(route.request().url());
          await route.fulfill({ contentType: 'text/javascript', body: '' });
        },
      );
      const providerScripts = () =>
        page.locator('script[src*="googletagmanager"], script[src*="plausible.io"]').count();

      await page.goto(`${server.url}/`);
      await page.waitForLoadState('load');
      // Longer than the gate's one-second check, so a late load would be seen.
      await page.waitForTimeout(1500);
      expect(await providerScripts()).toBe(0);
      expect(requested).toEqual([]);
      expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe(
        'undefined',
      );

      await page.evaluate(() => {
        localStorage.setItem('cookie-consent', 'no');
      });
      await page.waitForTimeout(1500);
      expect(await providerScripts()).toBe(0);

      await page.evaluate(() => {
        localStorage.setItem('cookie-consent', 'accepted');
      });
      await page.waitForFunction(() => typeof (window as { gtag?: unknown }).gtag === 'function');
      expect(await providerScripts()).toBe(2);
      expect(
        requested.some((url) => url.includes('googletagmanager.com/gtag/js?id=G-TEST123')),
      ).toBe(true);
      expect(requested.some((url) => url.startsWith('https://plausible.io/'))).toBe(true);
      expect(
        await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length),
      ).toBe(2);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('loads the providers at once for a reader who consented before', async () => {
    const tab = await openPage(browser);
    try {
      const { page } = tab;
      await page.route(
        (url) => !url.href.startsWith(server.url),
        (route) => route.fulfill({ contentType: 'text/javascript', body: '' }),
      );
      await page.goto(`${server.url}/`);
      await page.evaluate(() => {
        localStorage.setItem('cookie-consent', 'accepted');
      });
      await page.reload();
      await page.waitForFunction(() => typeof (window as { gtag?: unknown }).gtag === 'function');
      expect(
        await page.locator('script[src*="googletagmanager"], script[src*="plausible.io"]').count(),
      ).toBe(2);
    } finally {
      await tab.close();
    }
  });
});
