/**
 * The display components on a built page in Chromium, light and dark: Color swatches painted in
 * the current theme's colour, the View dropdown that shows one view at a time (and the table of
 * contents with it), Prompt, typed cards, GitHub.Repo, Heading, CodeBlock, a Markdown-list Tree,
 * a Frame caption in Markdown, and an unknown dotted tag that renders its content. Screenshots of
 * both themes are kept in the test output.
 *
 * @module
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computedStyle, openPage, screenshot } from './helpers/browser.ts';
import { builtPage } from './helpers/built-page.ts';
import type { BuiltPage } from './helpers/built-page.ts';

const body = `
<View title="JavaScript" icon="js">

## JavaScript setup

Install with npm.

</View>

<View title="Python" icon="python">

## Python setup

Install with pip.

</View>

<Color variant="compact">
  <Color.Item name="brand" value="#3B82F6" />
  <Color.Item name="surface" value={{ light: "#FFFFFF", dark: "#000000" }} />
</Color>

<Color variant="table">
  <Color.Row title="Primary">
    <Color.Item name="primary-500" value="rgb(51, 255, 87)" />
  </Color.Row>
</Color>

<Prompt description="Write **clear** docs" actions={["copy", "cursor"]}>
You are a technical writer.
</Prompt>

<CardGroup cols={2}>
  <Card title="Careful" type="warning">Typed card</Card>
  <Card title="Good" type="check">Another</Card>
</CardGroup>

<GitHub.Repo repo="mintlify/docs" />

<Heading level={3} id="made-heading">Made by a component</Heading>

<CodeBlock filename="app.ts" language="ts" lines highlight="[2]">{"const a = 1;\\nconst b = 2;"}</CodeBlock>

<FileTree>

- docs/
  - index.mdx
- docs.json

</FileTree>

<Frame caption="See [the guide](/index) **today**">
  <div id="framed">Framed</div>
</Frame>

<Acme.Widget>

Shown without the widget

</Acme.Widget>
`;

let built: BuiltPage;
let browser: Browser;

beforeAll(async () => {
  built = await builtPage('Display components', 'Components', body);
  browser = built.browser;
});

afterAll(() => built.close());

describe('display components in Chromium', () => {
  it('switches views, paints swatches per theme and renders every component', async () => {
    const tab = await openPage(browser, { viewport: { width: 1280, height: 2200 } });
    try {
      const { page: view } = tab;
      await view.goto(`${built.url}/`);
      const views = view.locator('[data-folio-view]');
      const select = view.locator('[data-folio-view-select]');
      expect(await select.locator('option').allInnerTexts()).toEqual(['JavaScript', 'Python']);
      expect(await views.nth(0).isVisible()).toBe(true);
      expect(await views.nth(1).isVisible()).toBe(false);
      const tocPython = view.locator('[data-folio-toc] a[href="#python-setup"]');
      expect(await tocPython.isVisible()).toBe(false);

      const swatch = view.locator('.folio-color-swatch');
      expect(await computedStyle(swatch.nth(0), 'background-color')).toBe('rgb(59, 130, 246)');
      expect(await computedStyle(swatch.nth(1), 'background-color')).toBe('rgb(255, 255, 255)');
      expect(await computedStyle(swatch.nth(2), 'background-color')).toBe('rgb(51, 255, 87)');
      expect(await view.locator('.folio-color-row-title').innerText()).toBe('Primary');

      expect(await view.locator('[data-folio-prompt-copy]').isVisible()).toBe(true);
      expect(await view.locator('.folio-prompt-description strong').innerText()).toBe('clear');
      expect(await view.locator('.folio-card-warning').count()).toBe(1);
      expect(await view.locator('a.folio-github-repo').getAttribute('href')).toBe(
        'https://github.com/mintlify/docs',
      );
      expect(await view.locator('h3#made-heading').innerText()).toContain('Made by a component');
      expect(await view.locator('pre.folio-plain-code .line.highlighted').innerText()).toBe(
        'const b = 2;',
      );
      expect(await view.locator('.folio-code-title').first().innerText()).toBe('app.ts');
      expect(await view.locator('.folio-tree-name').allInnerTexts()).toEqual([
        'docs',
        'index.mdx',
        'docs.json',
      ]);
      expect(await view.locator('.folio-frame-caption a').innerText()).toBe('the guide');
      expect(await view.getByText('Shown without the widget').isVisible()).toBe(true);
      await screenshot(view, 'display-components-light');

      await select.selectOption('Python');
      expect(await views.nth(0).isVisible()).toBe(false);
      expect(await views.nth(1).isVisible()).toBe(true);
      expect(await tocPython.isVisible()).toBe(true);

      await view.locator('[data-folio-theme-toggle]').click();
      expect(await view.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(await computedStyle(swatch.nth(1), 'background-color')).toBe('rgb(0, 0, 0)');
      expect(await computedStyle(swatch.nth(0), 'background-color')).toBe('rgb(59, 130, 246)');
      await screenshot(view, 'display-components-dark');
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
