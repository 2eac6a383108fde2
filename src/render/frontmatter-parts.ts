/**
 * The layout parts a page's frontmatter turns on besides its title and text: the deprecated
 * badge, no previous / next links, the "Last modified" date, and for a link out (`url:`) the
 * redirect and the address as its body.
 *
 * @module
 */
import type { DocsProject } from '../content/index.ts';
import type { ResolvedPage } from '../navigation/index.ts';
import { escapeHtml } from '../web/index.ts';
import type { PageLayoutParts } from './page-layout-props.ts';
import { lastModifiedOf } from './page-date.ts';
import type { PageMeta } from './page-meta.ts';

/** The parts of `page` (whose settings are `meta`) that its frontmatter decides. */
export function frontmatterParts(
  project: DocsProject,
  page: ResolvedPage,
  meta: PageMeta,
): Pick<PageLayoutParts, 'deprecated' | 'hideFooterPagination' | 'modified' | 'redirect'> {
  const frontmatter =
    page.file === undefined ? undefined : project.frontmatter.get(page.file)?.data;
  return {
    deprecated: meta.deprecated,
    hideFooterPagination: meta.hideFooterPagination,
    modified: lastModifiedOf({
      frontmatter,
      siteSetting: project.loaded.config?.metadata?.timestamp === true,
      fileDate: page.file === undefined ? undefined : project.pageDates?.get(page.file),
    }),
    redirect: meta.url,
  };
}

/**
 * The body of a page that links out, before its own text: the address as a link, for readers
 * whose browser does not follow the redirect.
 */
export function linkOutHtml(url: string): string {
  const href = escapeHtml(url);
  return `<p class="folio-link-out"><a href="${href}" rel="noopener noreferrer">${href}</a></p>`;
}
