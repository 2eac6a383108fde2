/**
 * Page content features in Chromium: code blocks with diff and focus markers (drawn as the
 * platform draws them, copied without the markers or the removed lines), `nocopy`, image zoom
 * (opens on click or Enter, Escape closes and gives focus back; linked and `noZoom` images stay
 * as they are), and the zoom and pan controls of mermaid diagrams.
 *
 * @module
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage } from './helpers/built-page.ts';
import type { BuiltPage } from './helpers/built-page.ts';
import { computedStyle, openPage, screenshot, waitHidden, waitVisible } from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';

const fence = '```';
/** A 1×1 PNG, inline so the page needs no image file. */
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const body = [
  `${fence}js Diff example`,
  'const greeting = "Hello"; // [!code --]',
  'const greeting = "Hi"; // [!code ++]',
  'console.log(greeting);',
  fence,
  '',
  `${fence}js Focus example`,
  'const a = 1;',
  'const b = 2; // [!code focus]',
  'const c = 3;',
  fence,
  '',
  `${fence}text title="Diagram" nocopy`,
  'User -> CDN',
  fence,
  '',
  `<img id="zoomable" src="${pixel}" alt="Architecture" width="200" height="100" />`,
  '',
  `<img id="no-zoom" src="${pixel}" alt="Logo" width="50" height="50" noZoom />`,
  '',
  `<a href="https://example.com" id="linked"><img src="${pixel}" alt="Linked" width="50" height="50" /></a>`,
  '',
  `${fence}mermaid placement="top-left"`,
  'flowchart TD',
  '  A[Start] --> B[One]',
  '  B --> C[Two]',
  '  C --> D[End]',
  fence,
  '',
  `${fence}mermaid actions={false}`,
  'flowchart TD',
  '  E[Start] --> F[One]',
  '  F --> G[End]',
  fence,
].join('\n');

let site: BuiltPage;
let tab: TestPage;
let page: Page;

beforeAll(async () => {
  site = await builtPage('Content', 'Content', body);
  tab = await openPage(site.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  page = tab.page;
  await page.goto(`${site.url}/`);
});

afterAll(async () => {
  await tab.close();
  await site.close();
});

describe('code markers', () => {
  it('draws diff lines with a gutter and copies the new code without the markers', async () => {
    const block = page.locator('figure.folio-code').nth(0);
    expect(await block.locator('pre').innerText()).not.toContain('[!code');
    expect(await block.locator('.line.diff.remove').count()).toBe(1);
    expect(await block.locator('.line.diff.add').count()).toBe(1);
    const gutter = await block
      .locator('.line.diff.add')
      .evaluate((line) => getComputedStyle(line, '::after').content);
    expect(gutter).toBe('"+"');
    await block.locator('[data-folio-copy]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'const greeting = "Hi";\nconsole.log(greeting);',
    );
  });

  it('blurs the lines out of focus until the block is pointed at', async () => {
    const pre = page.locator('figure.folio-code').nth(1).locator('pre');
    const other = pre.locator('.line').nth(0);
    expect(await pre.locator('.line.focused').innerText()).toBe('const b = 2;');
    expect(await computedStyle(other, 'filter')).toMatch(/^blur\(/);
    await pre.hover();
    expect(await computedStyle(other, 'filter')).toBe('none');
  });

  it('has no copy button on a nocopy block, whose title stays clean', async () => {
    const block = page.locator('figure.folio-code').nth(2);
    expect(await block.locator('.folio-code-title').innerText()).toBe('Diagram');
    expect(await block.locator('[data-folio-copy]').count()).toBe(0);
  });
});

describe('image zoom', () => {
  it('opens on click, closes with Escape and gives focus back to the image', async () => {
    const image = page.locator('#zoomable');
    expect(await image.getAttribute('role')).toBe('button');
    await image.click();
    const dialog = page.locator('dialog.folio-zoom');
    await waitVisible(dialog);
    expect(await dialog.locator('img').getAttribute('alt')).toBe('Architecture');
    await screenshot(page, 'image-zoom-open');
    await page.keyboard.press('Escape');
    await waitHidden(dialog);
    expect(await image.evaluate((node) => node === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await waitVisible(dialog);
    await dialog.click({ position: { x: 5, y: 5 } });
    await waitHidden(dialog);
  });

  it('leaves noZoom images and images in links alone', async () => {
    await page.locator('#no-zoom').click();
    expect(await page.locator('dialog.folio-zoom[open]').count()).toBe(0);
    expect(await page.locator('#no-zoom').getAttribute('tabindex')).toBeNull();
    expect(await page.locator('#linked img').getAttribute('data-folio-zoom')).toBeNull();
  });
});

describe('mermaid zoom and pan', () => {
  it('adds the controls where placement says, and they zoom, move and reset', async () => {
    const diagram = page.locator('.folio-mermaid').nth(0);
    const controls = diagram.locator('.folio-mermaid-controls');
    await waitVisible(controls);
    expect(await controls.getAttribute('data-placement')).toBe('top-left');
    const svg = diagram.locator('svg').first();
    await controls.getByRole('button', { name: 'Zoom in' }).click();
    await controls.getByRole('button', { name: 'Move right' }).click();
    expect(await svg.evaluate((node) => (node as SVGElement).style.transform)).toBe(
      'translate(60px, 0px) scale(1.25)',
    );
    await screenshot(page, 'mermaid-zoomed');
    await controls.getByRole('button', { name: 'Reset view' }).click();
    expect(await svg.evaluate((node) => (node as SVGElement).style.transform)).toBe(
      'translate(0px, 0px) scale(1)',
    );
  });

  it('shows no controls with actions={false}', async () => {
    const diagram = page.locator('.folio-mermaid').nth(1);
    await waitVisible(diagram.locator('svg').first());
    expect(await diagram.locator('.folio-mermaid-controls').count()).toBe(0);
    expect(tab.errors).toEqual([]);
  });
});
