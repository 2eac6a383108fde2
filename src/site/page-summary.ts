/**
 * What a rendered page gives the site's text files (sitemap.xml, llms.txt, llms-full.txt): the
 * build and `folio dev` both make a page's summary here, so both write the same text.
 *
 * @module
 */
import type { ResolvedPage } from '../navigation/index.ts';
import type { PageRenderer, RenderedPage } from '../render/index.ts';
import type { PageSummary } from './site-files.ts';

/** The summary of `page`, rendered as `rendered` from `source` (its file's text, if any). */
export function pageSummary(
  renderer: PageRenderer,
  page: ResolvedPage,
  rendered: Pick<
    RenderedPage,
    'title' | 'description' | 'noindex' | 'indexed' | 'endpointMarkdown'
  >,
  source: string | undefined,
): PageSummary {
  const frontmatter =
    page.file === undefined ? undefined : renderer.project.frontmatter.get(page.file);
  return {
    route: page.route,
    title: rendered.title,
    description: rendered.description,
    noindex: rendered.noindex,
    hidden: !rendered.indexed,
    breadcrumbs: page.breadcrumbs,
    markdown: pageMarkdown(source?.slice(frontmatter?.bodyOffset ?? 0), rendered.endpointMarkdown),
  };
}

/** A page's Markdown for `llms-full.txt`: its source, then its endpoint reference if any. */
function pageMarkdown(body: string | undefined, endpoint: string | undefined): string | undefined {
  if (endpoint === undefined) return body;
  return body?.trim() ? `${body.trim()}\n\n${endpoint}` : endpoint;
}
