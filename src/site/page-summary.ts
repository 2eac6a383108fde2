/**
 * What a rendered page gives the site's text files (sitemap.xml, llms.txt, llms-full.txt): the
 * build and `folio dev` both make a page's summary here, so both write the same text.
 *
 * @module
 */
import type { ResolvedPage } from '../navigation/index.ts';
import type { RenderedPage } from '../render/index.ts';
import type { PageSummary } from './site-files.ts';

/** The summary of `page`, rendered as `rendered` from `source` (its file's text, if any). */
export function pageSummary(
  page: ResolvedPage,
  rendered: Pick<RenderedPage, 'title' | 'description' | 'noindex' | 'indexed' | 'markdown'>,
  source: string | undefined,
): PageSummary {
  return {
    route: page.route,
    title: rendered.title,
    description: rendered.description,
    noindex: rendered.noindex,
    hidden: !rendered.indexed,
    breadcrumbs: page.breadcrumbs,
    markdown: rendered.markdown,
    // Only pages with entries keep their source (the build cache stores summaries).
    updatesSource: source?.includes('<Update') === true ? source : undefined,
  };
}
