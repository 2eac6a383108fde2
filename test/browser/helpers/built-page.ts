/**
 * One page built as a Folio site, served from its output folder, with Chromium launched: what a
 * browser test of a component needs before it opens the page. `close` stops both and removes
 * the folders.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { serveStatic } from '../../../src/dev/index.ts';
import { buildSite } from '../../../src/site/index.ts';
import { page, tempDocs } from '../../helpers/temp-docs.ts';
import { launchChromium } from './browser.ts';

export interface BuiltPage {
  browser: Browser;
  /** The site's address (the page is `${url}/`). */
  url: string;
  close(): Promise<void>;
}

/** Builds a site whose only page is `index.mdx` with `title` and `body`, serves it, launches Chromium. */
export async function builtPage(siteName: string, title: string, body: string): Promise<BuiltPage> {
  const root = await tempDocs({
    'docs.json': { name: siteName, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } },
    'index.mdx': page(title, body),
  });
  const temp = await mkdtemp(path.join(tmpdir(), 'folio-page-'));
  const outDir = path.join(temp, 'site');
  const result = await buildSite(root, { outDir, cache: false });
  if (!result.written) {
    const errors = result.diagnostics.filter((item) => item.severity === 'error');
    throw new Error(
      `The test site did not build: ${errors.map((item) => item.message).join('; ')}`,
    );
  }
  const [server, browser] = await Promise.all([serveStatic(outDir), launchChromium()]);
  return {
    browser,
    url: server.url,
    close: async () => {
      await browser.close();
      await server.close();
      await rm(temp, { recursive: true, force: true });
    },
  };
}
