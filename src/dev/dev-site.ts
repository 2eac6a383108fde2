/**
 * The site behind the dev server: the loaded project and its renderer, pages rendered on request
 * and kept until they change, search indexes built on request, and what each batch of file
 * changes does to them (see `plan-changes.ts`). While the project has errors every page answers
 * with the error overlay, until a change fixes them.
 *
 * @module
 */
import type { DocsProject } from '../content/index.ts';
import type { ResolvedPage } from '../navigation/index.ts';
import { diagnosticSources, formatDiagnostics } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { pageResponse } from './page-responses.ts';
import type { PageResponse } from './page-responses.ts';
import { planChanges } from './plan-changes.ts';
import type { ChangePlan, FileChange, PlannedProject } from './plan-changes.ts';
import { buildSearchIndex, divisionsOf, SectionCache } from './search-indexes.ts';
import { siteSummaries } from './site-text-files.ts';
import type { SiteLoading, SiteModules } from './site-modules.ts';
import { failedLoad, stateOf } from './site-state.ts';
import type { FailedLoad, ReadyState, SiteState } from './site-state.ts';
import { watchRules } from './watch-rules.ts';
import type { WatchRules } from './watch-rules.ts';

/** Rendered pages kept at once; the least recently used is dropped first. */
const PAGE_CACHE_SIZE = 200;

export interface DevSiteOptions {
  root: string;
  /** Prints text to the terminal. */
  log: (text: string) => void;
  /** The folder paths in messages are relative to. */
  cwd: string;
  color: boolean;
  /**
   * Load docs.json's `integrations` (analytics, chat) in pages, as a build does. Off by default,
   * so previews never count as visits (`folio dev --analytics` turns it on).
   */
  analytics?: boolean | undefined;
}

/** What the site answers for a path. */
export type SiteAnswer =
  /** `route` is the page's route for live reload (null: reload on every change). */
  | { kind: 'html'; status: number; html: string; route: string | null }
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; status: number; location: string };

/** What a batch of changes asks browsers to do: nothing, or reload these routes (null: all). */
export type ReloadRequest = { routes: string[] | null } | undefined;

export class DevSite {
  readonly #options: DevSiteOptions;
  readonly #modules: SiteModules;
  readonly #sections: SectionCache;
  #state: Promise<SiteState>;
  /** Routes whose diagnostics were printed since they last changed. */
  readonly #reported = new Set<string>();
  #changes: Promise<unknown> = Promise.resolve();
  /** The Tailwind stylesheet of the files as they are now; dropped on every change. */
  #tailwind: Promise<string> | undefined;

  private constructor(options: DevSiteOptions, modules: SiteModules, state: SiteState) {
    this.#options = options;
    this.#modules = modules;
    this.#sections = new SectionCache(modules);
    this.#state = Promise.resolve(state);
  }

  /** Waits for the modules and the project being loaded, and prints the project's diagnostics. */
  static async open(loading: SiteLoading, options: DevSiteOptions): Promise<DevSite> {
    const modules = await loading.modules;
    const project = await loading.project.catch((error: unknown) => failedLoad(error));
    const site = new DevSite(options, modules, stateOf(modules, project, options));
    site.#reportProject(project);
    return site;
  }

  /** The project as last loaded (undefined when the folder could not be read). */
  async project(): Promise<DocsProject | undefined> {
    return (await this.#state).project;
  }

  /** What to watch for the project as last loaded. */
  async watchRules(): Promise<WatchRules> {
    const project = await this.project();
    return watchRules(project?.files ?? [], this.#modules.content.IGNORE_FILES);
  }

  /** Renders the home page ahead of its first request. */
  async warmUp(): Promise<void> {
    await this.answer('');
  }

  /**
   * What to answer for `relative`, a decoded path inside the docs folder (`''` for `/`);
   * `query` (`?a=1` or `''`) is kept by redirects.
   */
  async answer(relative: string, query = ''): Promise<SiteAnswer> {
    const state = await this.#state;
    const route = routeOf(relative);
    if (state.kind === 'broken') {
      if (state.files.has(relative)) return { kind: 'file', file: relative };
      return { kind: 'html', status: 500, html: state.html, route: null };
    }
    const routes = state.renderer.nav.tree.routes;
    const page =
      routes.get(route) ??
      (route === '/'
        ? (routes.get(state.homeRoute) ?? state.renderer.nav.tree.pages[0])
        : undefined);
    if (page) {
      const response = await this.#page(state, page);
      return { kind: 'html', status: response.status, html: response.html, route: page.route };
    }
    if (state.files.has(relative)) return { kind: 'file', file: relative };
    const redirect = state.redirects(`${route}${query}`);
    if (redirect) return { kind: 'redirect', status: redirect.status, location: redirect.location };
    // A folder path no page holds leads to its first page, as the build's redirects do.
    const { folderLandings } = await import('../navigation/index.ts');
    const landing = folderLandings(state.renderer.nav.tree.pages).get(route);
    if (landing !== undefined)
      return { kind: 'redirect', status: 302, location: `${landing}${query}` };
    // docs.json `errors.404.redirect`: unknown paths go to the home page.
    const notFound = this.#modules.render.notFoundSettingsOf(state.renderer.project.loaded.config);
    if (notFound.redirect) return { kind: 'redirect', status: 302, location: state.homeRoute };
    state.notFound ??= this.#modules.render.notFoundPage(state.renderer);
    return { kind: 'html', status: 404, html: state.notFound, route: null };
  }

  /**
   * The Markdown text of the page at `route` (a folder path: its first page's; `/`: the home
   * page's), or undefined when no page is there or it has none (see `pageResponse`): rendered
   * with its HTML and kept until the page changes, so it follows edits.
   */
  async markdown(route: string): Promise<{ page: boolean; text: string | undefined }> {
    const state = await this.#state;
    if (state.kind === 'broken') return { page: false, text: undefined };
    const routes = state.renderer.nav.tree.routes;
    let page = routes.get(route);
    if (!page && route === '/')
      page = routes.get(state.homeRoute) ?? state.renderer.nav.tree.pages[0];
    if (!page) {
      const { folderLandings } = await import('../navigation/index.ts');
      const landing = folderLandings(state.renderer.nav.tree.pages).get(route);
      page = landing === undefined ? undefined : routes.get(landing);
    }
    if (!page) return { page: false, text: undefined };
    const { markdown } = await this.#page(state, page);
    return { page: true, text: await markdown?.() };
  }

  /** The serialized search index `key`, built on first request; undefined when there is none. */
  async searchIndex(key: string): Promise<string | undefined> {
    const state = await this.#state;
    if (state.kind === 'broken') return undefined;
    let index = state.search.get(key);
    if (!index) {
      index = buildSearchIndex(this.#modules, state.renderer, this.#sections, key);
      state.search.set(key, index);
      index.catch(() => state.search.delete(key));
    }
    return index;
  }

  /**
   * The site's name and the keys of its search indexes (one per language and version the pages
   * belong to), for the MCP server's search; none while the project is broken.
   */
  async searchScope(): Promise<{ name: string; keys: string[] }> {
    const state = await this.#state;
    if (state.kind === 'broken') return { name: 'Docs', keys: [] };
    const { searchIndexKey } = this.#modules.search;
    const keys = new Set<string>();
    for (const page of state.renderer.nav.tree.pages) {
      const { language, version } = divisionsOf(state.renderer, page.route);
      keys.add(searchIndexKey(language, version));
    }
    return { name: state.renderer.site.name, keys: [...keys] };
  }

  /** The integrations' inline code (`DEV_INTEGRATIONS_URL`), with `analytics` on. */
  async integrationCode(): Promise<string | undefined> {
    const state = await this.#state;
    return state.kind === 'ready' ? state.integrationCode : undefined;
  }

  /**
   * The text of the file at `relative` when it is one the build makes from the pages (sitemap.xml,
   * robots.txt, llms.txt, llms-full.txt, a changelog page's `rss.xml`), as the build writes it;
   * undefined for any other path.
   */
  async siteTextFile(relative: string): Promise<string | undefined> {
    // Pages are answered without loading the site module: only these names can be such files.
    if (!/\.(txt|xml)$/.test(relative)) return undefined;
    const site = await this.#modules.site();
    const feed = relative === 'rss.xml' || relative.endsWith('/rss.xml');
    if (!feed && !site.isSiteTextFile(relative)) return undefined;
    const state = await this.#state;
    if (state.kind === 'broken') return undefined;
    const summaries = (state.summaries ??= siteSummaries(this.#modules, state.renderer));
    summaries.catch(() => {
      if (state.summaries === summaries) state.summaries = undefined;
    });
    if (feed) return site.updateFeedFile(relative, state.renderer.site, await summaries);
    if (!site.isSiteTextFile(relative)) return undefined;
    return site.siteTextFile(relative, state.renderer.site, await summaries);
  }

  /** The layout's icon sprite when it is served at `/{relative}`. */
  async iconSprite(relative: string): Promise<string | undefined> {
    const state = await this.#state;
    if (state.kind === 'broken') return undefined;
    const sprite = state.renderer.site.iconSprite;
    return sprite?.url === `/${relative}` ? sprite.text : undefined;
  }

  /**
   * The stylesheet of the Tailwind classes the folder's pages and snippets name, read from the
   * files as they are now (the project's copy of a page is the one it loaded).
   */
  async tailwindStylesheet(): Promise<string> {
    this.#tailwind ??= this.#state.then(async (state) => {
      if (!state.project) return '';
      const { root, files } = state.project;
      const site = await this.#modules.site();
      const { asset, diagnostics } = await site.siteTailwindAsset({
        root,
        files,
        pageSources: new Map(),
      });
      this.#print(diagnostics, state.project);
      return asset?.text ?? '';
    });
    const building = this.#tailwind;
    building.catch(() => {
      if (this.#tailwind === building) this.#tailwind = undefined;
    });
    return building;
  }

  /** Applies a batch of file changes (one at a time, in order) and says what to reload. */
  applyChanges(paths: readonly string[]): Promise<ReloadRequest> {
    const run = this.#changes.then(() => this.#apply(paths));
    this.#changes = run.catch(() => undefined);
    return run;
  }

  async #apply(paths: readonly string[]): Promise<ReloadRequest> {
    const state = await this.#state;
    const plan: ChangePlan = state.project
      ? await planChanges(
          paths,
          plannedProject(state.project, this.#modules),
          this.#modules.content.readFrontmatter,
        )
      : {
          kind: 'project',
          pageFiles: [],
          changes: paths.map((file) => ({ file, change: 'changed' })),
        };
    if (plan.kind === 'none') return undefined;
    this.#tailwind = undefined;
    this.#options.log(`${describeChanges(plan.changes)} — reloading`);
    if (state.kind === 'broken' || plan.kind === 'project') {
      await this.#reload();
      return { routes: null };
    }
    if (plan.kind === 'assets') return { routes: null };
    // A page file that pages also import as a snippet: its compile is cached by the renderer.
    const snippetChanged =
      plan.kind === 'pages' && plan.pageFiles.some((file) => state.renderer.usesSnippet(file));
    if (plan.kind === 'renderer' || snippetChanged) {
      this.#reported.clear();
      this.#state = this.#stateFor(state.project);
      await this.#state;
      return { routes: null };
    }
    const changed = new Set(plan.pageFiles);
    const routes = state.renderer.nav.tree.pages
      .filter((page) => page.file !== undefined && changed.has(page.file))
      .map((page) => page.route);
    for (const route of routes) {
      state.pages.delete(route);
      this.#reported.delete(route);
    }
    state.search.clear();
    state.summaries = undefined;
    return { routes };
  }

  async #reload(): Promise<void> {
    this.#reported.clear();
    const { content } = this.#modules;
    const project = await content
      .loadDocsProject(this.#options.root, { cache: true, frontmatterOnly: true })
      .catch((error: unknown) => failedLoad(error));
    this.#state = this.#stateFor(project);
    await this.#state;
    this.#reportProject(project);
  }

  /**
   * The state of `project`, rejected when it cannot be made (requests then fail until the next
   * change, as they would with it).
   */
  #stateFor(project: DocsProject | FailedLoad): Promise<SiteState> {
    return new Promise((resolve) => {
      resolve(stateOf(this.#modules, project, this.#options));
    });
  }

  async #page(state: ReadyState, page: ResolvedPage): Promise<PageResponse> {
    let response = state.pages.get(page.route);
    if (response) {
      // Most recently used last, so the oldest is dropped first.
      state.pages.delete(page.route);
    } else {
      // Diagnostics are printed before the page is served, once per change of the page.
      response = pageResponse(this.#modules, state.renderer, page).then((result) => {
        this.#reportPage(state, page.route, result.diagnostics);
        return result;
      });
    }
    state.pages.set(page.route, response);
    if (state.pages.size > PAGE_CACHE_SIZE) {
      const oldest = state.pages.keys().next().value;
      if (oldest !== undefined) state.pages.delete(oldest);
    }
    return response;
  }

  #reportPage(state: ReadyState, route: string, diagnostics: Diagnostic[]): void {
    if (this.#reported.has(route)) return;
    this.#reported.add(route);
    this.#print(diagnostics, state.project);
  }

  #reportProject(project: DocsProject | FailedLoad): void {
    this.#print(project.diagnostics, 'root' in project ? project : undefined);
  }

  #print(diagnostics: readonly Diagnostic[], project: DocsProject | undefined): void {
    if (diagnostics.length === 0) return;
    const { root, cwd, color } = this.#options;
    const sources = diagnosticSources(root, diagnostics, project?.loaded.sources ?? new Map());
    this.#options.log(formatDiagnostics(diagnostics, { root, cwd, color, sources }));
  }
}

function plannedProject(project: DocsProject, modules: SiteModules): PlannedProject {
  return {
    root: project.root,
    files: project.files,
    frontmatter: project.frontmatter,
    configFiles: new Set(project.loaded.sources.keys()),
    specFiles: new Set([...project.specs.keys()].filter((key) => !/^https?:/i.test(key))),
    projectFiles: new Set([modules.config.CONFIG_FILE, ...modules.content.IGNORE_FILES]),
  };
}

/** `/guides/intro` for `guides/intro`, `guides/intro/` and `guides/intro/index.html`. */
function routeOf(relative: string): string {
  const trimmed = relative.replace(/(^|\/)index\.html$/, '').replace(/\/$/, '');
  return `/${trimmed}`;
}

/** `changed guides/intro.mdx`, `added a.mdx, removed b.mdx and 3 more`. */
function describeChanges(changes: readonly FileChange[]): string {
  const shown = changes.slice(0, 3).map(({ file, change }) => `${change} ${file}`);
  const more = changes.length > 3 ? ` and ${String(changes.length - 3)} more` : '';
  return `${shown.join(', ')}${more}`;
}
