/**
 * Each docs.json theme in Chromium, light and dark, desktop and mobile: one small site built per
 * theme (9 × 4 screenshots kept in `test/browser/screenshots/themes/`), each theme's computed
 * look differs from every other's in the way its stylesheet says, `background.color` is the
 * page's colour in both modes whatever the theme, `colors.dark` colours the primary button in
 * both modes while links follow `colors.light` in dark mode; and a site with `fonts` (a local
 * file for headings, another for body text) draws its text in those families.
 *
 * @module
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownThemes } from '../../src/config/index.ts';
import { serveStatic } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { page as pageFile, tempDocs } from '../helpers/temp-docs.ts';
import { launchChromium, openPage, screenshotsDir } from './helpers/browser.ts';

const outFolder = `${screenshotsDir}themes/`;
const BUILD_TIMEOUT = 120_000;
const require = createRequire(import.meta.url);
const katexFonts = path.join(path.dirname(require.resolve('katex/package.json')), 'dist/fonts');

const COLORS = { primary: '#0d9373', light: '#55d799', dark: '#7c3aed' };
const BACKGROUND = { light: '#fdf6e3', dark: '#101820' };
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

function docsJson(theme: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Themes',
    theme,
    colors: COLORS,
    background: { color: BACKGROUND },
    navbar: { primary: { type: 'button', label: 'Sign up', href: 'https://example.com' } },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index', 'guide'] },
        { group: 'More', pages: ['more'] },
      ],
    },
    ...extra,
  };
}

/** The computed styles a theme changes, on the home page. */
interface Look {
  bodyBg: string;
  bodyFont: string;
  bodySize: string;
  titleFont: string;
  headerBg: string;
  headerBorder: string;
  headerShadow: string;
  sidebarBg: string;
  sidebarBorder: string;
  sidebarRadius: string;
  currentBg: string;
  currentShadow: string;
  sectionTransform: string;
  articleWidth: string;
  layoutWidth: string;
  button: string;
  link: string;
}

function lookOf(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const style = (selector: string): CSSStyleDeclaration => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      return getComputedStyle(element);
    };
    const body = style('body');
    const header = style('.folio-header');
    const sidebar = style('.folio-sidebar');
    const current = style(".folio-nav-page[aria-current='page']");
    const link = document.createElement('a');
    link.href = '#';
    document.querySelector('.folio-article')?.append(link);
    return {
      bodyBg: body.backgroundColor,
      bodyFont: body.fontFamily,
      bodySize: body.fontSize,
      titleFont: style('.folio-title').fontFamily,
      headerBg: `${header.backgroundColor} ${header.backgroundImage}`,
      headerBorder: `${header.borderBottomWidth} ${header.borderBottomStyle}`,
      headerShadow: header.boxShadow,
      sidebarBg: sidebar.backgroundColor,
      sidebarBorder: `${sidebar.borderRightWidth} ${sidebar.borderRightStyle}`,
      sidebarRadius: sidebar.borderTopLeftRadius,
      currentBg: current.backgroundColor,
      currentShadow: `${current.boxShadow} ${current.outlineStyle}`,
      sectionTransform: style('.folio-nav-section-title').textTransform,
      articleWidth: style('.folio-article').maxWidth,
      layoutWidth: style('.folio-layout').maxWidth,
      button: style('.folio-primary-button').backgroundColor,
      link: getComputedStyle(link).color,
    };
  });
}

/** The looks recorded for `theme` (by its own test, which runs first). */
function lookIn(theme: string): Record<'light' | 'dark', Look> {
  const found = looks.get(theme);
  if (!found) throw new Error(`no look recorded for ${theme}`);
  return found;
}

/** `#rrggbb` as Chromium reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

let browser: Browser;
const servers: { close(): Promise<void> }[] = [];
const urls = new Map<string, string>();
const looks = new Map<string, Record<'light' | 'dark', Look>>();

beforeAll(async () => {
  const root = await tempDocs({
    'index.mdx': pageFile('Welcome', 'Read the [guide](/guide).\n\n## Setup\n\nSome words.'),
    'guide.mdx': pageFile('Guide'),
    'more.mdx': pageFile('More'),
  });
  browser = await launchChromium();
  await mkdir(outFolder, { recursive: true });
  // One build per theme, one after the other (the machine is shared), each into its own folder.
  for (const theme of knownThemes) {
    await writeFile(path.join(root, 'docs.json'), JSON.stringify(docsJson(theme)));
    const outDir = path.join(root, `.out-${theme}`);
    const result = await buildSite(root, { outDir, cache: false });
    expect(result.written).toBe(true);
    const server = await serveStatic(outDir);
    servers.push(server);
    urls.set(theme, server.url);
  }
}, BUILD_TIMEOUT);

afterAll(async () => {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
});

describe.each(knownThemes)('theme %s', (theme) => {
  it('draws light and dark, desktop and mobile', async () => {
    const found = {} as Record<'light' | 'dark', Look>;
    // One tab per mode: the desktop shot, then the same page resized to a phone.
    for (const scheme of ['light', 'dark'] as const) {
      const tab = await openPage(browser, { colorScheme: scheme, viewport: VIEWPORTS.desktop });
      await tab.page.goto(`${urls.get(theme)}/`);
      await tab.page.waitForLoadState('networkidle');
      expect(await tab.page.getAttribute('html', 'data-folio-theme')).toBe(theme);
      found[scheme] = await lookOf(tab.page);
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await tab.page.setViewportSize(viewport);
        await tab.page.screenshot({ path: `${outFolder}${theme}-${scheme}-${size}.png` });
      }
      expect(tab.errors).toEqual([]);
      await tab.close();
    }
    looks.set(theme, found);
    // background.color wins over the theme's own page colour, in both modes.
    expect(found.light.bodyBg).toBe(rgb(BACKGROUND.light));
    expect(found.dark.bodyBg).toBe(rgb(BACKGROUND.dark));
    // colors.dark is the button's colour in both modes; links follow colors.light in dark.
    expect(found.light.button).toBe(rgb(COLORS.dark));
    expect(found.dark.button).toBe(rgb(COLORS.dark));
    expect(found.dark.link).toBe(rgb(COLORS.light));
  });
});

describe('the themes side by side', () => {
  it('each look differently from every other', () => {
    expect(looks.size).toBe(knownThemes.length);
    const signatures = knownThemes.map((theme) => {
      const { bodyBg: _bg, button: _button, link: _link, ...rest } = lookIn(theme).light;
      return JSON.stringify(rest);
    });
    expect(new Set(signatures).size).toBe(knownThemes.length);
  });

  it('each change what their stylesheet says', () => {
    const light = (theme: string): Look => lookIn(theme).light;
    const mint = light('mint');
    expect(mint.sidebarBorder).toBe('0px none');
    expect(light('maple').sidebarBorder).toBe('1px solid');
    expect(light('maple').currentBg).toBe(rgb(COLORS.primary));
    expect(light('palm').headerBorder).toBe('2px solid');
    expect(light('palm').sidebarBorder).toBe('1px solid');
    expect(light('willow').currentBg).toBe('rgba(0, 0, 0, 0)');
    expect(light('willow').headerBorder).toBe(mint.headerBorder);
    expect(Number.parseFloat(light('willow').articleWidth)).toBeLessThan(
      Number.parseFloat(mint.articleWidth),
    );
    expect(light('linden').bodyFont).toMatch(/monospace/);
    expect(mint.bodyFont).not.toMatch(/monospace/);
    expect(light('linden').sidebarBorder).toBe('1px dashed');
    expect(light('almond').sidebarRadius).not.toBe('0px');
    expect(light('aspen').sectionTransform).toBe('uppercase');
    expect(Number.parseFloat(light('aspen').layoutWidth)).toBeGreaterThan(
      Number.parseFloat(mint.layoutWidth),
    );
    expect(light('sequoia').titleFont).toMatch(/serif/);
    expect(light('sequoia').titleFont).not.toMatch(/sans-serif/);
    expect(light('sequoia').bodySize).toBe('17px');
    expect(light('luma').headerBg).toMatch(/linear-gradient/);
  });
});

describe('fonts', () => {
  it(
    'draws headings and body text in the families docs.json names, from local files',
    async () => {
      const root = await tempDocs({
        'docs.json': docsJson('linden', {
          fonts: {
            heading: { family: 'Brand Heading', source: '/fonts/heading.woff2', weight: 700 },
            body: { family: 'Brand Body', source: 'fonts/body.woff2' },
          },
        }),
        'index.mdx': pageFile('Welcome', 'Body text.'),
        'guide.mdx': pageFile('Guide'),
        'more.mdx': pageFile('More'),
      });
      await mkdir(path.join(root, 'fonts'));
      await copyFile(
        path.join(katexFonts, 'KaTeX_Main-Bold.woff2'),
        path.join(root, 'fonts/heading.woff2'),
      );
      await copyFile(
        path.join(katexFonts, 'KaTeX_Main-Regular.woff2'),
        path.join(root, 'fonts/body.woff2'),
      );
      const outDir = path.join(root, '.out');
      expect((await buildSite(root, { outDir, cache: false })).written).toBe(true);
      const server = await serveStatic(outDir);
      servers.push(server);
      const tab = await openPage(browser);
      await tab.page.goto(`${server.url}/`);
      await tab.page.waitForLoadState('networkidle');
      const fonts = await tab.page.evaluate(async () => {
        await document.fonts.ready;
        const title = document.querySelector('.folio-title') ?? document.body;
        return {
          body: getComputedStyle(document.body).fontFamily,
          title: getComputedStyle(title).fontFamily,
          titleWeight: getComputedStyle(title).fontWeight,
          loaded: [...document.fonts]
            .filter((face) => face.status === 'loaded')
            .map((face) => face.family.replace(/"/g, ''))
            .sort(),
        };
      });
      // The site's fonts win over linden's monospace.
      expect(fonts.body).toMatch(/^"Brand Body", /);
      expect(fonts.title).toMatch(/^"Brand Heading", /);
      expect(fonts.titleWeight).toBe('700');
      expect(fonts.loaded).toEqual(['Brand Body', 'Brand Heading']);
      await tab.page.screenshot({ path: `${outFolder}fonts-light-desktop.png` });
      expect(tab.errors).toEqual([]);
      await tab.close();
    },
    BUILD_TIMEOUT,
  );
});
