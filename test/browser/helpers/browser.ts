/**
 * Chromium for the browser tests: the system's Chromium driven by playwright-core (no browser
 * downloads), pages that record uncaught script errors, screenshots into
 * `test/browser/screenshots/`, and small waiting helpers for what playwright-core leaves to
 * the test runner.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';

/** Where the browser tests look for Chromium (Debian's `chromium` package); `CHROMIUM` overrides. */
export const chromiumPath = process.env['CHROMIUM'] ?? '/usr/bin/chromium';

/** How long a click or a wait may take before the test fails (playwright's default is 30 s). */
const actionTimeout = 5000;

/** Screenshots of the browser tests (gitignored). */
export const screenshotsDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Launches headless Chromium; fails with a hint when it is not installed. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's "chromium" package or set CHROMIUM.`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
}

/** A page and the uncaught errors its scripts threw. */
export interface TestPage {
  page: Page;
  /** Messages of uncaught exceptions and failed promises, in order. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A page in a fresh context: light colour scheme, no motion (the layout's transitions are
 * switched off, so visibility settles at once), 1280×800 unless `options` say otherwise.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(actionTimeout);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    errors.push(error.message);
  });
  return { page, errors, close: () => context.close() };
}

/** Saves a screenshot of the viewport as `<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: `${screenshotsDir}${name}.png` });
}

/** The path part of the page's URL (`/en/v2/quickstart`). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is `path` (after a click that navigates). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Waits until `locator` is visible. */
export async function waitVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/** Waits until `locator` is hidden (or gone). */
export async function waitHidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden' });
}

/** A computed style property of the first element `locator` matches. */
export async function computedStyle(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
}

/**
 * Whether a reader could click `locator` where it is now, without scrolling anything: its centre
 * is inside the window and no other element (or clipping ancestor) covers it.
 */
export async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}
