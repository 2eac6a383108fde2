/**
 * The search dialog in Chromium: opened with Ctrl+K or the header button, it loads the site's
 * search index, lists hits as the reader types (typos included), and Enter opens the first hit.
 *
 * @module
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf, screenshot, waitForPath, waitHidden, waitVisible } from './helpers/browser.ts';
import { lowContrastText } from './helpers/contrast.ts';
import { fixtureSession } from './helpers/fixture-session.ts';
import type { ServedSite } from './helpers/fixture-site.ts';

const session = fixtureSession();
let site: ServedSite;
let page: Page;

beforeAll(() => {
  ({ site, page } = session);
});

const dialog = (): ReturnType<Page['getByRole']> => page.getByRole('dialog');
const input = (): ReturnType<Page['getByRole']> => dialog().getByRole('combobox');
const hitTitles = (): Promise<string[]> =>
  dialog().getByRole('option').locator('.folio-search-hit-title').allInnerTexts();

/** Opens search on `route` with Ctrl+K and enters `text`; resolves once hits are listed. */
async function search(route: string, text: string): Promise<void> {
  await page.goto(site.url(route));
  await page.keyboard.press('Control+k');
  await waitVisible(input());
  expect(await input().evaluate((element) => element === document.activeElement)).toBe(true);
  await input().fill(text);
  await waitVisible(dialog().getByRole('option').first());
}

describe('search', () => {
  it('finds a page by part of its title, and Enter opens it', async () => {
    const index = page.waitForResponse((response) => response.url().includes('/_folio/search/'));
    await search('/en/v2/quickstart', 'performance tun');
    expect((await index).status()).toBe(200);
    expect(new URL((await index).url()).pathname).toBe('/_folio/search/en--v2.json');
    expect((await hitTitles())[0]).toBe('Performance tuning');
    expect(await input().getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'search-results');

    await page.keyboard.press('Enter');
    await waitForPath(page, '/en/v2/setup/advanced/tuning');
    expect(await page.locator('.folio-title').innerText()).toBe('Performance tuning');
  });

  it('fetches the manifest, then only the shards a query needs, once each', async () => {
    const fetched: string[] = [];
    const record = (request: { url(): string }): void => {
      const file = new URL(request.url()).pathname;
      if (file.startsWith('/_folio/search/')) fetched.push(file);
    };
    page.on('request', record);
    try {
      await search('/en/v2/quickstart', 'kubernetes');
      expect((await hitTitles())[0]).toBe('Kubernetes');
      expect(fetched[0]).toBe('/_folio/search/en--v2.json');
      expect(
        fetched
          .slice(1)
          .every((file) => /^\/_folio\/search\/en--v2\/[ts]\d+\.[0-9a-f]{16}\.json$/.test(file)),
      ).toBe(true);
      expect(fetched.some((file) => /\/t\d+\.[0-9a-f]{16}\.json$/.test(file))).toBe(true);
      expect(fetched.some((file) => /\/s\d+\.[0-9a-f]{16}\.json$/.test(file))).toBe(true);
      expect(new Set(fetched).size).toBe(fetched.length);
      // Typing on asks the shards already fetched: nothing new for the same term.
      const before = fetched.length;
      await input().fill('kubernetes ');
      await waitVisible(dialog().getByRole('option').first());
      expect(fetched.length).toBe(before);
    } finally {
      page.off('request', record);
    }
  });

  it('forgives a typo', async () => {
    await search('/en/v2/quickstart', 'kubernets');
    expect((await hitTitles())[0]).toBe('Kubernetes');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/en/v2/self-hosted/deploy/kubernetes');
  });

  it('opens from the header button and closes with Escape, giving focus back', async () => {
    await page.goto(site.url('/en/v2/quickstart'));
    const button = page.locator('[data-folio-search-open]');
    await button.click();
    await waitVisible(input());
    await page.keyboard.press('Escape');
    await waitHidden(dialog());
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(pathOf(page)).toBe('/en/v2/quickstart');
  });

  it('names the header button by the text it shows, on a phone too', async () => {
    await page.goto(site.url('/en/v2/quickstart'));
    const button = page.locator('[data-folio-search-open]');
    const label = button.locator('.folio-search-label');
    expect(await button.getAttribute('aria-label')).toBeNull();
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    // The name holds what the reader sees, so speech input finds the button by it.
    expect(await button.ariaSnapshot()).toBe('- button "Search..."');
    expect((await label.boundingBox())?.width).toBeGreaterThan(40);

    await page.setViewportSize({ width: 390, height: 800 });
    try {
      // Only the icon shows; the label is hidden from sight, not from the accessible name.
      expect(await button.ariaSnapshot()).toBe('- button "Search..."');
      expect((await label.boundingBox())?.width).toBeLessThanOrEqual(1);
      expect(await button.locator('.folio-kbd').isVisible()).toBe(false);
      const box = await button.boundingBox();
      expect([box?.width, box?.height]).toEqual([36, 36]);
      await button.click();
      await waitVisible(input());
      await page.keyboard.press('Escape');
      await waitHidden(dialog());
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('keeps its hits readable in the dark theme', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    try {
      await search('/en/v2/quickstart', 'install');
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      await screenshot(page, 'search-results-dark');
      expect(await lowContrastText(dialog())).toEqual([]);
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
});
