/**
 * A changelog's tag filter in Chromium: it replaces the table of contents, shows only the entries
 * carrying every selected tag (entries without tags hide while a filter is on), works from the
 * keyboard, keeps the selection in the URL (`?tags=a,b`) across a reload, and, without
 * JavaScript, the page shows every entry and its contents as before.
 *
 * @module
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from './helpers/built-page.ts';
import type { BuiltPage } from './helpers/built-page.ts';
import { openPage, screenshot } from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';

const body = [
  '<Update label="March 2025" tags={["Wintergreen", "Spearmint"]}>',
  '  Added a new Wintergreen flavor.',
  '</Update>',
  '',
  '<Update label="February 2025" tags={["Spearmint"]}>',
  '  Released a new version of the Spearmint flavor.',
  '</Update>',
  '',
  '<Update label="January 2025" tags={["Peppermint", "Spearmint"]}>',
  '  Deprecated the Peppermint flavor.',
  '</Update>',
  '',
  '<Update label="December 2024">',
  '  An entry without tags.',
  '</Update>',
].join('\n');

let site: BuiltPage;
let tab: TestPage;
let page: Page;

beforeAll(async () => {
  site = await builtPage('Changelog', 'Changelog', body);
  tab = await openPage(site.browser);
  page = tab.page;
});

afterAll(async () => {
  await tab.close();
  await site.close();
});

/** The ids of the entries the reader sees. */
async function visibleEntries(): Promise<string[]> {
  return page
    .locator('.folio-update')
    .evaluateAll((sections) =>
      sections
        .filter((section) => (section as HTMLElement).offsetParent !== null)
        .map((section) => section.id),
    );
}

const all = ['march-2025', 'february-2025', 'january-2025', 'december-2024'];

describe('the Update tag filter', () => {
  it('replaces the table of contents with the tags', async () => {
    await page.goto(`${site.url}/`);
    const filter = page.locator('[data-folio-update-filter]');
    expect(await filter.isVisible()).toBe(true);
    expect(await page.locator('[data-folio-toc]').isVisible()).toBe(false);
    expect(await filter.getByRole('button').allInnerTexts()).toEqual([
      'Wintergreen',
      'Spearmint',
      'Peppermint',
    ]);
    expect(await visibleEntries()).toEqual(all);
  });

  it('shows the entries with every selected tag, from the keyboard, and keeps them in the URL', async () => {
    await page.goto(`${site.url}/`);
    const spearmint = page.getByRole('button', { name: 'Spearmint' });
    await spearmint.focus();
    await page.keyboard.press('Enter');
    expect(await spearmint.getAttribute('aria-pressed')).toBe('true');
    expect(await visibleEntries()).toEqual(['march-2025', 'february-2025', 'january-2025']);
    expect(new URL(page.url()).search).toBe('?tags=Spearmint');

    await page.getByRole('button', { name: 'Peppermint' }).focus();
    await page.keyboard.press('Space');
    expect(await visibleEntries()).toEqual(['january-2025']);
    expect(new URL(page.url()).search).toBe('?tags=Spearmint,Peppermint');
    await screenshot(page, 'update-filter');

    await page.reload();
    expect(await visibleEntries()).toEqual(['january-2025']);
    expect(await page.locator('button[aria-pressed="true"]').allInnerTexts()).toEqual([
      'Spearmint',
      'Peppermint',
    ]);

    // Clearing every tag shows every entry again and drops the parameter.
    await page.getByRole('button', { name: 'Spearmint' }).click();
    await page.getByRole('button', { name: 'Peppermint' }).click();
    expect(await visibleEntries()).toEqual(all);
    expect(new URL(page.url()).search).toBe('');
  });

  it('opens a shared link filtered, ignoring tags no entry has', async () => {
    await page.goto(`${site.url}/?tags=Wintergreen,Unknown`);
    expect(await visibleEntries()).toEqual(['march-2025']);
  });

  it('shows every entry and the table of contents without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await plain.goto(`${site.url}/?tags=Peppermint`);
      expect(await plain.locator('[data-folio-update-filter]').isVisible()).toBe(false);
      expect(await plain.locator('[data-folio-toc]').isVisible()).toBe(true);
      expect(await plain.locator('.folio-update:visible').count()).toBe(4);
    } finally {
      await context.close();
    }
  });
});
