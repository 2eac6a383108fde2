/**
 * The fixture built twice in Chromium, to compare docs.json display options:
 * `interaction.drilldown` (a nested group's title goes to its first page, or only folds) and
 * `styling.eyebrows` (breadcrumbs above the title, or only the section name); and a sidebar large
 * enough to load from its shared file, which opens the group of the page being read.
 *
 * @module
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
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

/** The sidebar's item of the nested group titled `title`: its title row and its `<details>`. */
function item(title: string): Locator {
  return page.locator('#folio-sidebar li.folio-nav-group-item').filter({
    has: page.locator(':scope > .folio-nav-group-link, :scope > details > summary', {
      hasText: title,
    }),
  });
}

/** The sidebar's nested group titled `title`. */
const group = (title: string): Locator => item(title).locator(':scope > details');

/** What a reader clicks to use a group's title: its link, or its summary when it has none. */
const titleOf = (details: Locator): Locator =>
  details
    .locator('xpath=..')
    .locator(':scope > .folio-nav-group-link, :scope > details > .folio-nav-group-title');

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

  it('folds a linked group with the toggle beside its title, from the keyboard too', async () => {
    await visit(on, '/en/v2/quickstart');
    const setup = group('Setup');
    const link = titleOf(setup);
    const toggle = setup.locator(':scope > summary');
    // The link is not inside the summary: no control holds another.
    expect(
      await page.locator('#folio-sidebar summary a, #folio-sidebar summary button').count(),
    ).toBe(0);
    // Named by text hidden from sight (its role, a disclosure, is Chromium's own).
    expect(await toggle.textContent()).toBe('Setup');
    expect(await toggle.locator('.folio-sr-only').boundingBox()).toMatchObject({ width: 1 });
    // Both are targets of at least 24 by 24 pixels, on one row.
    const [linkBox, toggleBox] = await Promise.all([link.boundingBox(), toggle.boundingBox()]);
    expect(linkBox?.height).toBeGreaterThanOrEqual(24);
    expect(toggleBox?.width).toBeGreaterThanOrEqual(24);
    expect(Math.abs((toggleBox?.height ?? 0) - (linkBox?.height ?? 0))).toBeLessThan(1);
    expect(toggleBox?.y).toBe(linkBox?.y);

    await toggle.click();
    expect(await isOpen(setup)).toBe(true);
    expect(pathOf(page)).toBe('/en/v2/quickstart');
    await screenshot(page, 'drilldown-on-toggle');

    await link.focus();
    await page.keyboard.press('Tab');
    expect(await toggle.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isOpen(setup)).toBe(false);
    expect(pathOf(page)).toBe('/en/v2/quickstart');
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

describe('a large sidebar', () => {
  it('opens the group of the overview page being read once the whole tree loads', async () => {
    const many = Array.from({ length: 300 }, (_, index) => `many/page-${String(index)}`);
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({
        name: 'Large',
        navigation: {
          groups: [
            {
              group: 'Start',
              pages: ['index', { group: 'Guides', root: 'guides/index', pages: ['guides/one'] }],
            },
            { group: 'Many', pages: many },
          ],
        },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
      'guides/index.mdx': '---\ntitle: Guides\n---\n\nAll guides.\n',
      'guides/one.mdx': '---\ntitle: One\n---\n\nOne.\n',
    };
    for (const route of many) files[`${route}.mdx`] = `---\ntitle: ${route}\n---\n\nText.\n`;
    const root = await tempDocs(files);
    const outDir = `${root}/.out`;
    expect((await buildSite(root, { outDir, cache: false })).written).toBe(true);
    const server = await serveStatic(outDir);
    try {
      const tree = page.waitForResponse((response) => response.url().includes('/_folio/nav/'));
      await page.goto(`${server.url}/guides`);
      expect((await tree).status()).toBe(200);
      const many = page.locator('#folio-sidebar .folio-nav-page', { hasText: 'many/page-299' });
      await many.waitFor({ state: 'attached' });
      const guides = item('Guides');
      expect(await guides.locator(':scope > a').getAttribute('aria-current')).toBe('page');
      expect(await isOpen(guides.locator(':scope > details'))).toBe(true);
      await waitVisible(guides.getByRole('link', { name: 'One' }));
    } finally {
      await server.close();
    }
  });
});
