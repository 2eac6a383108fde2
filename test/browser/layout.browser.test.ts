/**
 * The layout's own controls in Chromium: the light/dark toggle (remembered across reloads,
 * readable in both themes), the sidebar drawer on a phone, and keyboard use (the skip link,
 * visible focus).
 *
 * @module
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  computedStyle,
  launchChromium,
  openPage,
  pathOf,
  screenshot,
  waitForPath,
  waitHidden,
  waitVisible,
} from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';
import { lowContrastText } from './helpers/contrast.ts';
import { serveFixtureSite } from './helpers/fixture-site.ts';
import type { ServedSite } from './helpers/fixture-site.ts';

let site: ServedSite;
let browser: Browser;
const opened: TestPage[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([serveFixtureSite(), launchChromium()]);
});

afterAll(async () => {
  await Promise.all(opened.map((tab) => tab.close()));
  await browser.close();
  await site.close();
});

afterEach(async () => {
  const errors = opened.flatMap((tab) => tab.errors);
  await Promise.all(opened.splice(0).map((tab) => tab.close()));
  expect(errors).toEqual([]);
});

async function open(route: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const tab = await openPage(browser, options);
  opened.push(tab);
  const response = await tab.page.goto(site.url(route));
  expect(response?.status()).toBe(200);
  return tab.page;
}

const theme = (page: Page): Promise<string | null> =>
  page.locator('html').getAttribute('data-theme');

describe('dark mode', () => {
  it('switches theme and background with the toggle, and remembers the choice', async () => {
    const page = await open('/en/v2/components/code-groups');
    const toggle = page.locator('[data-folio-theme-toggle]');
    const body = page.locator('body');
    expect(await theme(page)).toBe('light');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const lightBackground = await computedStyle(body, 'background-color');
    await screenshot(page, 'theme-light');

    await toggle.click();
    expect(await theme(page)).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const darkBackground = await computedStyle(body, 'background-color');
    expect(darkBackground).not.toBe(lightBackground);
    expect(await computedStyle(body, 'color')).not.toBe(
      await computedStyle(body, 'background-color'),
    );
    await screenshot(page, 'theme-dark');

    await page.reload();
    expect(await theme(page)).toBe('dark');
    expect(await computedStyle(body, 'background-color')).toBe(darkBackground);
    expect(await page.evaluate(() => localStorage.getItem('folio-theme'))).toBe('dark');

    await toggle.click();
    await page.reload();
    expect(await theme(page)).toBe('light');
    expect(await computedStyle(body, 'background-color')).toBe(lightBackground);
  });

  it('follows the system colour scheme until the reader chooses', async () => {
    const page = await open('/en/v2/quickstart', { colorScheme: 'dark' });
    expect(await theme(page)).toBe('dark');
  });

  it.each(['light', 'dark'] as const)('keeps text readable in the %s theme', async (scheme) => {
    const page = await open('/en/v2/components/code-groups', { colorScheme: scheme });
    expect(await theme(page)).toBe(scheme);
    const found = [];
    for (const route of ['/en/v2/components/code-groups', '/en/v2/reference/api/overview']) {
      await page.goto(site.url(route));
      found.push(...(await lowContrastText(page.locator('body'))));
    }
    await screenshot(page, `contrast-${scheme}`);
    expect(found).toEqual([]);
  });
});

describe('the sidebar on a phone', () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  it('is hidden until the menu button opens it, and Escape closes it', async () => {
    const page = await open('/en/v2/quickstart', phone);
    const sidebar = page.locator('#folio-sidebar');
    const button = page.locator('[data-folio-sidebar-toggle]');
    await waitVisible(button);
    expect(await sidebar.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'mobile-closed');

    await button.click();
    await waitVisible(sidebar);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const box = await sidebar.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(390);
    expect(await sidebar.getByRole('link', { name: 'Quickstart' }).isVisible()).toBe(true);
    await screenshot(page, 'mobile-open');

    await page.keyboard.press('Escape');
    await waitHidden(sidebar);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('still offers the section tabs and the version and language switchers', async () => {
    const page = await open('/en/v2/quickstart', phone);
    await page.locator('[data-folio-sidebar-toggle]').click();
    await waitVisible(page.locator('#folio-sidebar'));
    const anyVisible = async (locator: Locator): Promise<boolean> =>
      (await Promise.all((await locator.all()).map((item) => item.isVisible()))).includes(true);
    expect(await anyVisible(page.getByRole('link', { name: 'Reference' }))).toBe(true);
    expect(await anyVisible(page.locator('details[data-folio-menu^="version"] > summary'))).toBe(
      true,
    );
    expect(await anyVisible(page.locator('details[data-folio-menu^="language"] > summary'))).toBe(
      true,
    );
  });

  it('closes after following one of its links', async () => {
    const page = await open('/en/v2/quickstart', phone);
    await page.locator('[data-folio-sidebar-toggle]').click();
    await page.locator('#folio-sidebar').getByRole('link', { name: 'Code groups' }).click();
    await waitForPath(page, '/en/v2/components/code-groups');
    expect(await page.locator('#folio-sidebar').isVisible()).toBe(false);
  });
});

describe('the keyboard', () => {
  it('reaches the skip link first, and Enter on it moves focus to the page', async () => {
    const page = await open('/en/v2/quickstart');
    await page.keyboard.press('Tab');
    const skip = page.locator('.folio-skip-link');
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(await computedStyle(skip, 'outline-style')).not.toBe('none');
    await screenshot(page, 'keyboard-skip-link');

    await page.keyboard.press('Enter');
    expect(pathOf(page)).toBe('/en/v2/quickstart');
    expect(await page.evaluate(() => location.hash)).toBe('#folio-main');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('folio-main');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.activeElement?.closest('#folio-main') !== null,
    );
    expect(inMain).toBe(true);
  });

  it('shows an outline on every element it focuses', async () => {
    const page = await open('/en/v2/components/code-groups');
    const missing: string[] = [];
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (element === null || element === document.body) return undefined;
        const style = getComputedStyle(element);
        const classes = element.getAttribute('class') ?? '';
        const text = element.textContent.trim().slice(0, 30);
        const label = `${element.tagName.toLowerCase()}.${classes} "${text}"`;
        return { label, outline: style.outlineStyle, width: style.outlineWidth };
      });
      if (focused === undefined) break;
      if (focused.outline === 'none' || focused.width === '0px') missing.push(focused.label);
    }
    expect(missing).toEqual([]);
  });
});
