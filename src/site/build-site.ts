/**
 * `folio build`: the whole static site. Loads the project, renders every page (or takes it from
 * the build cache), lists every file of the site, and hands them to `SiteOutput`, which writes a
 * fresh folder or updates the previous build in place. Nothing is written when a page fails, so
 * a failed build never leaves a half-written site; with `keepGoing`, pages that fail are left
 * out and the rest is written.
 *
 * @module
 */
import path from 'node:path';
import { loadDocsProject, scanProjectFolder } from '../content/index.ts';
import type { DocsProject } from '../content/index.ts';
import {
  OutsideFolderError,
  cacheFolder,
  engineHash,
  outsideFolderDiagnostic,
  projectCacheRoot,
  realPathInside,
} from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import {
  ASSISTANT_CONFIG_URL,
  authorFiles,
  integrationAssets,
  lookChecks,
  PLAYGROUND_PROXY_FILE,
  POLICY_SOURCES_FILE,
} from '../render/index.ts';
import type { IntegrationAssets } from '../render/index.ts';
import type { AssistantPanelOption, AssistantSettings } from '../render/index.ts';
import { addKatex, addMermaid, assistantPanelAsset, addIslands, siteAssets } from './assets.ts';
import { buildCacheFolder } from './cached-html.ts';
import type { SiteAsset, SiteAssets } from './assets.ts';
import { renderAllPages, startRenderPool } from './render-all-pages.ts';
import { siteSearchFiles, writeSearchFiles } from './search-files.ts';
import type { PageOutput, RenderAllResult } from './render-all-pages.ts';
import { SITE_TEXT_FILES, siteTextFile } from './site-files.ts';
import { addMarkdownFiles } from './markdown-files.ts';
import { feedPath } from './update-feeds.ts';
import { playgroundAllowlistFile } from './playground-allowlist.ts';
import type { Redirect } from './site-files.ts';
import { addOgImages } from './og-images.ts';
import { MANIFEST_FILE, SiteOutput } from './site-output.ts';
import { addRedirects, builtFolderLandings, htmlFile } from './site-redirects.ts';
import { pageDigest } from './page-digest.ts';
import { siteTailwindAsset } from './tailwind/index.ts';
import { staticFiles } from './static-files.ts';

export interface BuildOptions {
  outDir: string;
  keepGoing?: boolean | undefined;
  /** Called as pages finish, for a progress display. */
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Worker threads to render with (default: one per core, at most the page count). */
  workers?: number | undefined;
  /** Reuse pages from the build cache in the cache folder (default true). */
  cache?: boolean | undefined;
  /**
   * The root of the project's cache store (default: the docs folder's). The server names one
   * in its data folder, so a hosted project's folder is only read.
   */
  cacheDir?: string | undefined;
  /**
   * Where the site's bundled stylesheet and script are kept (default: the cache folder, or
   * none without the cache). A build that may not bundle them (an isolated build cannot start
   * esbuild) is given a folder where they are ready.
   */
  assetsDir?: string | undefined;
  /** The heap limit of each render worker, in MB (default: Node's). */
  threadMemoryMb?: number | undefined;
  /** How remote OpenAPI specs are fetched (default: the global `fetch`). */
  fetch?: typeof fetch | undefined;
  /**
   * Also write `_folio/assistant/<key>.json`: each search index with its sections' full text,
   * which a Folio server's assistant retrieves passages from. Off by default: a static host has
   * no use for it (about 4 MB per 1,000 pages).
   */
  assistantCorpus?: boolean | undefined;
  /**
   * The "Ask AI" panel: with `{api, key}` the site asks that assistant (the settings are written
   * to `_folio/assistant.json`); with `{hosted: true}` the Folio server hosting the site serves
   * the settings. Without it the site has no panel.
   */
  assistant?: AssistantPanelOption | undefined;
  /**
   * Where the reader feedback widget posts ratings (`/_folio/feedback` on a Folio server's
   * hosted site, `https://folio.example.com/v1/feedback/<subdomain>` for a static build).
   * Without it the pages have no widget.
   */
  feedback?: string | undefined;
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

/** Errors that leave a file out without stopping a build that keeps going. */
const LEFT_OUT = new Set(['link-outside-folder']);

export async function buildSite(root: string, options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const cacheDir = options.cacheDir ?? projectCacheRoot(root);
  // Render workers start as soon as the folder is listed: they load Folio's rendering code
  // while this thread loads the project from the same listing.
  const scanning = scanProjectFolder(root);
  const starting = scanning.then(
    (scanned) => startRenderPool(cacheDir, scanned.files, options),
    () => undefined,
  );
  let project: DocsProject;
  try {
    project = await loadDocsProject(root, {
      cache: options.cache !== false,
      cacheDir,
      fetch: options.fetch,
      scanned: scanning,
      digest: pageDigest,
    });
  } catch (error) {
    await (await starting)?.close();
    throw error;
  }
  const pool = await starting;
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
  // With `keepGoing`, files left out because they link out of the folder do not stop the
  // build (their pages are left out, like pages that fail); any other error of the project does.
  const stops = (item: Diagnostic): boolean =>
    item.severity === 'error' && (options.keepGoing !== true || !LEFT_OUT.has(item.code));
  if (!project.navigation || project.diagnostics.some(stops)) {
    await pool?.close();
    return failed(project.diagnostics);
  }

  const assetsFolder =
    options.assetsDir ?? (options.cache === false ? undefined : cacheFolder(cacheDir, 'assets'));
  let assets: SiteAssets;
  let panel: SiteAsset | undefined;
  let tailwind: Awaited<ReturnType<typeof siteTailwindAsset>>;
  try {
    [assets, panel, tailwind] = await Promise.all([
      siteAssets(assetsFolder),
      options.assistant && assistantPanelAsset(assetsFolder),
      siteTailwindAsset(project),
    ]);
  } catch (error) {
    await pool?.close();
    throw error;
  }
  // A site written fresh gets its folders made while the pages render.
  const output = new SiteOutput(
    outDir,
    options.cache === false ? undefined : buildCacheFolder(project.cacheDir),
  );
  output.prepare(project.navigation.pages.map((page) => htmlFile(page.route)));
  // Read once per build: each unusable key warns once, whatever the number of pages.
  const looks = lookChecks(project.loaded.config ?? {}, project.loaded.locate);
  const integrations = integrationAssets(project.loaded.config?.integrations, {
    locate: project.loaded.locate,
    sources: looks.sources,
  });
  let written = false;
  let results: RenderAllResult | undefined;
  try {
    results = await renderAllPages(project, {
      assets: {
        css: assets.css.url,
        js: assets.js.url,
        assistant: panel?.url,
        feedback: options.feedback,
        tailwind: tailwind.asset?.url,
        ...authorAssetUrls(project.files),
        integrations: integrations.tags,
      },
      workers: options.workers,
      cache: options.cache,
      threadMemoryMb: options.threadMemoryMb,
      onProgress: options.onProgress,
      // Without a build cache, pages' HTML goes straight into the staging folder.
      htmlFolder: options.cache === false ? await output.pagesFolder() : undefined,
      pool,
    });
    const diagnostics = [
      ...project.diagnostics,
      ...integrations.integrations.diagnostics,
      ...looks.diagnostics,
      ...tailwind.diagnostics,
      ...results.diagnostics,
    ];
    const hasErrors = diagnostics.some((item) => item.severity === 'error');
    if (hasErrors && options.keepGoing !== true) return failed(diagnostics);
    const { pages, bytes } = await writeSite(project, results, assets, output, diagnostics, {
      tailwind: tailwind.asset,
      assistantCorpus: options.assistantCorpus ?? false,
      assistant: options.assistant && panel && { option: options.assistant, script: panel },
      assetsFolder,
      integrations,
    });
    written = true;
    return {
      outDir,
      written: true,
      pages,
      rendered: results.rendered,
      diagnostics,
      seconds: seconds(),
      bytes,
    };
  } finally {
    if (!written) await output.discard();
    await results?.pool?.close();
  }
}

/**
 * Lists every file of the site and commits them to `outDir`. The search indexes are built on a
 * render worker when there is one, while this thread writes the rest.
 */
async function writeSite(
  project: DocsProject,
  results: RenderAllResult,
  assets: SiteAssets,
  output: SiteOutput,
  diagnostics: Diagnostic[],
  extras: {
    tailwind: SiteAsset | undefined;
    assistantCorpus: boolean;
    assistant?: { option: AssistantPanelOption; script: SiteAsset } | undefined;
    assetsFolder: string | undefined;
    integrations: IntegrationAssets;
  },
): Promise<{ pages: number; bytes: number }> {
  const good = results.pages.filter(
    (page) => page.html !== undefined || cachedHtml(page) !== undefined,
  );
  const searchFiles = siteSearchFiles(good, {
    cache: results.cache,
    pool: results.pool,
    folder: results.htmlFolder,
    fullText: extras.assistantCorpus,
  });

  const placePage = (relative: string, page: PageOutput): void => {
    const hash = cachedHtml(page);
    if (page.html !== undefined) output.text(relative, page.html);
    else if (hash !== undefined && results.htmlFolder !== undefined) {
      output.cached(relative, path.join(results.htmlFolder, `${hash}.html`), hash, page.htmlBytes);
    }
  };
  for (const page of good) placePage(htmlFile(page.route), page);
  const copied = staticFiles(project, output.outDir);
  for (const file of copied) {
    // Copied from its real path, checked now: never a file outside the folder (a link swapped
    // in since the folder was listed is left out with its error).
    let real: string;
    try {
      real = realPathInside(project.root, file);
    } catch (error) {
      if (!(error instanceof OutsideFolderError)) throw error;
      diagnostics.push(outsideFolderDiagnostic(error));
      continue;
    }
    output.copy(file, real);
  }
  output.text(assets.css.url.slice(1), assets.css.text);
  output.text(assets.js.url.slice(1), assets.js.text);
  if (extras.tailwind) output.text(extras.tailwind.url.slice(1), extras.tailwind.text);
  if (extras.assistant) {
    const { option, script } = extras.assistant;
    output.text(script.url.slice(1), script.text);
    if (!('hosted' in option)) {
      const settings: AssistantSettings = { api: option.api, key: option.key };
      output.text(ASSISTANT_CONFIG_URL.slice(1), `${JSON.stringify(settings)}\n`);
    }
  }
  const { codeFile, policyFile } = extras.integrations;
  if (codeFile) output.text(codeFile.url.slice(1), codeFile.text);
  if (policyFile !== undefined) output.text(POLICY_SOURCES_FILE, policyFile);
  const allowlist = playgroundAllowlistFile(project);
  if (allowlist !== undefined) output.text(PLAYGROUND_PROXY_FILE, allowlist);
  // `styling.latex: true` links KaTeX's stylesheet from every page, math or not.
  if (results.site.latex === true || good.some((page) => page.usesMath)) await addKatex(output);
  if (good.some((page) => page.usesMermaid)) addMermaid(output);
  await addIslands(output, good, extras.assetsFolder);
  await addOgImages(output, project, results.site, good);

  const { site, htmlFolder } = results;
  const summaries = good.map((page) => page.summary);
  const listed = SITE_TEXT_FILES.filter((name) => name !== 'llms-full.txt'); // with the .md files
  for (const name of listed) output.text(name, siteTextFile(name, site, summaries));
  for (const page of good) {
    if (page.feed !== undefined) output.text(feedPath(page.route), page.feed);
    else if (page.feedFile && htmlFolder !== undefined) {
      const { hash, bytes } = page.feedFile;
      output.cached(feedPath(page.route), path.join(htmlFolder, `${hash}.rss`), hash, bytes);
    }
  }
  output.text('404.html', results.notFoundHtml);
  for (const file of results.sidebarFiles) {
    if ('html' in file) output.text(file.url.slice(1), file.html);
    else if (htmlFolder !== undefined) {
      const stored = path.join(htmlFolder, `${file.htmlHash}.html`);
      output.cached(file.url.slice(1), stored, file.htmlHash, file.bytes);
    }
  }
  const sprite = site.iconSprite;
  if (sprite) output.text(sprite.url.slice(1), sprite.text);
  if (!good.some((page) => page.route === '/')) {
    const home = good.find((page) => page.route === results.homeRoute) ?? good[0];
    if (home) placePage('index.html', home);
  }
  const redirects = (project.loaded.config?.redirects ?? []) as Redirect[];
  const folders = builtFolderLandings(project, good);
  const markdownRoutes = { home: results.homeRoute, folders };
  // llms-full.txt is finished while the search indexes are made.
  const markdown = addMarkdownFiles(
    output,
    summaries,
    markdownRoutes,
    site,
    htmlFolder,
    await engineHash(),
  );
  addRedirects(redirects, good, output, {
    folders,
    staticFiles: new Set(copied),
    locate: project.loaded.locate,
    diagnostics,
  });

  // The search indexes and the manifest that lists them come last.
  const searched = writeSearchFiles(output, searchFiles, results.cache);
  const late = Promise.all([searched, markdown]).then(([keys]) => {
    const manifest = {
      generator: 'folio',
      builtAt: new Date().toISOString(),
      buildId: output.buildId,
      pages: good.map((page) => ({
        route: page.route,
        file: page.file,
        title: page.summary.title,
      })),
      assets: [
        assets.css.url,
        assets.js.url,
        ...(extras.tailwind ? [extras.tailwind.url] : []),
        ...(extras.assistant ? [extras.assistant.script.url] : []),
        ...(codeFile ? [codeFile.url] : []),
      ],
      searchIndexes: keys.map((key) => `/_folio/search/${key}.json`),
      redirects,
      errors: diagnostics.filter((item) => item.severity === 'error').length,
      warnings: diagnostics.filter((item) => item.severity === 'warning').length,
    };
    output.text(MANIFEST_FILE, JSON.stringify(manifest, null, 2));
  });
  await Promise.all([
    output.commit(late),
    late.then(() => results.cache?.save(new Set(results.pages.map((page) => page.route)))),
  ]);
  return { pages: good.length, bytes: output.bytes };
}

/** Where a page's HTML is in the build cache: written by its render thread, or a cache hit. */
function cachedHtml(page: PageOutput): string | undefined {
  return page.htmlHash ?? page.cached?.htmlHash;
}

/** The author's `.css` and `.js` files as the asset URLs pages link (see `author-files.ts`). */
function authorAssetUrls(files: readonly string[]): {
  authorStylesheets: string[];
  authorScripts: string[];
} {
  const { stylesheets, scripts } = authorFiles(files);
  return { authorStylesheets: stylesheets, authorScripts: scripts };
}
