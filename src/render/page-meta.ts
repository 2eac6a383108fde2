/**
 * What a page says about itself besides its content: the title, description, `noindex`, layout
 * `mode` and `playground` setting, read from its frontmatter, else (endpoint pages) from its
 * operation's `x-folio.metadata`, else from the navigation.
 *
 * @module
 */
import type { ResolvedPage } from '../navigation/index.ts';

/** A page's settings for its layout, search and sitemap. */
export interface PageMeta {
  title: string;
  description?: string | undefined;
  noindex: boolean;
  mode: string;
  playground?: string | undefined;
  /** `deprecated: true`: a badge beside the title. */
  deprecated: boolean;
  /** `hideFooterPagination: true`: no previous / next links under the page. */
  hideFooterPagination: boolean;
  /** `url:`: the page is a link out; its route sends readers there. */
  url?: string | undefined;
}

/** The settings of `page` from its `frontmatter` and its operation's `metadata`. */
export function pageMetaOf(
  page: ResolvedPage,
  frontmatter: Record<string, unknown> | undefined,
  metadata: Record<string, unknown> | undefined,
): PageMeta {
  const field = (key: string): string | undefined =>
    stringField(frontmatter, key) ?? stringField(metadata, key);
  const operation = page.endpoint?.operation;
  return {
    title: field('title') ?? operation?.title ?? operation?.summary ?? page.title,
    description: field('description'),
    noindex:
      frontmatter?.['noindex'] === true ||
      metadata?.['noindex'] === true ||
      (page.hidden && !page.inNavigation) ||
      // A link out has nothing of its own to index.
      page.url !== undefined,
    mode: field('mode') ?? 'default',
    playground: field('playground'),
    deprecated: flag(frontmatter, 'deprecated') || flag(metadata, 'deprecated'),
    hideFooterPagination:
      flag(frontmatter, 'hideFooterPagination') || flag(metadata, 'hideFooterPagination'),
    url: page.url,
  };
}

function stringField(data: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Whether `key` is `true` (or the text `true`, as simple frontmatter may give it). */
function flag(data: Record<string, unknown> | undefined, key: string): boolean {
  const value = data?.[key];
  return value === true || value === 'true';
}
