/**
 * What a site path can reach: a page (its route, written with or without a trailing slash,
 * `.mdx`/`.md` or `/index`), a static file of the docs folder, a file the build generates
 * (`/sitemap.xml`, `/llms.txt`), or a redirect source (followed to its destination). A path that
 * reaches nothing gets the reason, and a near-miss to suggest.
 *
 * @module
 */
import path from 'node:path/posix';
import { isExternalUrl } from '../../content/index.ts';
import { isServedAsIs } from '../../web/index.ts';
import type { RedirectRule } from '../../web/index.ts';
import { NearMiss } from './near-miss.ts';
import { splitUrl } from './split-url.ts';

/** Where a path leads. */
export type LinkTarget =
  | { type: 'page'; route: string }
  | { type: 'file'; file: string }
  | { type: 'external'; url: string };

export type Resolution =
  | { ok: true; target: LinkTarget }
  | { ok: false; problem: string; suggestion?: string | undefined };

export interface SiteTargetsOptions {
  /** Routes of every page (`/`, `/guides/intro`). */
  routes: Iterable<string>;
  /** Files of the docs folder, relative POSIX paths. */
  files: Iterable<string>;
  /** docs.json redirects, in order. */
  redirects?: readonly RedirectRule[] | undefined;
  /** The page `/` shows when no page has that route (the build's home page). */
  home?: string | undefined;
  /** Folder paths no page holds → the page they lead to (see `folderLandings`). */
  folders?: ReadonlyMap<string, string> | undefined;
}

/** Files every build writes beside the pages. */
export const GENERATED_FILES = ['sitemap.xml', 'robots.txt', 'llms.txt', 'llms-full.txt'];

/** Redirect chains longer than this are taken for loops. */
const MAX_REDIRECTS = 10;

export class SiteTargets {
  readonly #routes: Set<string>;
  readonly #files: Set<string>;
  readonly #redirects: readonly RedirectRule[];
  readonly #home: string | undefined;
  readonly #folders: ReadonlyMap<string, string>;
  #pageNearMiss: NearMiss | undefined;
  #fileNearMiss: NearMiss | undefined;

  constructor(options: SiteTargetsOptions) {
    this.#routes = new Set(options.routes);
    this.#files = new Set([...options.files].filter(isServedAsIs));
    for (const file of GENERATED_FILES) this.#files.add(file);
    this.#redirects = options.redirects ?? [];
    this.#home = options.home;
    this.#folders = options.folders ?? new Map();
  }

  /** Routes of every page. */
  get routes(): ReadonlySet<string> {
    return this.#routes;
  }

  /**
   * The page route `sitePath` names, tolerating `/x/`, `/x.mdx`, `/x.md`, `/x/index`: `/` is the
   * home page, and a folder path no page holds is the page it leads to.
   */
  pageRoute(sitePath: string): string | undefined {
    let route = sitePath.replace(/\/{2,}/g, '/');
    if (route.length > 1) route = route.replace(/\/+$/, '');
    route = route.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '');
    if (route === '') route = '/';
    if (!route.startsWith('/')) route = `/${route}`;
    if (this.#routes.has(route)) return route;
    if (route === '/') return this.#home;
    return this.#folders.get(route);
  }

  /** The static file `sitePath` names (`/images/a.png` → `images/a.png`). */
  staticFile(sitePath: string): string | undefined {
    const file = sitePath.replace(/^\/+/, '');
    return this.#files.has(file) ? file : undefined;
  }

  /**
   * Where a link to `sitePath` (decoded, no query or fragment) leads. Images must be files; links
   * may reach pages, files, or redirect sources.
   */
  resolve(sitePath: string, kind: 'link' | 'image'): Resolution {
    if (kind === 'image') {
      const file = this.staticFile(sitePath);
      return file === undefined ? this.#missing(sitePath, 'file') : fileTarget(file);
    }
    return this.#resolveLink(sitePath);
  }

  /** True when some page or file lives under `prefix` (`/guides/` → `/guides/intro`). */
  hasTargetsUnder(prefix: string): boolean {
    if (prefix === '/') return true;
    const folder = prefix.endsWith('/') ? prefix : `${prefix}/`;
    if (this.#routes.has(folder.slice(0, -1))) return true;
    for (const route of this.#routes) if (route.startsWith(folder)) return true;
    const relative = folder.slice(1);
    for (const file of this.#files) if (file.startsWith(relative)) return true;
    return false;
  }

  #resolveLink(start: string): Resolution {
    const trail = [start];
    let firstRedirect: RedirectRule | undefined;
    for (;;) {
      const sitePath = trail.at(-1) ?? start;
      const route = this.pageRoute(sitePath);
      if (route !== undefined) return { ok: true, target: { type: 'page', route } };
      const file = this.staticFile(sitePath);
      if (file !== undefined) return fileTarget(file);
      const hop = this.#redirect(sitePath);
      if (!hop) {
        const missing = this.#missing(sitePath, looksLikeFile(sitePath) ? 'file' : 'page');
        if (missing.ok || firstRedirect === undefined) return missing;
        return {
          ...missing,
          problem: `${missing.problem} (redirected from ${firstRedirect.source})`,
        };
      }
      if (isExternalUrl(hop.destination))
        return { ok: true, target: { type: 'external', url: hop.destination } };
      const next = splitUrl(hop.destination).path;
      if (trail.includes(next) || trail.length > MAX_REDIRECTS) {
        return { ok: false, problem: `redirect loop: ${[...trail, next].join(' → ')}` };
      }
      firstRedirect ??= hop.rule;
      trail.push(next);
    }
  }

  /** The first redirect whose source matches `sitePath`, with the destination it gives. */
  #redirect(sitePath: string): { rule: RedirectRule; destination: string } | undefined {
    for (const rule of this.#redirects) {
      const destination = rule.match(sitePath);
      if (destination !== undefined) return { rule, destination };
    }
    return undefined;
  }

  #missing(sitePath: string, what: 'page' | 'file'): Resolution {
    const nearMiss =
      what === 'page'
        ? (this.#pageNearMiss ??= new NearMiss(this.#routes))
        : (this.#fileNearMiss ??= new NearMiss([...this.#files].map((file) => `/${file}`)));
    return { ok: false, problem: `no ${what} ${sitePath}`, suggestion: nearMiss.suggest(sitePath) };
  }
}

function fileTarget(file: string): Resolution {
  return { ok: true, target: { type: 'file', file } };
}

/** `/files/guide.pdf` names a file; `/guides/v1.2` and `/guides/intro.mdx` name pages. */
function looksLikeFile(sitePath: string): boolean {
  const extension = path.extname(sitePath).toLowerCase();
  return /^\.[a-z][a-z\d]{0,7}$/.test(extension) && extension !== '.mdx' && extension !== '.md';
}
