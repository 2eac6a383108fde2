/**
 * The HTML the dev server answers with: a rendered page; the same page with the error overlay in
 * its content area when it has errors (layout, sidebar and header still there); and the
 * standalone overlay page shown while the project itself has errors.
 *
 * @module
 */
import type { ResolvedPage } from '../navigation/index.ts';
import type { PageRenderer } from '../render/index.ts';
import { diagnosticSources, plural } from '../shared/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import { errorOverlay, errorOverlayPage } from './error-overlay.ts';
import { keepIslandScript } from './island-scripts.ts';
import type { SiteModules } from './site-modules.ts';

export interface PageResponse {
  /** 200, or 500 with the error overlay. */
  status: number;
  html: string;
  /**
   * The page's Markdown text (`<route>.md`), when it rendered without errors: undefined unless
   * it is one llms.txt lists; the build's text, from the same render as the HTML, made on the
   * first call (with the site module, which the HTML does not need).
   */
  markdown?: (() => Promise<string | undefined>) | undefined;
  /** Everything rendering reported (errors and warnings), for the terminal. */
  diagnostics: Diagnostic[];
}

/** Renders `page`; with errors, the layout around the error overlay instead of the content. */
export async function pageResponse(
  modules: SiteModules,
  renderer: PageRenderer,
  page: ResolvedPage,
): Promise<PageResponse> {
  let title = page.title;
  let description: string | undefined;
  let diagnostics: Diagnostic[];
  try {
    const rendered = await renderer.renderPage(page);
    renderer.flushCache();
    diagnostics = rendered.diagnostics;
    if (!diagnostics.some((item) => item.severity === 'error')) {
      keepIslandScript(rendered.islandScript);
      let text: Promise<string | undefined> | undefined;
      const markdown = (): Promise<string | undefined> =>
        (text ??= modules.site().then((site) => {
          const summary = site.pageSummary(page, rendered);
          return site.hasMarkdown(summary)
            ? site.pageMarkdownText(summary, undefined, renderer.site.agentInstructions)
            : undefined;
        }));
      return { status: 200, html: rendered.html, markdown, diagnostics };
    }
    title = rendered.title;
    description = rendered.description;
  } catch (error) {
    diagnostics = [renderFailure(error, page)];
  }
  const root = renderer.project.root;
  const overlay = errorOverlay(diagnostics, {
    root,
    sources: diagnosticSources(root, diagnostics, renderer.project.loaded.sources),
  });
  const props = renderer.layoutProps(page.route, renderer.nav.placeOf(page.route), {
    page,
    title,
    description,
    mode: 'default',
    contentHtml: overlay,
    toc: [],
    noindex: true,
  });
  return { status: 500, html: modules.render.renderDocument(props), diagnostics };
}

/** The page shown on every route while the project has errors (there may be no navigation). */
export function brokenProjectPage(
  root: string,
  diagnostics: readonly Diagnostic[],
  known: ReadonlyMap<string, string>,
): string {
  const errors = diagnostics.filter((item) => item.severity === 'error');
  const title = `The docs project has ${plural(errors.length, 'error')}`;
  return errorOverlayPage(title, errors, {
    root,
    sources: diagnosticSources(root, errors, known),
  });
}

/** A failure of the renderer itself (a file gone mid-change, a bug) as a diagnostic. */
function renderFailure(error: unknown, page: ResolvedPage): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return {
    severity: 'error',
    code: 'render-failed',
    message: `The page could not be rendered: ${message}`,
    ...(page.file === undefined ? {} : { position: { file: page.file, line: 1, column: 1 } }),
  };
}
