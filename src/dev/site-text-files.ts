/**
 * sitemap.xml, robots.txt, llms.txt and llms-full.txt in `folio dev`: every page rendered once
 * (as the build does) and summarised by the site module's own code, so the text is the build's.
 * Kept until a page or the project changes.
 *
 * @module
 */
import type { PageRenderer } from '../render/index.ts';
import { readTextInside } from '../shared/index.ts';
import type { PageSummary } from '../site/index.ts';
import type { SiteModules } from './site-modules.ts';

/** The summaries of the pages the build would write (those that render without errors), in order. */
export async function siteSummaries(
  modules: SiteModules,
  renderer: PageRenderer,
): Promise<PageSummary[]> {
  const site = await modules.site();
  const summaries: PageSummary[] = [];
  for (const page of renderer.nav.tree.pages) {
    const source =
      page.file === undefined ? undefined : await readTextInside(renderer.project.root, page.file);
    const rendered = await renderer.renderPage(page, source);
    if (rendered.diagnostics.some((item) => item.severity === 'error')) continue;
    summaries.push(site.pageSummary(page, rendered));
  }
  renderer.flushCache();
  return summaries;
}
