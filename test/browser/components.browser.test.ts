/**
 * The MDX components' island in Chromium: switching code groups and tabs (by click and by the
 * WAI-ARIA arrow keys) and opening accordions. Then page content that axe checks: wide tables and
 * code reached by keyboard, file tree folders large enough to click, task list checkboxes with
 * names, highlighted and dimmed code lines and diagram labels that keep their contrast, in both
 * modes.
 *
 * @module
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { axeFindings } from './helpers/axe.ts';
import { openPage, screenshot, waitVisible } from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';
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

describe('page content', () => {
  const fence = '```';
  const page = [
    '---',
    'title: Content',
    '---',
    '',
    `| ${Array.from({ length: 14 }, (_, index) => `Column number ${String(index)}`).join(' | ')} |`,
    `|${' --- |'.repeat(14)}`,
    `| ${Array.from({ length: 14 }, (_, index) => `value ${String(index)}`).join(' | ')} |`,
    '',
    '- [x] Write the docs',
    '- [ ] Ship them',
    '',
    `${fence}ts {2}`,
    'const a = 1;',
    '// A comment on a highlighted line',
    'if (a) throw new Error("x");',
    fence,
    '',
    `${fence}yaml focus={2}`,
    'name: Docs # a comment',
    'on: [push]',
    'jobs: {}',
    fence,
    '',
    '<Tree>',
    '  <Tree.Folder name="docs">',
    '    <Tree.File name="index.mdx" />',
    '  </Tree.Folder>',
    '  <Tree.Folder name="images">',
    '    <Tree.File name="logo.svg" />',
    '  </Tree.Folder>',
    '  <Tree.Folder name="snippets" />',
    '</Tree>',
    '',
    `${fence}mermaid`,
    'flowchart LR',
    '  A[Build] -->|every page renders| B[Publish]',
    fence,
    '',
  ].join('\n');
  let server: { url: string; close(): Promise<void> };
  const tabs: TestPage[] = [];

  beforeAll(async () => {
    const root = await tempDocs({
      'docs.json': JSON.stringify({ name: 'Content', navigation: { pages: ['index'] } }),
      'index.mdx': page,
    });
    const outDir = `${root}/.out`;
    expect((await buildSite(root, { outDir, cache: false })).written).toBe(true);
    server = await serveStatic(outDir);
  });

  afterAll(async () => {
    await Promise.all(tabs.map((tab) => tab.close()));
    await server.close();
  });

  async function open(colorScheme: 'light' | 'dark'): Promise<Page> {
    const tab = await openPage(session.browser, { colorScheme });
    tabs.push(tab);
    await tab.page.goto(server.url);
    return tab.page;
  }

  it('lets the keyboard reach and scroll a table wider than the page', async () => {
    const content = await open('light');
    const table = content.locator('.folio-prose table');
    expect(await table.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    expect(await table.getAttribute('tabindex')).toBe('0');
    await table.focus();
    await content.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
    expect(await table.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('solid');
    const include = '.folio-prose table';
    expect(await axeFindings(content, { rules: ['scrollable-region-focusable'], include })).toEqual(
      [],
    );
  });

  it('gives the folders of a file tree pointer targets of 24 pixels', async () => {
    const content = await open('light');
    const folders = content.locator('.folio-tree-folder > details > summary');
    expect(await folders.count()).toBe(3);
    for (const folder of await folders.all()) {
      expect((await folder.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    }
    expect(await axeFindings(content, { rules: ['target-size'], include: '.folio-tree' })).toEqual(
      [],
    );
  });

  it('names each task list checkbox by the text of its item', async () => {
    const content = await open('light');
    expect(await content.locator('.contains-task-list').ariaSnapshot()).toBe(
      [
        '- list:',
        '  - listitem:',
        '    - checkbox "Write the docs" [checked] [disabled]',
        '    - text: Write the docs',
        '  - listitem:',
        '    - checkbox "Ship them" [disabled]',
        '    - text: Ship them',
      ].join('\n'),
    );
    expect(
      await axeFindings(content, { rules: ['label'], include: '.contains-task-list' }),
    ).toEqual([]);
  });

  it('keeps highlighted and dimmed code lines and diagram labels readable, in both modes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const content = await open(colorScheme);
      await waitVisible(content.locator('.folio-mermaid svg .edgeLabel p'));
      for (const include of ['pre:has(.highlighted)', 'pre.has-focused', '.folio-mermaid']) {
        expect(
          await axeFindings(content, { rules: ['color-contrast'], include }),
          `${colorScheme} ${include}`,
        ).toEqual([]);
      }
    }
  });

  it('shows the dimmed lines in full colour while the block has keyboard focus', async () => {
    const content = await open('light');
    const block = content.locator('pre.has-focused');
    const comment = block.locator('.line:not(.focused) span').last();
    const colour = (): Promise<string> => comment.evaluate((node) => getComputedStyle(node).color);
    const full = await comment.evaluate((node) =>
      getComputedStyle(node).getPropertyValue('--shiki-light').trim().toLowerCase(),
    );
    const dimmed = await colour();
    await block.focus();
    await expect.poll(colour).not.toBe(dimmed);
    const shown = await colour();
    // The token's own colour (#rrggbb) as the browser writes it.
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
    expect(shown).toBe(`rgb(${String(r)}, ${String(g)}, ${String(b)})`);
  });
});
