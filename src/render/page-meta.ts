/**
 * What a page says about itself besides its content: the title, description, layout `mode` and
 * `playground` setting, read from its frontmatter, else (endpoint pages) from its operation's
 * `x-folio.metadata`, else from the navigation; and whether search engines, the sitemap, site
 * search and the assistant may see it (`noindex`, `hidden`, `seo.indexing`, see
 * {@link indexingOf}), with the frontmatter's `keywords` and `boost` for search.
 *
 * @module
 */
import type { ResolvedPage } from '../navigation/index.ts';

/** docs.json `seo.indexing`: which pages search engines see (default `navigable`). */
export type IndexingRule = 'navigable' | 'all';

/** A page's settings for its layout, search and sitemap. */
export interface PageMeta {
  title: string;
  description?: string | undefined;
  /** The page carries `<meta name="robots" content="noindex">`. */
  noindex: boolean;
  /** The page is in the sitemap, llms.txt, site search and the assistant's corpus. */
  indexed: boolean;
  mode: string;
  playground?: string | undefined;
  /** Frontmatter `keywords` (a list, or one comma-separated string), trimmed, none empty. */
  keywords: string[];
  /** Frontmatter `boost`: a positive multiplier of the page's search score. */
  boost?: number | undefined;
  /** The frontmatter (else the operation's metadata): where the page's meta tags are. */
  frontmatter?: Record<string, unknown> | undefined;
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
  indexing: IndexingRule = 'navigable',
): PageMeta {
  const field = (key: string): string | undefined =>
    stringField(frontmatter, key) ?? stringField(metadata, key);
  const operation = page.endpoint?.operation;
  const flag = (key: string): boolean => isTrue(frontmatter?.[key]) || isTrue(metadata?.[key]);
  return {
    title: field('title') ?? operation?.title ?? operation?.summary ?? page.title,
    description: field('description'),
    // A link out (`url:` frontmatter) has nothing of its own to index.
    ...(page.url === undefined
      ? indexingOf(page, { noindex: flag('noindex'), hidden: flag('hidden') }, indexing)
      : { noindex: true, indexed: false }),
    mode: field('mode') ?? 'default',
    playground: field('playground'),
    keywords: keywordsOf(frontmatter?.['keywords'] ?? metadata?.['keywords']),
    boost: boostOf(frontmatter?.['boost'] ?? metadata?.['boost']),
    frontmatter: frontmatter ?? metadata,
    deprecated: flag('deprecated'),
    hideFooterPagination: flag('hideFooterPagination'),
    url: page.url,
  };
}

/**
 * The format's indexing rules. `noindex: true` keeps a page out of everything and adds the
 * robots tag. Under `navigable` (the default), a page hidden by its own `hidden: true`, or by a
 * hidden group or tab that is not `searchable: true`, also gets the robots tag and stays out; a
 * page no navigation entry lists stays out of the sitemap and search without the tag (a crawler
 * that finds it elsewhere may index it). Under `all`, every page without `noindex` is indexed.
 */
export function indexingOf(
  page: Pick<ResolvedPage, 'hidden' | 'inNavigation' | 'searchable'>,
  own: { noindex: boolean; hidden: boolean },
  indexing: IndexingRule,
): { noindex: boolean; indexed: boolean } {
  if (own.noindex) return { noindex: true, indexed: false };
  if (indexing === 'all') return { noindex: false, indexed: true };
  if (own.hidden) return { noindex: true, indexed: false };
  if (!page.hidden || page.searchable === true) return { noindex: false, indexed: true };
  return { noindex: page.inNavigation, indexed: false };
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function stringField(data: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `keywords: ["a", "b"]`, or `keywords: "a, b"` as many pages write it. */
export function keywordsOf(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return items.flatMap((item) => {
    const text = typeof item === 'string' || typeof item === 'number' ? String(item).trim() : '';
    return text === '' ? [] : [text];
  });
}

/** A usable `boost`: a positive finite number (YAML may give `"3"`), else none. */
function boostOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}
