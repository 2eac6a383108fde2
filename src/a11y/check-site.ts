/**
 * `folio a11y` end to end: the configured colours are checked from docs.json, the site is built
 * into a temporary folder (with the project's build cache, as `folio build` does), served on a
 * loopback port, and every page is opened in Chromium in each colour mode a reader can see,
 * a few tabs at a time, for axe-core to check.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadConfig } from '../config/index.ts';
import { serveStatic } from '../dev/index.ts';
import { buildSite } from '../site/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { checkColors } from './check-colors.ts';
import type { ColorCheck, WcagLevel } from './check-colors.ts';
import { checkPage } from './check-page.ts';
import type { PageModeResult } from './check-page.ts';
import { colorModes } from './color-uses.ts';
import type { ColorMode } from './color-uses.ts';
import { findChromium, launchChromium } from './find-chromium.ts';
import { selectPages, sitePages } from './site-pages.ts';

export interface CheckSiteOptions {
  /** The docs folder. */
  root: string;
  level: WcagLevel;
  /** `--browser`. */
  browser?: string | undefined;
  /** `FOLIO_CHROMIUM`. */
  browserFromEnvironment?: string | undefined;
  /** Route patterns (`--pages`); every page when absent. */
  pages?: readonly string[] | undefined;
  /** Tabs open at once. */
  tabs?: number | undefined;
  /** Called as pages are checked, for a progress display. */
  onProgress?: ((done: number, total: number) => void) | undefined;
}

export interface SiteCheck {
  /** False when the site did not build: `diagnostics` say why, nothing else was checked. */
  built: boolean;
  /** Build warnings or errors, and docs.json problems. */
  diagnostics: Diagnostic[];
  /** docs.json text, for code frames. */
  sources: Map<string, string>;
  colors: ColorCheck[];
  modes: ColorMode[];
  /** Routes of every page checked. */
  pages: string[];
  /** Every page in every mode. */
  results: PageModeResult[];
  seconds: number;
}

/** A route selection that matches nothing: the user's mistake, reported with some routes. */
export class NoPagesError extends Error {
  override readonly name = 'NoPagesError';
}

/** Tabs at once: past three or four, Chromium's renderer is the bottleneck on most machines. */
const DEFAULT_TABS = 4;

export async function checkSite(options: CheckSiteOptions): Promise<SiteCheck> {
  const started = performance.now();
  const seconds = (): number => (performance.now() - started) / 1000;
  // Before the build: a missing browser should not cost the user a build first.
  const executablePath = findChromium({
    browser: options.browser,
    fromEnvironment: options.browserFromEnvironment,
  });
  const loaded = await loadConfig(options.root);
  const nothing = { colors: [], modes: [], pages: [], results: [] };
  if (!loaded.config) {
    const diagnostics = loaded.diagnostics;
    return { built: false, diagnostics, sources: loaded.sources, ...nothing, seconds: seconds() };
  }
  const colors = checkColors({
    config: loaded.config,
    locate: loaded.locate,
    level: options.level,
  });
  const modes = colorModes(loaded.config.appearance);

  const temp = await mkdtemp(path.join(tmpdir(), 'folio-a11y-'));
  try {
    const outDir = path.join(temp, 'site');
    const build = await buildSite(options.root, { outDir });
    if (!build.written) {
      return {
        built: false,
        diagnostics: build.diagnostics,
        sources: loaded.sources,
        ...nothing,
        colors,
        seconds: seconds(),
      };
    }
    const all = await sitePages(outDir);
    const pages = options.pages === undefined ? all : selectPages(all, options.pages);
    if (pages.length === 0) {
      const some = all.slice(0, 5).join(', ');
      throw new NoPagesError(
        `--pages ${options.pages?.join(',') ?? ''} matches none of the ${String(all.length)} pages (such as ${some})`,
      );
    }
    const server = await serveStatic(outDir);
    try {
      const browser = await launchChromium(executablePath);
      try {
        const results = await checkPages({ browser, origin: server.url, pages, modes, options });
        return {
          built: true,
          diagnostics: build.diagnostics,
          sources: loaded.sources,
          colors,
          modes,
          pages,
          results,
          seconds: seconds(),
        };
      } finally {
        await browser.close();
      }
    } finally {
      await server.close();
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * Each page in each mode, on `tabs` tabs per mode that each go from page to page; results in
 * route order, light before dark. A tab whose check failed is replaced, in case it crashed.
 */
async function checkPages(input: {
  browser: Browser;
  origin: string;
  pages: string[];
  modes: ColorMode[];
  options: CheckSiteOptions;
}): Promise<PageModeResult[]> {
  const { browser, origin, pages, modes, options } = input;
  const contexts = new Map<ColorMode, BrowserContext>();
  for (const mode of modes) contexts.set(mode, await modeContext(browser, mode));
  const tasks = pages.flatMap((route) => modes.map((mode) => ({ route, mode })));
  const results: PageModeResult[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    const tabs = new Map<ColorMode, Page>();
    while (next < tasks.length) {
      const { route, mode } = tasks[next++] as (typeof tasks)[number];
      let page = tabs.get(mode);
      if (!page) {
        page = await (contexts.get(mode) as BrowserContext).newPage();
        tabs.set(mode, page);
      }
      const url = new URL(route, origin).href;
      const result = await checkPage({ page, url, route, mode, level: options.level });
      if (result.error !== undefined) {
        tabs.delete(mode);
        await page.close().catch(() => undefined);
      }
      results.push(result);
      options.onProgress?.(results.length, tasks.length);
    }
    await Promise.all([...tabs.values()].map((page) => page.close()));
  };
  const count = Math.min(options.tabs ?? DEFAULT_TABS, tasks.length);
  await Promise.all(Array.from({ length: count }, worker));
  await Promise.all([...contexts.values()].map((context) => context.close()));
  return results.sort(
    (a, b) =>
      pages.indexOf(a.route) - pages.indexOf(b.route) ||
      modes.indexOf(a.mode) - modes.indexOf(b.mode),
  );
}

/**
 * A browser context showing `mode`: the reader's system setting (what `system` follows) and the
 * theme the toggle remembers both say so, so every page opens in that mode whatever docs.json's
 * `appearance.default` is. Motion is reduced, so no colour is caught halfway through a transition.
 */
async function modeContext(browser: Browser, mode: ColorMode): Promise<BrowserContext> {
  const context = await browser.newContext({
    colorScheme: mode,
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    // Pages run axe's script, which a site's Content-Security-Policy would refuse.
    bypassCSP: true,
  });
  await context.addInitScript((theme) => {
    try {
      localStorage.setItem('folio-theme', theme);
    } catch {
      // Storage refused: the colour scheme above still decides a `system` site.
    }
  }, mode);
  return context;
}
