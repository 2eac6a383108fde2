/**
 * What a rendered page gives the site's text files (sitemap.xml, llms.txt, llms-full.txt): the
 * build and `folio dev` both make a page's summary here, so both write the same text.
 *
 * @module
 */
import type { ResolvedPage } from '../navigation/index.ts';
import type { RenderedPage } from '../render/index.ts';
import type { PageSummary } from './site-files.ts';

/** The summary of `page`, rendered as `rendered`. */
export function pageSummary(
  page: ResolvedPage,
  rendered: Pick<
    RenderedPage,
    'title' | 'description' | 'noindex' | 'indexed' | 'markdown' | 'updates'
  >,
): PageSummary {
  return {
    route: page.route,
    title: rendered.title,
    description: rendered.description,
    noindex: rendered.noindex,
    hidden: !rendered.indexed,
    breadcrumbs: page.breadcrumbs,
    markdown: rendered.markdown,
    updates: rendered.updates.length > 0 ? rendered.updates : undefined,
  };
}
