/**
 * The build cache (`build/` in the project's cache folder): what each page rendered to last
 * time, keyed by the hash of its source, of every snippet it uses, and of everything around it
 * (docs.json, the navigation, Folio's own code: the layout key). A page whose keys all match is
 * not compiled again: its HTML is linked from the cache, which stores each HTML file once by
 * content hash, its summary comes from its entry, and its Markdown text, search segment and
 * feed are files stored the same way (the entry has their hashes; a segment is read only when
 * an index must be joined or patched with it, see `stored-segments.ts`). What the layout alone
 * decides (404 page, shared sidebars) is kept too. Entries are spread over shard files (see
 * `cache-files.ts`), so a build that changed one page rewrites one shard. The search indexes the
 * last build wrote are kept as well (see `cached-indexes.ts`), so the next one updates them
 * rather than joining every segment again. Files no entry uses are deleted as the cache is
 * saved (see `cache-sweep.ts`). It also remembers the output it last wrote (`site-output.ts`).
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type { DocsProject } from '../content/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import type { IndexFile, CachedIndex } from '../search/index.ts';
import { buildCacheFolder, hashText, htmlFolder, STORED_HASH, storeHtml } from './cached-html.ts';
import { readCacheFiles, SHARD_COUNT, shardOf, writeHeader, writeShards } from './cache-files.ts';
import { FEW_PAGES, storedNames, sweepStored } from './cache-sweep.ts';
import { CachedIndexes } from './cached-indexes.ts';
import type { IndexTextFile } from './cached-indexes.ts';
import { engineHash, readTextInside } from '../shared/index.ts';
import type { PageResult } from './render-batch.ts';
import { LLMS_FULL_FILE } from './llms-full-file.ts';
import { LLMS_PARTS_FILE } from './llms-full-parts.ts';
import { navigationText } from './navigation-text.ts';

/** Bump to drop every cache written by an older format. */
const CACHE_FORMAT = 8;

export interface CachedPage {
  sourceHash: string;
  /** Snippet files the page used, with their hashes then. */
  dependencies: Record<string, string>;
  htmlHash: string;
  /** The page's result; its search segment is stored under `searchFingerprint.hash`. */
  result: Omit<PageResult, 'html' | 'htmlHash' | 'searchJson'>;
  /** Warnings the page had (errors are never cached). */
  warnings: Diagnostic[];
}

/**
 * A shared sidebar file (`/_folio/nav/...`): its HTML, or, when the build has a folder for its
 * HTML, the hash it is stored under there (see `storeHtml`) and its size.
 */
export type SidebarFile =
  { url: string; html: string } | { url: string; htmlHash: string; bytes: number };

/** What a build lays out once for every page, kept with the layout key it depends on. */
export interface LayoutOutputs {
  notFoundHtml: string;
  /**
   * Shared sidebar files of large sections. Stored apart, they stay out of the cache's header:
   * crewAI's 136 take 10 MB, which every rebuild read and hashed again.
   */
  sidebarFiles: SidebarFile[];
  homeRoute: string;
}

export class BuildCache {
  readonly #folder: string;
  readonly #layoutKey: string;
  readonly #pages: Record<string, CachedPage>;
  #layout: LayoutOutputs | undefined;
  /** Whether every shard of the previous build was read (else `save` rewrites them all). */
  readonly #complete: boolean;
  /** Shards whose entries changed since the cache was read. */
  readonly #dirty = new Set<number>();
  #layoutChanged = false;
  /** Pages stored this build, and the stored files of the entries they replaced or dropped. */
  #storedPages = 0;
  readonly #released = new Set<string>();
  readonly #fileHashes = new Map<string, Promise<string | undefined>>();
  /** The docs folder (snippets are hashed from it) and the project's cache folder. */
  readonly #root: string;
  readonly #cacheDir: string;
  /** Set when the cache folder cannot be written (read-only docs folder): build without it. */
  #broken = false;
  readonly #indexes: CachedIndexes;

  private constructor(
    folders: { root: string; cacheDir: string },
    layoutKey: string,
    read: {
      pages: Record<string, CachedPage>;
      layout: LayoutOutputs | undefined;
      complete: boolean;
    },
  ) {
    this.#root = folders.root;
    this.#cacheDir = folders.cacheDir;
    this.#folder = buildCacheFolder(folders.cacheDir);
    this.#layoutKey = layoutKey;
    this.#pages = read.pages;
    this.#layout = read.layout;
    this.#complete = read.complete;
    this.#indexes = new CachedIndexes(this.#folder, CACHE_FORMAT, layoutKey);
  }

  /** Opens the cache of `project`; entries from another layout key are dropped. */
  static async open(project: DocsProject, assetsKey: string): Promise<BuildCache> {
    const layoutKey = await layoutKeyOf(project, assetsKey);
    const read = readCacheFiles(buildCacheFolder(project.cacheDir), CACHE_FORMAT, layoutKey);
    return new BuildCache({ root: project.root, cacheDir: project.cacheDir }, layoutKey, {
      pages: read.pages as Record<string, CachedPage>,
      layout: isOwnLayout(read.layout) ? read.layout : undefined,
      complete: read.complete,
    });
  }

  /** The search index of `key` the last build kept, if it was built with this layout. */
  cachedIndex(key: string): CachedIndex | undefined {
    return this.#indexes.get(key);
  }

  /** Where the text of the index {@link cachedIndex} gave for `key` is kept (with its split). */
  cachedIndexFile(key: string): string | undefined {
    return this.#indexes.textFile(key);
  }

  /**
   * Starts keeping this build's search indexes: those not then given to {@link storeIndex} are
   * deleted by {@link save}.
   */
  startIndexes(): void {
    if (!this.#broken) this.#indexes.start();
  }

  /**
   * Keeps one of the site's search indexes (if it can be updated later) for the next build; its
   * text file is what the site links (see `cached-indexes.ts`). Given one index at a time.
   */
  storeIndex(file: IndexFile): Promise<IndexTextFile | undefined> {
    return this.#broken ? Promise.resolve(undefined) : this.#indexes.store(file);
  }

  /** The 404 page, shared sidebars and home route stored under this layout key, if any. */
  layoutOutputs(): LayoutOutputs | undefined {
    return this.#layout;
  }

  /** Keeps what `layoutOutputs` returns for the next build with the same layout. */
  storeLayoutOutputs(outputs: LayoutOutputs): void {
    this.#layout = outputs;
    this.#layoutChanged = true;
  }

  /**
   * The cached results of the pages whose source and snippets are unchanged, by route (`pages`
   * gives the hash of each route's source, see {@link hashText}). The snippets the entries use
   * are each read once, up front.
   */
  async lookupAll(pages: ReadonlyMap<string, string>): Promise<Map<string, CachedPage>> {
    const files = new Set<string>();
    for (const route of pages.keys()) {
      const entry = Object.hasOwn(this.#pages, route) ? this.#pages[route] : undefined;
      for (const file of Object.keys(entry?.dependencies ?? {})) files.add(file);
    }
    const hashes = new Map(
      await Promise.all(
        // A missing file is recorded as '' (see `#store`): still missing, the page is unchanged.
        [...files].map(async (file) => [file, (await this.#fileHash(file)) ?? ''] as const),
      ),
    );
    const hits = new Map<string, CachedPage>();
    for (const [route, sourceHash] of pages) {
      const hit = this.#lookup(route, sourceHash, hashes);
      if (hit) hits.set(route, hit);
    }
    return hits;
  }

  /** The cached result of `route` if its source and snippets (`hashes`) are unchanged. */
  #lookup(
    route: string,
    sourceHash: string,
    hashes: ReadonlyMap<string, string | undefined>,
  ): CachedPage | undefined {
    const entry = Object.hasOwn(this.#pages, route) ? this.#pages[route] : undefined;
    if (!entry || entry.sourceHash !== sourceHash || !namesOwnFiles(route, entry)) return undefined;
    for (const [file, hash] of Object.entries(entry.dependencies)) {
      if (hashes.get(file) !== hash) return undefined;
    }
    return entry;
  }

  /**
   * Records a freshly rendered page whose source hashed to `sourceHash`; a cache that cannot be
   * written is skipped, never fatal.
   */
  async store(
    result: PageResult,
    sourceHash: string,
    dependencies: string[],
    diagnostics: Diagnostic[],
  ): Promise<void> {
    if (this.#broken) return;
    try {
      await this.#store(result, sourceHash, dependencies, diagnostics);
    } catch {
      this.#broken = true;
    }
  }

  /** Records a freshly rendered page (pages with errors are forgotten instead). */
  async #store(
    result: PageResult,
    sourceHash: string,
    dependencies: string[],
    diagnostics: Diagnostic[],
  ): Promise<void> {
    const rendered = result.html !== undefined || result.htmlHash !== undefined;
    this.#storedPages += 1;
    if (!rendered || diagnostics.some((item) => item.severity === 'error')) {
      this.#forget(result.route);
      for (const name of storedNames(result.htmlHash, result)) this.#released.add(name);
      return;
    }
    let htmlHash = result.htmlHash;
    if (htmlHash === undefined) {
      htmlHash = storeHtml(htmlFolder(this.#cacheDir), result.html ?? '');
      if (htmlHash === undefined) throw new Error('The build cache cannot be written.');
    }
    // A segment its render thread could not store (see `searchOf` in `render-batch.ts`).
    if (result.searchJson !== undefined) {
      const stored = storeHtml(htmlFolder(this.#cacheDir), result.searchJson, 'search.json');
      if (stored === undefined) throw new Error('The build cache cannot be written.');
    }
    const hashes: Record<string, string> = {};
    for (const file of dependencies) hashes[file] = (await this.#fileHash(file)) ?? '';
    const { html: _html, htmlHash: _htmlHash, searchJson: _searchJson, ...rest } = result;
    this.#forget(result.route);
    this.#pages[result.route] = {
      sourceHash,
      dependencies: hashes,
      htmlHash,
      result: rest,
      warnings: diagnostics.filter((item) => item.severity === 'warning'),
    };
  }

  /** Writes the index, keeping only `routes`; a cache that cannot be written is skipped. */
  async save(routes: ReadonlySet<string>): Promise<void> {
    if (this.#broken) return;
    try {
      await this.#save(routes);
    } catch {
      this.#broken = true;
    }
  }

  /** Writes what changed, keeping only the entries of `routes`, and deletes unused files. */
  async #save(routes: ReadonlySet<string>): Promise<void> {
    for (const route of Object.keys(this.#pages)) {
      if (!routes.has(route)) this.#forget(route);
    }
    // The kept search indexes are written meanwhile: they do not depend on the entries.
    await Promise.all([this.#savePages(), this.#indexes.save()]);
  }

  /**
   * Writes the changed shards, then the header when it changed, then deletes the HTML, Markdown,
   * segment and feed files no entry uses (never before the entries that stopped using them are
   * written, nor before the search indexes, which may read earlier segments, are built).
   */
  async #savePages(): Promise<void> {
    const header = { format: CACHE_FORMAT, layoutKey: this.#layoutKey };
    const shards = this.#complete ? this.#dirty : new Set(allShards());
    await writeShards(this.#folder, header, this.#pages, shards);
    if (!this.#complete || this.#layoutChanged) {
      await writeHeader(this.#folder, { ...header, layout: this.#layout });
    }
    // The site's llms-full.txt is written beside the pages with the list of its parts (see
    // `llms-full-file.ts`).
    const kept = [LLMS_FULL_FILE, LLMS_PARTS_FILE];
    for (const file of this.#layout?.sidebarFiles ?? []) {
      if ('htmlHash' in file) kept.push(`${file.htmlHash}.html`);
    }
    const few = this.#complete && !this.#layoutChanged && this.#storedPages <= FEW_PAGES;
    await sweepStored(
      htmlFolder(this.#cacheDir),
      Object.values(this.#pages),
      kept,
      few ? this.#released : undefined,
    );
  }

  /** Drops the entry of `route`, remembering that its shard changed. */
  #forget(route: string): void {
    this.#dirty.add(shardOf(route));
    const entry = Object.hasOwn(this.#pages, route) ? this.#pages[route] : undefined;
    if (entry && namesOwnFiles(route, entry)) {
      for (const name of storedNames(entry.htmlHash, entry.result)) this.#released.add(name);
    }
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete this.#pages[route];
  }

  #fileHash(file: string): Promise<string | undefined> {
    let hash = this.#fileHashes.get(file);
    if (!hash) {
      hash = readTextInside(this.#root, file).then(hashText, () => undefined);
      this.#fileHashes.set(file, hash);
    }
    return hash;
  }
}

/**
 * What every page's HTML depends on besides its own source: docs.json and its includes, the
 * navigation (titles, order, hidden pages), the frontmatter of all pages (titles appear in
 * sidebars), the shared asset URLs, and Folio's own source code.
 */
async function layoutKeyOf(project: DocsProject, assetsKey: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`format ${String(CACHE_FORMAT)}\0${assetsKey}\0`);
  for (const [file, text] of [...project.loaded.sources].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${file}\0${text}\0`);
  }
  hash.update(navigationText(project.navigation?.children));
  hash.update(JSON.stringify(project.navigation?.global ?? null));
  for (const page of project.navigation?.pages ?? []) {
    hash.update(
      `${page.route}\0${page.title}\0${page.prev ?? ''}\0${page.next ?? ''}\0${page.breadcrumbs.join('/')}\0${String(page.hidden)}\0`,
    );
  }
  hash.update(await engineHash());
  return hash.digest('hex').slice(0, 20);
}

/** Every shard number. */
function allShards(): number[] {
  return Array.from({ length: SHARD_COUNT }, (_, shard) => shard);
}

/** The URL the build gives a shared sidebar file (see `sidebar-html.ts`). */
const SIDEBAR_URL = /^\/_folio\/nav\/[0-9a-f]{12}\.html$/;

/**
 * Whether `layout`, read from the cache folder (which a repository may ship), is what a build
 * stores: its shared sidebars are written into the site at their URLs, from the stored files
 * they name, so a crafted header must not lead elsewhere. Any other is laid out again.
 */
function isOwnLayout(layout: unknown): layout is LayoutOutputs {
  if (typeof layout !== 'object' || layout === null) return false;
  const { notFoundHtml, homeRoute, sidebarFiles } = layout as Partial<Record<string, unknown>>;
  return (
    typeof notFoundHtml === 'string' &&
    typeof homeRoute === 'string' &&
    Array.isArray(sidebarFiles) &&
    sidebarFiles.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const { url, html, htmlHash, bytes } = item as Partial<Record<string, unknown>>;
      if (typeof url !== 'string' || !SIDEBAR_URL.test(url)) return false;
      if ('html' in item) return typeof html === 'string';
      return (
        typeof htmlHash === 'string' &&
        STORED_HASH.test(htmlHash) &&
        typeof bytes === 'number' &&
        Number.isSafeInteger(bytes) &&
        bytes >= 0
      );
    })
  );
}

/**
 * Whether `entry`, read from the cache folder (which a repository may ship in `.folio`), is the
 * entry of `route` and names only files the way this build names them: a hit's HTML, Markdown,
 * segment, feed, image and script are read from the cache folder and written into the site by
 * these names, so a crafted entry must not lead elsewhere.
 */
function namesOwnFiles(route: string, entry: CachedPage): boolean {
  const result = entry.result as Partial<CachedPage['result']> | undefined;
  const stored = (name: unknown): boolean => typeof name === 'string' && STORED_HASH.test(name);
  const optional = (name: unknown): boolean => name === undefined || stored(name);
  const script = result?.islandScript;
  return (
    typeof (entry.dependencies as unknown) === 'object' &&
    (entry.dependencies as unknown) !== null &&
    result?.route === route &&
    stored(entry.htmlHash) &&
    stored(result.searchFingerprint?.hash) &&
    optional(result.searchBody) &&
    typeof result.summary === 'object' &&
    (result.summary as unknown) !== null &&
    optional(result.summary.markdownHash) &&
    optional(result.feedFile?.hash) &&
    optional(result.ogImage) &&
    (script === undefined || /^\/_folio\/islands\/[0-9a-f]{16}\.js$/.test(script.url))
  );
}
