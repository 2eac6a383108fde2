/**
 * The MDX components' island in Chromium: switching code groups and tabs (by click and by the
 * WAI-ARIA arrow keys) and opening accordions.
 *
 * @module
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, waitVisible } from './helpers/browser.ts';
import { fixtureSession } from './helpers/fixture-session.ts';

const session = fixtureSession();
let page: Page;

beforeAll(() => {
  ({ page } = session);
});

const visit = (route: string): Promise<void> => session.visit(route);

/** Which of `elements` are visible, in order. */
async function visibility(elements: Locator): Promise<boolean[]> {
  return Promise.all((await elements.all()).map((element) => element.isVisible()));
}

async function selected(tabs: Locator): Promise<(string | null)[]> {
  return Promise.all((await tabs.all()).map((element) => element.getAttribute('aria-selected')));
}

const isFocused = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => node === document.activeElement);

describe('a code group', () => {
  it('shows the code of the tab that is clicked, and only that', async () => {
    await visit('/en/v2/components/code-groups');
    const group = page.locator('.folio-code-group');
    const tabs = group.getByRole('tab');
    const panels = group.locator('[data-folio-tab-panel]');
    expect(await tabs.allInnerTexts()).toEqual(['cURL', 'Node.js', 'Python']);
    expect(await visibility(panels)).toEqual([true, false, false]);
    expect(await panels.nth(0).innerText()).toContain('curl -X POST');

    await tabs.nth(1).click();
    await waitVisible(panels.nth(1));
    expect(await visibility(panels)).toEqual([false, true, false]);
    expect(await panels.nth(1).innerText()).toContain("await lumen.send({ level: 'info' });");
    expect(await selected(tabs)).toEqual(['false', 'true', 'false']);
    await screenshot(page, 'code-group-second-tab');
  });
});

describe('tabs', () => {
  it('switch on click and with the arrow, Home and End keys', async () => {
    await visit('/en/v2/components/tabs');
    const set = page.locator('.folio-tabs');
    const tabs = set.getByRole('tab');
    const panels = set.getByRole('tabpanel', { includeHidden: true });
    expect(await tabs.allInnerTexts()).toEqual(['macOS', 'Linux', 'Windows']);
    expect(await visibility(panels)).toEqual([true, false, false]);

    await tabs.nth(1).click();
    expect(await visibility(panels)).toEqual([false, true, false]);
    expect(await panels.nth(1).innerText()).toContain('/usr/local/bin');
    expect(await selected(tabs)).toEqual(['false', 'true', 'false']);
    await screenshot(page, 'tabs-linux');

    await page.keyboard.press('ArrowRight');
    expect(await visibility(panels)).toEqual([false, false, true]);
    expect(await isFocused(tabs.nth(2))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await visibility(panels)).toEqual([true, false, false]);
    expect(await isFocused(tabs.nth(0))).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await visibility(panels)).toEqual([false, false, true]);
    await page.keyboard.press('Home');
    expect(await selected(tabs)).toEqual(['true', 'false', 'false']);
    await page.keyboard.press('End');
    expect(await selected(tabs)).toEqual(['false', 'false', 'true']);
    expect(await isFocused(tabs.nth(2))).toBe(true);
    expect(await tabs.evaluateAll((nodes) => nodes.map((node) => node.tabIndex))).toEqual([
      -1, -1, 0,
    ]);
  });
});

describe('an accordion', () => {
  it('opens on click, showing its content, and closes again', async () => {
    await visit('/en/v2/components/accordions');
    const accordion = page.locator('details.folio-accordion').first();
    const content = accordion.locator('.folio-accordion-content');
    const summary = accordion.locator('summary');
    expect(await content.isVisible()).toBe(false);

    await summary.click();
    await waitVisible(content);
    expect(await content.innerText()).toContain('thirty days');
    expect(await accordion.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    expect(new URL(page.url()).hash).toBe('#how-long-are-logs-kept');
    expect(await page.locator('details.folio-accordion').nth(1).isVisible()).toBe(true);
    await screenshot(page, 'accordion-open');

    await summary.click();
    expect(await content.isVisible()).toBe(false);
  });
});
