/**
 * Every registered MDX component on one built page in Chromium, light and dark: each section's
 * element is visible with a size, shows no placeholder, is photographed in both themes (kept in
 * `test/browser/screenshots/components/`), looks different in dark mode, and the interactive
 * ones answer a click or a hover. A component added to the registry without a gallery section
 * fails the first test, so the screenshot set grows with the registry.
 *
 * @module
 */
import { mkdir } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/dev/index.ts';
import { mdxComponents } from '../../src/render/components/index.ts';
import type { Diagnostic } from '../../src/shared/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { page as pageFile, tempDocs } from '../helpers/temp-docs.ts';
import { launchChromium, openPage, screenshotsDir } from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';
import { galleryBody, gallerySections, gallerySnippet } from './helpers/component-gallery.ts';
import type { GallerySection } from './helpers/component-gallery.ts';

type Theme = 'light' | 'dark';

const outFolder = `${screenshotsDir}components/`;
const body = galleryBody();
let server: { url: string; close(): Promise<void> };
let browser: Browser;
let diagnostics: Diagnostic[];
const tabs = {} as Record<Theme, TestPage>;

beforeAll(async () => {
  const root = await tempDocs({
    'docs.json': {
      name: 'Gallery',
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
    },
    'index.mdx': pageFile('Components', body),
    'snippets/greeting.mdx': gallerySnippet,
  });
  const result = await buildSite(root, { outDir: `${root}/.out`, cache: false });
  diagnostics = result.diagnostics;
  expect(result.written).toBe(true);
  [server, browser] = await Promise.all([serveStatic(`${root}/.out`), launchChromium()]);
  await mkdir(outFolder, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    tabs[theme] = await openPage(browser, { colorScheme: theme });
    await tabs[theme].page.goto(`${server.url}/`);
    await tabs[theme].page.waitForLoadState('networkidle');
  }
});

afterAll(async () => {
  await Promise.all(Object.values(tabs).map((tab) => tab.close()));
  await browser.close();
  await server.close();
});

afterEach(() => {
  expect(tabs.light.errors).toEqual([]);
  expect(tabs.dark.errors).toEqual([]);
});

/** The element a section checks, on `page`. */
function elementOf(page: Page, section: GallerySection): Locator {
  if (section.side === true) return page.locator(section.selector ?? '').first();
  const root = page.locator(`#c-${section.id}`);
  return section.selector === undefined ? root : root.locator(section.selector).first();
}

/** What a section photographs: the whole section (every variant in it), or the side element. */
function shotOf(page: Page, section: GallerySection): Locator {
  return section.side === true ? elementOf(page, section) : page.locator(`#c-${section.id}`);
}

/**
 * Background and border colours of an element and everything in it: colours a theme sets on
 * purpose (text colour is left out, since it is inherited from the page and always changes).
 */
function surfaceColours(element: Locator): Promise<string[]> {
  return element.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].map((node) => {
      const style = getComputedStyle(node);
      return `${style.backgroundColor} ${style.borderTopColor} ${style.borderLeftColor}`;
    }),
  );
}

describe('the component gallery', () => {
  it('has a section for every registered component, each used in its MDX', () => {
    const covered = new Set(gallerySections.flatMap((section) => section.names));
    const registered = Object.keys(mdxComponents);
    expect(registered.filter((name) => !covered.has(name))).toEqual([]);
    expect([...covered].filter((name) => !registered.includes(name))).toEqual([]);
    const unused = gallerySections.flatMap((section) =>
      section.names.filter((name) => {
        if (name === 'pre') return !section.mdx.includes('```');
        if (name === 'table') return !/^\|.*\|$/m.test(section.mdx);
        if (name === 'GitHub') return !section.mdx.includes('<GitHub.');
        return !section.mdx.includes(`<${name}`);
      }),
    );
    expect(unused).toEqual([]);
  });

  it('builds without an unknown component, an error or a warning', () => {
    expect(diagnostics.map((item) => `${item.code}: ${item.message}`)).toEqual([]);
  });

  it('shows no placeholder anywhere on the page', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = tabs[theme];
      expect(await page.locator('.folio-missing, .folio-icon-placeholder').count()).toBe(0);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    }
  });
});

describe.each(gallerySections)('the $id section', (section) => {
  it('is visible with a size in both themes, photographed, and differs in dark mode', async () => {
    const shots = {} as Record<Theme, Buffer>;
    for (const theme of ['light', 'dark'] as const) {
      const element = elementOf(tabs[theme].page, section);
      await element.scrollIntoViewIfNeeded();
      expect(await element.isVisible(), theme).toBe(true);
      const box = await element.boundingBox();
      expect(box?.width ?? 0, theme).toBeGreaterThan(0);
      expect(box?.height ?? 0, theme).toBeGreaterThan(0);
      expect(await element.locator('.folio-missing, .folio-icon-placeholder').count()).toBe(0);
      shots[theme] = await shotOf(tabs[theme].page, section).screenshot({
        path: `${outFolder}${section.id}-${theme}.png`,
      });
    }
    expect(shots.light.equals(shots.dark)).toBe(false);
    if (section.themed === true) {
      const [light, dark] = await Promise.all(
        (['light', 'dark'] as const).map((theme) =>
          surfaceColours(elementOf(tabs[theme].page, section)),
        ),
      );
      expect(light).not.toEqual(dark);
    }
  });
});

describe('what the sections render', () => {
  const text = (id: string): Promise<string> => tabs.light.page.locator(`#c-${id}`).innerText();

  it('inlines the snippet, keeps agent-only content out and numbers the steps', async () => {
    expect(await text('snippet')).toContain('Hello from a snippet.');
    expect(await text('visibility')).toContain('For readers.');
    expect(await text('visibility')).not.toContain('For agents.');
    const numbers = tabs.light.page.locator('#c-steps .folio-step-number');
    expect(await numbers.allInnerTexts()).toEqual(['1', '2', '3']);
  });

  it('typesets LaTeX and draws the diagram', async () => {
    const { page } = tabs.light;
    await page.locator('#c-latex .katex').first().waitFor();
    await page.locator('#c-mermaid svg').waitFor();
    expect(await page.locator('#c-latex .katex').count()).toBeGreaterThanOrEqual(2);
  });
});

describe.each(gallerySections.filter((section) => section.interaction !== undefined))(
  'the $id section, used',
  (section) => {
    it('reveals its hidden content when a reader interacts with it', async () => {
      const interaction = section.interaction;
      if (interaction === undefined) throw new Error('No interaction');
      const { page } = tabs.light;
      const root = page.locator(`#c-${section.id}`);
      const revealed = root.locator(interaction.reveals);
      expect(await revealed.isVisible()).toBe(false);
      const target = root.locator(interaction.target);
      if (interaction.action === 'click') await target.click();
      else await target.hover();
      await revealed.waitFor({ state: 'visible' });
      await root.screenshot({ path: `${outFolder}${section.id}-used-light.png` });
    });
  },
);
