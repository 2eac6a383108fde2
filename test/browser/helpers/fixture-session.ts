/**
 * The set-up most browser test files share: the fixture site built and served once, one
 * Chromium, one tab for the whole file, and a check after every test that the page threw no
 * script errors. Call it at the top level of a test file; the fields are set once `beforeAll`
 * has run.
 *
 * @module
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium, openPage } from './browser.ts';
import type { TestPage } from './browser.ts';
import { serveFixtureSite } from './fixture-site.ts';
import type { ServedSite } from './fixture-site.ts';

export interface FixtureSession {
  site: ServedSite;
  browser: Browser;
  tab: TestPage;
  page: Page;
  /** Opens `route` of the fixture site in the tab and expects status 200. */
  visit(route: string): Promise<void>;
}

export function fixtureSession(): FixtureSession {
  const session = {
    async visit(route: string): Promise<void> {
      const response = await session.page.goto(session.site.url(route));
      expect(response?.status()).toBe(200);
    },
  } as FixtureSession;

  beforeAll(async () => {
    [session.site, session.browser] = await Promise.all([serveFixtureSite(), launchChromium()]);
    session.tab = await openPage(session.browser);
    session.page = session.tab.page;
  });

  afterAll(async () => {
    await session.tab.close();
    await session.browser.close();
    await session.site.close();
  });

  afterEach(() => {
    expect(session.tab.errors).toEqual([]);
    session.tab.errors.length = 0;
  });

  return session;
}
