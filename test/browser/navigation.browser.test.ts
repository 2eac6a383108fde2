/**
 * Moving around a built site in Chromium: header tabs and tab menus, anchors, the dropdown and
 * product menus atop the sidebar, and the version and language switchers (including a
 * right-to-left language).
 *
 * @module
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  computedStyle,
  isOnTop,
  pathOf,
  screenshot,
  waitForPath,
  waitHidden,
  waitVisible,
} from './helpers/browser.ts';
import { fixtureSession } from './helpers/fixture-session.ts';
import type { ServedSite } from './helpers/fixture-site.ts';

const session = fixtureSession();
let site: ServedSite;
let page: Page;

beforeAll(() => {
  ({ site, page } = session);
});

const visit = (route: string): Promise<void> => session.visit(route);

/** The disclosure menu of a kind (`tab-menu`, `product`, `dropdown`, `version`, `language`). */
function menu(kind: string): Locator {
  return page.locator(`details[data-folio-menu="${kind}"]`);
}

/** The option of `owner` whose label is exactly `label`. */
function menuItem(owner: Locator, label: string): Locator {
  return owner
    .locator('.folio-menu-item')
    .filter({ has: page.locator('.folio-menu-label').getByText(label, { exact: true }) });
}

const title = (): Promise<string> => page.locator('.folio-title').innerText();
const sidebarPages = (): Promise<string[]> =>
  page.locator('#folio-sidebar .folio-nav-page .folio-nav-title').allInnerTexts();
const summaryText = async (owner: Locator): Promise<string> =>
  (await owner.locator('summary').innerText()).trim();

/** Pixels from a menu summary's start to its icon's drawing, and from the drawing to the name. */
async function summaryIconSpacing(owner: Locator): Promise<{ lead: number; gap: number }> {
  return owner.locator('summary').evaluate((summary) => {
    const shapes = [...summary.querySelectorAll('.folio-menu-icon svg *')];
    const name = summary.querySelector(':scope > span:not(.folio-icon, .folio-chevron)');
    if (shapes.length === 0 || name === null) throw new Error('menu summary without icon');
    const boxes = shapes.map((shape) => shape.getBoundingClientRect());
    const iconLeft = Math.min(...boxes.map((box) => box.left));
    const iconRight = Math.max(...boxes.map((box) => box.right));
    const range = document.createRange();
    range.selectNodeContents(name);
    const nameLeft = range.getBoundingClientRect().left;
    return { lead: iconLeft - summary.getBoundingClientRect().left, gap: nameLeft - iconRight };
  });
}

describe('header tabs', () => {
  it('go to the first page of the tab and mark it active', async () => {
    await visit('/en/v2/quickstart');
    const tabs = page.locator('.folio-section-tabs');
    await tabs.getByRole('link', { name: 'Reference' }).click();
    await waitForPath(page, '/en/v2/reference/api/overview');

    expect(await title()).toBe('API overview');
    const reference = tabs.getByRole('link', { name: 'Reference' });
    const guides = tabs.getByRole('link', { name: 'Guides' });
    expect(await reference.getAttribute('aria-current')).toBe('page');
    expect(await guides.getAttribute('aria-current')).toBeNull();
    expect(await tabs.locator('.folio-section-tab-active').innerText()).toBe('Reference');
    const underline = (link: Locator): Promise<string> =>
      computedStyle(link, 'border-bottom-color');
    expect(await underline(reference)).not.toBe(await underline(guides));
    await screenshot(page, 'tabs-reference-active');
  });

  it('open a tab with href outside the site, in a new window', async () => {
    await visit('/en/v2/quickstart');
    const blog = page.locator('.folio-section-tabs').getByRole('link', { name: 'Blog' });
    expect(await blog.getAttribute('target')).toBe('_blank');
    expect(await blog.getAttribute('rel')).toContain('noopener');
    const href = (await blog.getAttribute('href')) ?? '';
    expect(new URL(href, site.origin).origin).not.toBe(site.origin);

    const context = page.context();
    await context.route('https://blog.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Blog</title>' }),
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), blog.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).host).toBe('blog.example.com');
    expect(pathOf(page)).toBe('/en/v2/quickstart');
    await popup.close();
    await context.unrouteAll();
  });
});

describe('a tab menu', () => {
  it('shows its items when opened and goes to the chosen item', async () => {
    await visit('/en/v2/quickstart');
    const sdks = menu('tab-menu');
    const python = menuItem(sdks, 'Python');
    expect(await python.isVisible()).toBe(false);

    await sdks.locator('summary').click();
    await waitVisible(python);
    expect(await sdks.getAttribute('open')).not.toBeNull();
    expect(await sdks.locator('.folio-menu-label').allInnerTexts()).toEqual([
      'JavaScript',
      'Python',
    ]);
    expect(await python.locator('.folio-menu-description').isVisible()).toBe(true);
    await screenshot(page, 'tab-menu-open');
    expect(await isOnTop(menuItem(sdks, 'JavaScript'))).toBe(true);
    expect(await isOnTop(python)).toBe(true);

    await page.keyboard.press('Escape');
    await waitHidden(python);
    await sdks.locator('summary').click();
    await python.click();
    await waitForPath(page, '/en/v2/sdks/python/install');
    expect(await title()).toBe('Install the Python SDK');
    expect(await summaryText(menu('tab-menu'))).toBe('SDKs');
    expect(await page.locator('.folio-section-tab-active').innerText()).toBe('SDKs');
    expect(await menuItem(menu('tab-menu'), 'Python').getAttribute('aria-current')).toBe('page');
  });
});

describe('anchors atop the sidebar', () => {
  it('stay visible, navigate, and mark the current one', async () => {
    await visit('/en/v2/reference/api/overview');
    const anchors = page.locator('#folio-sidebar .folio-anchors');
    const api = anchors.getByRole('link', { name: 'API' });
    const cli = anchors.getByRole('link', { name: 'CLI' });
    await waitVisible(api);
    expect(await cli.isVisible()).toBe(true);
    const anchorsBox = await anchors.boundingBox();
    const pagesBox = await page.locator('#folio-sidebar .folio-sidebar-nav').boundingBox();
    expect((anchorsBox?.y ?? 0) + (anchorsBox?.height ?? 0)).toBeLessThanOrEqual(pagesBox?.y ?? 0);
    expect(await api.getAttribute('aria-current')).toBe('page');
    expect(await cli.getAttribute('aria-current')).toBeNull();
    await screenshot(page, 'anchors');

    await cli.click();
    await waitForPath(page, '/en/v2/reference/cli/commands');
    expect(await cli.getAttribute('aria-current')).toBe('page');
    expect(await api.getAttribute('aria-current')).toBeNull();
    expect(await sidebarPages()).toEqual(['CLI commands']);

    const forum = anchors.getByRole('link', { name: 'Forum' });
    expect(await forum.getAttribute('target')).toBe('_blank');
    expect(new URL((await forum.getAttribute('href')) ?? '').host).toBe('forum.example.com');
  });
});

describe('the menus atop the sidebar', () => {
  it('switch dropdowns, listed with their descriptions', async () => {
    await visit('/en/v2/self-hosted/deploy/docker');
    expect(await sidebarPages()).toEqual(['Docker', 'Kubernetes']);
    const dropdowns = menu('dropdown');
    expect(await summaryText(dropdowns)).toBe('Deploy');

    await dropdowns.locator('summary').click();
    const operate = menuItem(dropdowns, 'Operate');
    await waitVisible(operate);
    expect(await dropdowns.locator('.folio-menu-label').allInnerTexts()).toEqual([
      'Deploy',
      'Operate',
    ]);
    expect(await dropdowns.locator('.folio-menu-description').allInnerTexts()).toEqual([
      'Install and upgrade',
      'Monitor and back up',
    ]);
    expect(await menuItem(dropdowns, 'Deploy').getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'dropdown-open');
    expect(await isOnTop(operate)).toBe(true);

    await operate.click();
    await waitForPath(page, '/en/v2/self-hosted/operate/monitoring');
    expect(await summaryText(menu('dropdown'))).toBe('Operate');
    expect(await sidebarPages()).toEqual(['Monitoring', 'Backups']);
    expect(await page.locator('#folio-sidebar .folio-nav-section-title').innerText()).toBe(
      'Operations',
    );
  });

  it('switch products, listed with their descriptions', async () => {
    await visit('/en/v2/quickstart');
    const products = menu('product');
    expect(await summaryText(products)).toBe('Cloud');
    expect(await sidebarPages()).toContain('Quickstart');

    await products.locator('summary').click();
    const selfHosted = menuItem(products, 'Self-hosted');
    await waitVisible(selfHosted);
    expect(await products.locator('.folio-menu-description').allInnerTexts()).toEqual([
      'The hosted service',
      'Run it on your own servers',
    ]);
    await screenshot(page, 'product-open');
    expect(await isOnTop(selfHosted)).toBe(true);

    await selfHosted.click();
    await waitForPath(page, '/en/v2/self-hosted/deploy/docker');
    expect(await summaryText(menu('product'))).toBe('Self-hosted');
    expect(await sidebarPages()).toEqual(['Docker', 'Kubernetes']);
    expect(await page.getByRole('link', { name: 'Reference' }).count()).toBe(0);
  });

  it('draw each icon at the start, right before its name', async () => {
    await visit('/en/v2/self-hosted/deploy/docker');
    await screenshot(page, 'sidebar-menus');
    for (const kind of ['product', 'dropdown']) {
      const spacing = await summaryIconSpacing(menu(kind));
      expect(spacing.lead, kind).toBeLessThanOrEqual(24);
      expect(spacing.gap, kind).toBeLessThanOrEqual(12);
    }
  });
});

describe('the version switcher', () => {
  async function switchVersion(version: string): Promise<void> {
    const versions = menu('version');
    await versions.locator('summary').click();
    const item = menuItem(versions, version);
    await waitVisible(item);
    expect(await isOnTop(item)).toBe(true);
    await item.click();
  }

  it('keeps the reader on the same page in the other version', async () => {
    await visit('/en/v2/quickstart');
    expect(await summaryText(menu('version'))).toBe('v2');
    await switchVersion('v1');
    await waitForPath(page, '/en/v1/quickstart');
    expect(await title()).toBe('Quickstart (v1)');
    expect(await summaryText(menu('version'))).toBe('v1');
    await screenshot(page, 'version-v1');

    await switchVersion('v2');
    await waitForPath(page, '/en/v2/quickstart');
    expect(await title()).toBe('Quickstart');
  });

  it("goes to the other version's first page when the page is not there", async () => {
    await visit('/en/v2/setup/install');
    await switchVersion('v1');
    await waitForPath(page, '/en/v1');
    expect(await title()).toBe('Welcome to v1');
  });

  it('serves the default version at the root URL', async () => {
    await visit('/');
    expect(await title()).toBe('Welcome');
    expect(await summaryText(menu('version'))).toBe('v2');
    expect(await summaryText(menu('language'))).toBe('English');
    expect(await page.locator('.folio-section-tab-active').innerText()).toBe('Guides');
  });
});

describe('the language switcher', () => {
  async function switchLanguage(language: string): Promise<void> {
    const languages = menu('language');
    await languages.locator('summary').click();
    const item = menuItem(languages, language);
    await waitVisible(item);
    expect(await isOnTop(item)).toBe(true);
    await item.click();
  }

  it('keeps the reader on the same page in the other language', async () => {
    await visit('/en/v2/quickstart');
    await switchLanguage('Français');
    await waitForPath(page, '/fr/quickstart');
    expect(await title()).toBe('Démarrage rapide');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await summaryText(menu('language'))).toBe('Français');
  });

  it("goes to the other language's first page when the page is not there", async () => {
    await visit('/en/v2/setup/install');
    await switchLanguage('Français');
    await waitForPath(page, '/fr');
    expect(await title()).toBe('Bienvenue');
  });

  it('mirrors the layout for a right-to-left language', async () => {
    await visit('/fr/quickstart');
    const ltrSidebar = await page.locator('#folio-sidebar').boundingBox();
    const ltrMain = await page.locator('#folio-main').boundingBox();
    await switchLanguage('العربية');
    await waitForPath(page, '/ar/quickstart');

    const html = page.locator('html');
    expect(await html.getAttribute('lang')).toBe('ar');
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(await title()).toBe('البدء السريع');
    const sidebar = await page.locator('#folio-sidebar').boundingBox();
    const main = await page.locator('#folio-main').boundingBox();
    if (!ltrSidebar || !ltrMain || !sidebar || !main) throw new Error('layout not visible');
    expect(ltrSidebar.x).toBeLessThan(ltrMain.x);
    expect(sidebar.x).toBeGreaterThan(main.x);
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.round(sidebar.x + sidebar.width)).toBeGreaterThanOrEqual(width - 1);
    const titleBox = await page.locator('.folio-title').boundingBox();
    const titleRight = (titleBox?.x ?? 0) + (titleBox?.width ?? 0);
    expect(titleRight).toBeGreaterThan(main.x + main.width / 2);
    await screenshot(page, 'language-ar-rtl');
  });

  it('opens its menu inside the window on a right-to-left page', async () => {
    await visit('/ar/quickstart');
    const languages = menu('language');
    await languages.locator('summary').click();
    const panel = languages.locator('.folio-menu-panel');
    await waitVisible(panel);
    await screenshot(page, 'language-ar-menu');
    const box = await panel.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    for (const label of ['English', 'Français', 'العربية']) {
      expect(await isOnTop(menuItem(languages, label))).toBe(true);
    }
  });
});
