/**
 * The dev site's state after each load of the project: ready (a renderer, the pages and search
 * indexes made so far) or broken (the error overlay every route answers with).
 *
 * @module
 */
import type { DocsProject } from '../content/index.ts';
import type { PageRenderer } from '../render/index.ts';
import type { PageSummary } from '../site/index.ts';
import { FolioError } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { createRedirectMatcher, isServedAsIs } from '../web/index.ts';
import type { ConfigRedirect, RedirectMatcher } from '../web/index.ts';
import { brokenProjectPage } from './page-responses.ts';
import type { PageResponse } from './page-responses.ts';
import type { SiteModules } from './site-modules.ts';

/**
 * Stylesheet and script URLs in dev pages (any `/_folio/site.*.css|js` is answered). Every dev
 * page links the Tailwind stylesheet (`TAILWIND_URL`, kept equal to the site module's), empty
 * while no page names a Tailwind class, so a class added to a page shows on its next reload.
 */
const DEV_ASSETS = {
  css: '/_folio/site.dev.css',
  js: '/_folio/site.dev.js',
  tailwind: '/_folio/tailwind.css',
  // Answered by the dev server without storing anything (handle-request.ts).
  feedback: '/_folio/feedback',
};

/** Where dev pages load the integrations' inline code from, with `analytics` on. */
export const DEV_INTEGRATIONS_URL = '/_folio/integrations.dev.js';

export interface ReadyState {
  kind: 'ready';
  project: DocsProject;
  renderer: PageRenderer;
  /** Files served as they are. */
  files: Set<string>;
  homeRoute: string;
  redirects: RedirectMatcher;
  pages: Map<string, Promise<PageResponse>>;
  search: Map<string, Promise<string | undefined>>;
  /** The pages' summaries for sitemap.xml and the llms files, made on first request. */
  summaries?: Promise<PageSummary[]> | undefined;
  notFound?: string | undefined;
  /** The integrations' inline code, with `analytics` on and a snippet that has any. */
  integrationCode?: string | undefined;
}

export interface BrokenState {
  kind: 'broken';
  project: DocsProject | undefined;
  files: Set<string>;
  /** The overlay page shown on every route. */
  html: string;
}

export type SiteState = ReadyState | BrokenState;

/** A project that could not be loaded at all (the folder is unreadable). */
export interface FailedLoad {
  diagnostics: Diagnostic[];
}

export function failedLoad(error: unknown): FailedLoad {
  if (error instanceof FolioError) return { diagnostics: [...error.diagnostics] };
  const message = error instanceof Error ? error.message : String(error);
  return { diagnostics: [{ severity: 'error', code: 'load-failed', message }] };
}

export function stateOf(
  modules: SiteModules,
  project: DocsProject | FailedLoad,
  options: { root: string; analytics?: boolean | undefined },
): SiteState {
  const { root } = options;
  if (!('root' in project)) {
    const html = brokenProjectPage(root, project.diagnostics, new Map());
    return { kind: 'broken', project: undefined, files: new Set(), html };
  }
  const files = new Set(project.files.filter(isServedAsIs));
  const failed = project.diagnostics.some((item) => item.severity === 'error');
  if (!project.navigation || failed) {
    const html = brokenProjectPage(root, project.diagnostics, project.loaded.sources);
    return { kind: 'broken', project, files, html };
  }
  const author = modules.render.authorFiles(project.files);
  const integrations =
    options.analytics === true
      ? modules.render.integrationAssets(project.loaded.config?.integrations, {
          codeUrl: DEV_INTEGRATIONS_URL,
        })
      : undefined;
  const assets = {
    ...DEV_ASSETS,
    authorStylesheets: author.stylesheets,
    authorScripts: author.scripts,
    integrations: integrations?.tags,
  };
  const renderer = new modules.render.PageRenderer(project, assets, {
    cache: true,
    preview: true,
  });
  const emptyParts = { title: '', mode: 'default', contentHtml: '', toc: [], noindex: true };
  const redirects = (project.loaded.config?.redirects ?? []) as ConfigRedirect[];
  return {
    kind: 'ready',
    project,
    renderer,
    files,
    homeRoute: renderer.layoutProps('/', renderer.nav.placeOf('/'), emptyParts).homeRoute,
    redirects: createRedirectMatcher(redirects),
    pages: new Map(),
    search: new Map(),
    integrationCode: integrations?.codeFile?.text,
  };
}
