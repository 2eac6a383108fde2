/**
 * Tailwind classes on a built page in Chromium: `hidden dark:block` follows Folio's theme toggle
 * (the light image shows in light mode, the dark one in dark mode), and grid and arbitrary-value
 * utilities apply inside the page's prose without Folio's styles overriding them.
 *
 * @module
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computedStyle, openPage, screenshot } from './helpers/browser.ts';
import { builtPage } from './helpers/built-page.ts';
import type { BuiltPage } from './helpers/built-page.ts';

const body = [
  '<div className="block dark:hidden" id="light-only">Light logo</div>',
  '<div className="hidden dark:block" id="dark-only">Dark logo</div>',
  '',
  '<div className="grid md:grid-cols-2 gap-4" id="cards">',
  '  <div className="w-[320px] bg-primary/10 p-4">One</div>',
  '  <div>Two</div>',
  '</div>',
].join('\n');

let built: BuiltPage;
let browser: Browser;

beforeAll(async () => {
  built = await builtPage('Tailwind in the browser', 'Home', body);
  browser = built.browser;
});

afterAll(() => built.close());

describe('Tailwind classes in Chromium', () => {
  it('shows the light element in light mode and the dark one in dark mode', async () => {
    const tab = await openPage(browser);
    try {
      const { page: view } = tab;
      await view.goto(`${built.url}/`);
      const light = view.locator('#light-only');
      const dark = view.locator('#dark-only');
      expect(await view.locator('html').getAttribute('data-theme')).toBe('light');
      expect(await light.isVisible()).toBe(true);
      expect(await dark.isVisible()).toBe(false);
      expect(await computedStyle(view.locator('#cards'), 'display')).toBe('grid');
      expect(
        (await computedStyle(view.locator('#cards'), 'grid-template-columns')).split(' '),
      ).toHaveLength(2);
      expect(await computedStyle(view.locator('#cards > div').first(), 'width')).toBe('320px');
      await screenshot(view, 'tailwind-light');

      await view.locator('[data-folio-theme-toggle]').click();
      expect(await view.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(await light.isVisible()).toBe(false);
      expect(await dark.isVisible()).toBe(true);
      await screenshot(view, 'tailwind-dark');
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
