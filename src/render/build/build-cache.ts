/**
 * The build cache (`.folio/cache/build` in the docs folder): what each page rendered to last
 * time, keyed by the hash of its source, of every snippet it uses, and of everything around it
 * (docs.json, the navigation, Folio's own code). A page whose keys all match is not compiled
 * again; its HTML is linked from the cache, which stores each HTML file once by content hash. The cache
 * also remembers the output folder it last wrote (see `site-output.ts`).
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocsProject } from '../../content/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import type { PageResult } from './render-share.ts';

/** Bump to drop every cache written by an older format. */
const FORMAT = 1;

export interface CachedPage {
  sourceHash: string;
  /** Snippet files the page used, with their hashes then. */
  dependencies: Record<string, string>;
  htmlHash: string;
  result: Omit<PageResult, 'html' | 'htmlHash'>;
  /** Warnings the page had (errors are never cached). */
  warnings: Diagnostic[];
}

interface CacheIndex {
  format: number;
  layoutKey: string;
  pages: Record<string, CachedPage>;
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/** The folder of cached HTML files in the docs folder `root`. */
function htmlFolder(root: string): string {
  return path.join(root, '.folio', 'cache', 'build', 'html');
}

/**
 * Writes a page's `html` into the cache of the docs folder `root` (once per content) and returns
 * its hash, or undefined when the cache cannot be written. Render threads call it as they go,
 * so the HTML is written once, in parallel, and linked into the site afterwards.
 */
export function storeHtml(root: string, html: string): string | undefined {
  const hash = hashText(html);
  const file = path.join(htmlFolder(root), `${hash}.html`);
  const write = (): void => {
    writeFileSync(file, html, { flag: 'wx' });
  };
  try {
    try {
      write();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(htmlFolder(root), { recursive: true });
      write();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return undefined;
  }
  return hash;
}

export class BuildCache {
  readonly #folder: string;
  readonly #layoutKey: string;
  readonly #pages: Record<string, CachedPage>;
  readonly #fileHashes = new Map<string, Promise<string | undefined>>();
  readonly #root: string;
  /** Set when the cache folder cannot be written (read-only docs folder): build without it. */
  #broken = false;

  private constructor(root: string, layoutKey: string, pages: Record<string, CachedPage>) {
    this.#root = root;
    this.#folder = path.join(root, '.folio', 'cache', 'build');
    this.#layoutKey = layoutKey;
    this.#pages = pages;
  }

  /** Opens the cache of `project`; entries from another layout key are dropped. */
  static async open(project: DocsProject, assetsKey: string): Promise<BuildCache> {
    const layoutKey = await layoutKeyOf(project, assetsKey);
    const file = path.join(project.root, '.folio', 'cache', 'build', 'index.json');
    let pages: Record<string, CachedPage> = {};
    try {
      const index = JSON.parse(await readFile(file, 'utf8')) as CacheIndex;
      if (index.format === FORMAT && index.layoutKey === layoutKey) pages = index.pages;
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
    return new BuildCache(project.root, layoutKey, pages);
  }

  /** The cached result of `route` if its source and snippets are unchanged. */
  async lookup(route: string, source: string | undefined): Promise<CachedPage | undefined> {
    const entry = this.#pages[route];
    if (!entry || entry.sourceHash !== hashText(source ?? '')) return undefined;
    for (const [file, hash] of Object.entries(entry.dependencies)) {
      if ((await this.#fileHash(file)) !== hash) return undefined;
    }
    return entry;
  }

  /** Records a freshly rendered page; a cache that cannot be written is skipped, never fatal. */
  async store(
    result: PageResult,
    source: string | undefined,
    dependencies: string[],
    diagnostics: Diagnostic[],
  ): Promise<void> {
    if (this.#broken) return;
    try {
      await this.#store(result, source, dependencies, diagnostics);
    } catch {
      this.#broken = true;
    }
  }

  /** Records a freshly rendered page (pages with errors are forgotten instead). */
  async #store(
    result: PageResult,
    source: string | undefined,
    dependencies: string[],
    diagnostics: Diagnostic[],
  ): Promise<void> {
    const rendered = result.html !== undefined || result.htmlHash !== undefined;
    if (!rendered || diagnostics.some((item) => item.severity === 'error')) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
      delete this.#pages[result.route];
      return;
    }
    let htmlHash = result.htmlHash;
    if (htmlHash === undefined) {
      htmlHash = storeHtml(this.#root, result.html ?? '');
      if (htmlHash === undefined) throw new Error('The build cache cannot be written.');
    }
    const hashes: Record<string, string> = {};
    for (const file of dependencies) hashes[file] = (await this.#fileHash(file)) ?? '';
    const { html: _html, htmlHash: _htmlHash, ...rest } = result;
    this.#pages[result.route] = {
      sourceHash: hashText(source ?? ''),
      dependencies: hashes,
      htmlHash,
      result: rest,
      warnings: diagnostics.filter((item) => item.severity === 'warning'),
    };
  }

  /** The cache's file holding the HTML `htmlHash` (never modified once written). */
  htmlPath(htmlHash: string): string {
    return path.join(this.#folder, 'html', `${htmlHash}.html`);
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

  /** Writes the index, keeping only `routes`, and deletes HTML files no entry uses. */
  async #save(routes: ReadonlySet<string>): Promise<void> {
    for (const route of Object.keys(this.#pages)) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
      if (!routes.has(route)) delete this.#pages[route];
    }
    await mkdir(path.join(this.#folder, 'html'), { recursive: true });
    const index: CacheIndex = { format: FORMAT, layoutKey: this.#layoutKey, pages: this.#pages };
    const file = path.join(this.#folder, 'index.json');
    await writeFile(`${file}.tmp`, JSON.stringify(index));
    await rename(`${file}.tmp`, file);
    const used = new Set(Object.values(this.#pages).map((entry) => `${entry.htmlHash}.html`));
    const present = await readdir(path.join(this.#folder, 'html'));
    await Promise.all(
      present
        .filter((name) => !used.has(name))
        .map((name) => rm(path.join(this.#folder, 'html', name), { force: true })),
    );
  }

  #fileHash(file: string): Promise<string | undefined> {
    let hash = this.#fileHashes.get(file);
    if (!hash) {
      hash = readFile(path.join(this.#root, file), 'utf8').then(hashText, () => undefined);
      this.#fileHashes.set(file, hash);
    }
    return hash;
  }
}

const engineFolder = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

/**
 * What every page's HTML depends on besides its own source: docs.json and its includes, the
 * navigation (titles, order, hidden pages), the frontmatter of all pages (titles appear in
 * sidebars), the shared asset URLs, and Folio's own source code.
 */
async function layoutKeyOf(project: DocsProject, assetsKey: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`format ${String(FORMAT)}\0${assetsKey}\0`);
  for (const [file, text] of [...project.loaded.sources].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${file}\0${text}\0`);
  }
  hash.update(JSON.stringify(project.navigation?.children ?? null));
  hash.update(JSON.stringify(project.navigation?.global ?? null));
  for (const page of project.navigation?.pages ?? []) {
    hash.update(
      `${page.route}\0${page.title}\0${page.prev ?? ''}\0${page.next ?? ''}\0${page.breadcrumbs.join('/')}\0${String(page.hidden)}\0`,
    );
  }
  hash.update(await engineHash());
  return hash.digest('hex').slice(0, 20);
}

let engine: Promise<string> | undefined;

/** Hash of Folio's own source (src/), so a new Folio never reuses an old Folio's pages. */
export function engineHash(): Promise<string> {
  engine ??= (async () => {
    const hash = createHash('sha256');
    const files = (await readdir(engineFolder, { recursive: true }))
      .filter((file) => /\.(ts|css)$/.test(file) && !file.endsWith('.test.ts'))
      .sort();
    const contents = await Promise.all(
      files.map((file) => readFile(path.join(engineFolder, file))),
    );
    files.forEach((file, index) => {
      hash.update(file);
      hash.update(contents[index] ?? '');
    });
    return hash.digest('hex');
  })();
  return engine;
}
