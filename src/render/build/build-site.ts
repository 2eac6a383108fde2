/**
 * `folio build`: the whole static site. Loads the project, renders every page, and writes the
 * site into a fresh folder that replaces the old one only when the build succeeds (a failed build
 * never leaves a half-written site). With `keepGoing`, pages that fail are left out and the rest
 * is written.
 *
 * @module
 */
import { constants } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadDocsProject } from '../../content/index.ts';
import type { DocsProject } from '../../content/index.ts';
import { buildSearchIndexes, serializeIndex } from '../../search/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { siteAssets, writeKatex, writeMermaid } from './assets.ts';
import { renderAllPages, startRenderPool } from './render-all-pages.ts';
import type { PageOutput, PageResult } from './render-all-pages.ts';
import {
  llmsFullTxt,
  llmsTxt,
  redirectPage,
  redirectsFile,
  robotsTxt,
  sitemapXml,
} from './site-files.ts';
import type { Redirect } from './site-files.ts';

export interface BuildOptions {
  outDir: string;
  keepGoing?: boolean | undefined;
  /** Called as pages finish, for a progress display. */
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Worker threads to render with (default: one per core, at most the page count). */
  workers?: number | undefined;
  /** Reuse pages from the build cache in `.folio/cache` (default true). */
  cache?: boolean | undefined;
}

export interface BuildResult {
  outDir: string;
  /** False when nothing was written (errors without `keepGoing`, or docs.json errors). */
  written: boolean;
  pages: number;
  /** Pages rendered by this build; the others came unchanged from the build cache. */
  rendered: number;
  diagnostics: Diagnostic[];
  seconds: number;
  /** Size of the site's pages, assets and generated files (copied folder files left out). */
  bytes: number;
}

const fileOptions = constants.COPYFILE_FICLONE;

export async function buildSite(root: string, options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const project = await loadDocsProject(root);
  const outDir = path.resolve(options.outDir);
  const seconds = (): number => (performance.now() - started) / 1000;
  const failed = (diagnostics: Diagnostic[]): BuildResult => ({
    outDir,
    written: false,
    pages: 0,
    rendered: 0,
    diagnostics,
    seconds: seconds(),
    bytes: 0,
  });
  if (!project.navigation || project.diagnostics.some((item) => item.severity === 'error')) {
    return failed(project.diagnostics);
  }

  // Workers load while this thread bundles the assets and reads the cache.
  const pool = startRenderPool(project, options);
  let assets: Awaited<ReturnType<typeof siteAssets>>;
  try {
    assets = await siteAssets(
      options.cache === false ? undefined : path.join(project.root, '.folio', 'cache'),
    );
  } catch (error) {
    await pool?.close();
    throw error;
  }
  const results = await renderAllPages(project, {
    assets: { css: assets.css.url, js: assets.js.url },
    workers: options.workers,
    cache: options.cache,
    onProgress: options.onProgress,
    pool,
  });
  const diagnostics = [...project.diagnostics, ...results.diagnostics];
  const hasErrors = diagnostics.some((item) => item.severity === 'error');
  if (hasErrors && options.keepGoing !== true) return failed(diagnostics);

  const staging = `${outDir}.folio-staging-${String(process.pid)}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  let bytes = 0;
  const write = async (relative: string, content: string): Promise<void> => {
    const target = path.join(staging, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
    bytes += Buffer.byteLength(content);
  };

  const good = results.pages.filter(
    (page) => page.html !== undefined || cachedHtml(page) !== undefined,
  );
  await inBatches(good, async (page) => {
    const hash = cachedHtml(page);
    if (page.html !== undefined) {
      await write(htmlFile(page.route), page.html);
    } else if (hash !== undefined && results.cache) {
      const target = path.join(staging, htmlFile(page.route));
      await mkdir(path.dirname(target), { recursive: true });
      await results.cache.placeHtml(hash, target);
      bytes += page.htmlBytes;
    }
  });
  await copyStaticFiles(project, staging, outDir);
  await write(assets.css.url, assets.css.text);
  await write(assets.js.url, assets.js.text);
  if (good.some((page) => page.usesMath)) await writeKatex(staging);
  if (good.some((page) => page.usesMermaid)) await writeMermaid(staging);

  const indexes = buildSearchIndexes(good.map((page) => page.search));
  for (const index of indexes)
    await write(`_folio/search/${index.key}.json`, serializeIndex(index));

  const { site } = results;
  const summaries = good.map((page) => page.summary);
  await write('sitemap.xml', sitemapXml(site, summaries));
  await write('robots.txt', robotsTxt(site));
  await write('llms.txt', llmsTxt(site, summaries));
  await write('llms-full.txt', llmsFullTxt(site, summaries));
  await write('404.html', results.notFoundHtml);
  for (const file of results.sidebarFiles) await write(file.url, file.html);
  if (!good.some((page) => page.route === '/')) {
    const home = good.find((page) => page.route === results.homeRoute) ?? good[0];
    const hash = home && cachedHtml(home);
    const html =
      home?.html ?? (hash === undefined ? undefined : await results.cache?.readHtml(hash));
    if (html !== undefined) await write('index.html', html);
  }
  const redirects = (project.loaded.config?.redirects ?? []) as Redirect[];
  await writeRedirects(redirects, good, write);
  await write(
    '_folio/manifest.json',
    JSON.stringify(
      {
        generator: 'folio',
        builtAt: new Date().toISOString(),
        pages: good.map((page) => ({
          route: page.route,
          file: page.file,
          title: page.summary.title,
        })),
        assets: [assets.css.url, assets.js.url],
        searchIndexes: indexes.map((index) => `/_folio/search/${index.key}.json`),
        redirects,
        errors: diagnostics.filter((item) => item.severity === 'error').length,
        warnings: diagnostics.filter((item) => item.severity === 'warning').length,
      },
      null,
      2,
    ),
  );

  await results.cache?.save(new Set(results.pages.map((page) => page.route)));
  await rm(outDir, { recursive: true, force: true });
  await mkdir(path.dirname(outDir), { recursive: true });
  await rename(staging, outDir);
  return {
    outDir,
    written: true,
    pages: good.length,
    rendered: results.rendered,
    diagnostics,
    seconds: seconds(),
    bytes,
  };
}

/** Where a page's HTML is in the build cache: written by its render thread, or a cache hit. */
function cachedHtml(page: PageOutput): string | undefined {
  return page.htmlHash ?? page.cached?.htmlHash;
}

/** `/` → `index.html`, `/guides/a` → `guides/a/index.html`. */
export function htmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/**
 * Copies the folder's own files (images, downloads, specs) into the site: not pages, not
 * docs.json, not snippet code, and not an earlier build written inside the folder.
 */
async function copyStaticFiles(
  project: DocsProject,
  staging: string,
  outDir: string,
): Promise<void> {
  const skip = /(^|\/)(docs\.json|mint\.json|\.folioignore|\.mintignore)$|\.(mdx|md)$/i;
  const snippetCode = /^snippets\/.*\.(jsx|js|tsx|ts)$/i;
  const output = path.relative(project.root, outDir).split(path.sep).join('/');
  const inOutput = (file: string): boolean =>
    output !== '' && !output.startsWith('..') && (file === output || file.startsWith(`${output}/`));
  const files = project.files.filter(
    (file) => !skip.test(file) && !snippetCode.test(file) && !inOutput(file),
  );
  const folders = new Set(files.map((file) => path.dirname(path.join(staging, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await inBatches(files, (file) =>
    copyFile(path.join(project.root, file), path.join(staging, file), fileOptions),
  );
}

async function writeRedirects(
  redirects: readonly Redirect[],
  pages: readonly PageResult[],
  write: (relative: string, content: string) => Promise<void>,
): Promise<void> {
  if (redirects.length === 0) return;
  await write('_redirects', `${redirectsFile(redirects)}\n`);
  const taken = new Set(pages.map((page) => page.route));
  for (const redirect of redirects) {
    if (/[*:]/.test(redirect.source) || taken.has(redirect.source)) continue;
    await write(htmlFile(redirect.source), redirectPage(redirect.destination));
  }
}

/** Runs `task` over `items`, 64 at a time. */
async function inBatches<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += 64) {
    await Promise.all(items.slice(start, start + 64).map(task));
  }
}
