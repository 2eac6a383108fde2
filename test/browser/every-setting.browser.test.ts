/**
 * The visual keys of the every-setting fixture (test/fixtures/every-setting) in Chromium:
 * theme, colours, logo, fonts, background, banner and styling, read as computed styles and
 * visibility in dark mode (the fixture's `appearance`) and in light mode. The HTML and CSS the
 * build writes for the same keys are checked in test/e2e/every-setting.test.ts; this test
 * shows the browser applies them.
 *
 * @module
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/dev/index.ts';
import { builtSite, removeBuiltSite } from '../e2e/every-setting/built-site.ts';
import { launchChromium, openPage, screenshot, type TestPage } from './helpers/browser.ts';

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let tab: TestPage;

beforeAll(async () => {
  const { out } = await builtSite();
  [server, browser] = await Promise.all([serveStatic(out), launchChromium()]);
  // A light-mode reader: `appearance` (dark, strict) must win over the system's choice.
  tab = await openPage(browser, { colorScheme: 'light' });
  await tab.page.goto(`${server.url}/guide/fields`);
  await tab.page.evaluate(() => document.fonts.ready);
}, 180_000);

afterAll(async () => {
  await tab.close();
  await browser.close();
  await server.close();
  await removeBuiltSite();
});

/** What the probe reads: the computed values the visual keys drive. */
async function probe(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string, property: string, pseudo?: string) => {
      const element = document.querySelector(selector);
      return element === null
        ? 'missing'
        : getComputedStyle(element, pseudo).getPropertyValue(property);
    };
    const visible = (selector: string) => {
      const element = document.querySelector<HTMLElement>(selector);
      return element !== null && element.checkVisibility();
    };
    const root = getComputedStyle(document.documentElement);
    return {
      theme: document.documentElement.dataset['theme'],
      radius: root.getPropertyValue('--folio-radius').trim(),
      sidebarWidth: style('.folio-sidebar', 'width'),
      primary: root.getPropertyValue('--folio-primary').trim(),
      primaryLight: root.getPropertyValue('--folio-primary-light').trim(),
      primaryDark: root.getPropertyValue('--folio-primary-dark').trim(),
      primaryButton: style('.folio-primary-button', 'background-color'),
      accent: root.getPropertyValue('--folio-accent').trim(),
      logoLight: visible('.folio-logo-light'),
      logoDark: visible('.folio-logo-dark'),
      bodyFont: style('.folio-prose p', 'font-family'),
      headingFont: style('h1.folio-title', 'font-family'),
      headingWeight: style('h1.folio-title', 'font-weight'),
      bodyFontStatus: [...document.fonts].find(
        (font) => font.family.replaceAll('"', '') === 'Every Body',
      )?.status,
      background: style('body', 'background-color'),
      backgroundImage: style('body', 'background-image'),
      decoration: style('body', 'background-image', '::before'),
      bannerShown: visible('.folio-banner'),
      bannerBackground: style('.folio-banner', 'background-color'),
      codeBackground: style('pre.shiki', 'background-color'),
      keyword: style('pre.shiki[data-language="cow"] code span span', 'color'),
      breadcrumbs: visible('.folio-breadcrumbs'),
      mathFont: style('.katex', 'font-family'),
      navbarIcon: visible('.folio-navbar-link .folio-icon svg'),
      themeToggle: visible('[data-folio-theme-toggle]'),
    };
  });
}

/** The values each mode must show: [key, what the probe reads, expected]. */
const EXPECTED: Record<'dark' | 'light', [string, keyof Probe, unknown][]> = {
  dark: [
    ['appearance.default', 'theme', 'dark'],
    ['theme', 'radius', '1rem'],
    ['theme', 'sidebarWidth', '272px'],
    ['colors.primary', 'primary', '#7C3AED'],
    ['colors.light', 'accent', '#A78BFA'],
    ['colors.dark', 'primaryButton', 'rgb(91, 33, 182)'],
    ['logo.dark', 'logoDark', true],
    ['logo.light', 'logoLight', false],
    [
      'fonts.body',
      'bodyFont',
      '"Every Body", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    ],
    [
      'fonts.heading',
      'headingFont',
      '"Every Heading", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    ],
    ['fonts.heading', 'headingWeight', '700'],
    ['fonts.source', 'bodyFontStatus', 'loaded'],
    ['background.color.dark', 'background', 'rgb(28, 25, 23)'],
    [
      'background.image.dark',
      'backgroundImage',
      expect.stringMatching(/\/images\/backdrop-dark\.svg"\)$/),
    ],
    ['background.decoration', 'decoration', expect.stringMatching(/^linear-gradient\(to right, /)],
    ['banner', 'bannerShown', true],
    ['banner.color.dark', 'bannerBackground', 'rgb(120, 53, 15)'],
    ['styling.codeblocks.theme', 'codeBackground', 'rgb(40, 42, 54)'],
    ['styling.codeblocks.languages.custom', 'keyword', 'rgb(255, 121, 198)'],
    ['styling.eyebrows', 'breadcrumbs', true],
    ['styling.latex', 'mathFont', expect.stringMatching(/^KaTeX_Main/)],
    ['icons', 'navbarIcon', true],
    ['appearance.strict', 'themeToggle', false],
  ],
  light: [
    ['theme', 'radius', '1rem'],
    ['colors.primary', 'accent', '#7C3AED'],
    ['colors.dark', 'primaryButton', 'rgb(91, 33, 182)'],
    ['logo.light', 'logoLight', true],
    ['logo.dark', 'logoDark', false],
    ['fonts.body', 'bodyFont', expect.stringMatching(/^"Every Body"/)],
    ['background.color.light', 'background', 'rgb(254, 252, 232)'],
    [
      'background.image.light',
      'backgroundImage',
      expect.stringMatching(/\/images\/backdrop\.svg"\)$/),
    ],
    ['background.decoration', 'decoration', expect.stringMatching(/^linear-gradient\(to right, /)],
    ['banner.color.light', 'bannerBackground', 'rgb(253, 230, 138)'],
    ['styling.codeblocks.theme', 'codeBackground', 'rgb(255, 255, 255)'],
    ['styling.codeblocks.languages.custom', 'keyword', 'rgb(215, 58, 73)'],
  ],
};

type Probe = Awaited<ReturnType<typeof probe>>;

/** The probe's values next to each key, so a failure names the key. */
const table = (values: Probe, mode: 'dark' | 'light') =>
  EXPECTED[mode].map(([key, name]) => [key, name, values[name]]);

describe('every visual setting in Chromium', () => {
  it('dark, the fixture’s appearance, although the reader’s system is light', async () => {
    const values = await probe(tab.page);
    await screenshot(tab.page, 'every-setting-dark');
    expect(table(values, 'dark')).toEqual(EXPECTED.dark);
  });

  it('light: the light values of the same keys', async () => {
    // The theme script's switch: strict appearance hides the toggle, so set what it would.
    await tab.page.evaluate(() => {
      document.documentElement.dataset['theme'] = 'light';
      document.documentElement.classList.remove('dark');
    });
    const values = await probe(tab.page);
    await screenshot(tab.page, 'every-setting-light');
    expect(table(values, 'light')).toEqual(EXPECTED.light);
  });

  it('banner.dismissible: the close button hides the banner', async () => {
    await tab.page.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(tab.page.locator('.folio-banner').isVisible()).resolves.toBe(false);
    expect(tab.errors).toEqual([]);
  });
});
