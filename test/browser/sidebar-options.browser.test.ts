/**
 * The fixture built twice in Chromium, to compare docs.json display options:
 * `interaction.drilldown` (a nested group's title goes to its first page, or only folds) and
 * `styling.eyebrows` (breadcrumbs above the title, or only the section name).
 *
 * @module
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  openPage,
  pathOf,
  screenshot,
  waitForPath,
  waitHidden,
  waitVisible,
} from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';
import { serveFixtureSite } from './helpers/fixture-site.ts';
import type { ServedSite } from './helpers/fixture-site.ts';

/** The fixture as it is: drilldown on, breadcrumbs. */
let on: ServedSite;
/** The fixture with drilldown off and section eyebrows. */
let off: ServedSite;
let browser: Browser;
let tab: TestPage;
let page: Page;

beforeAll(async () => {
  [on, off, browser] = await Promise.all([
    serveFixtureSite(),
    serveFixtureSite((docsJson) => {
      docsJson['interaction'] = { drilldown: false };
      docsJson['styling'] = { eyebrows: 'section' };
    }),
    launchChromium(),
  ]);
  tab = await openPage(browser);
  page = tab.page;
});

afterAll(async () => {
  await tab.close();
  await browser.close();
  await Promise.all([on.close(), off.close()]);
});

afterEach(() => {
  expect(tab.errors).toEqual([]);
  tab.errors.length = 0;
});

async function visit(site: ServedSite, route: string): Promise<void> {
  const response = await page.goto(site.url(route));
  expect(response?.status()).toBe(200);
}

/** The sidebar's nested group titled `title`. */
function group(title: string): Locator {
  return page
    .locator('#folio-sidebar details.folio-nav-group')
    .filter({ has: page.locator(':scope > summary', { hasText: title }) });
}

/** The title row of a group (not those of the groups inside it). */
const titleOf = (details: Locator): Locator => details.locator(':scope > summary');

const isOpen = (details: Locator): Promise<boolean> =>
  details.evaluate((node) => (node as HTMLDetailsElement).open);

describe('drilldown on', () => {
  it("goes to a nested group's first page when its title is clicked", async () => {
    await visit(on, '/en/v2/quickstart');
    const setup = group('Setup');
    expect(await setup.getAttribute('data-folio-drilldown')).toBe('true');
    expect(await isOpen(setup)).toBe(false);

    await titleOf(setup).click();
    await waitForPath(page, '/en/v2/setup/install');
    expect(await page.locator('.folio-title').innerText()).toBe('Install the agent');
    expect(await isOpen(group('Setup'))).toBe(true);
    await screenshot(page, 'drilldown-on-setup');

    await titleOf(group('Advanced')).click();
    await waitForPath(page, '/en/v2/setup/advanced/tuning');
    expect(await page.locator('.folio-title').innerText()).toBe('Performance tuning');
  });
});

describe('drilldown off', () => {
  it('only folds a nested group open and closed when its title is clicked', async () => {
    await visit(off, '/en/v2/quickstart');
    const setup = group('Setup');
    const install = setup.getByRole('link', { name: 'Install the agent' });
    expect(await setup.getAttribute('data-folio-drilldown')).toBe('false');
    expect(await isOpen(setup)).toBe(false);
    expect(await install.isVisible()).toBe(false);

    await titleOf(setup).click();
    await waitVisible(install);
    expect(await isOpen(setup)).toBe(true);
    expect(pathOf(page)).toBe('/en/v2/quickstart');
    await screenshot(page, 'drilldown-off-expanded');

    await titleOf(setup).click();
    await waitHidden(install);
    expect(await isOpen(setup)).toBe(false);
    expect(pathOf(page)).toBe('/en/v2/quickstart');
  });
});

describe('eyebrows', () => {
  it('show the trail of sections and groups with breadcrumbs', async () => {
    await visit(on, '/en/v2/setup/advanced/tuning');
    const breadcrumbs = page.locator('.folio-breadcrumbs');
    await waitVisible(breadcrumbs);
    expect(await breadcrumbs.locator('li').allInnerTexts()).toEqual([
      'Guides',
      'Get started',
      'Setup',
      'Advanced',
    ]);
    await breadcrumbs.getByRole('link', { name: 'Guides' }).click();
    await waitForPath(page, '/en/v2');
  });

  it('show only the section name without breadcrumbs', async () => {
    await visit(off, '/en/v2/setup/advanced/tuning');
    expect(await page.locator('.folio-breadcrumbs').count()).toBe(0);
    const eyebrow = page.locator('.folio-eyebrow');
    await waitVisible(eyebrow);
    expect(await eyebrow.innerText()).toBe('Advanced');
    await screenshot(page, 'eyebrow-section');
  });
});
