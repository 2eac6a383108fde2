/**
 * The meta tags and canonical link of a page's head, as the format documents them: Folio's own
 * tags (description, robots, Open Graph and Twitter card tags built from the page), then docs.json
 * `seo.metatags`, then the page's frontmatter (`og:*`, `twitter:*`, `canonical`, `robots`,
 * `keywords`, any other `prefix:name` key), each later source replacing the earlier's value.
 * Twitter's title, description and image follow Open Graph's unless set themselves; a page or
 * site that names its own `og:image` gets no generated image.
 *
 * @module
 */
import type { SiteConfig } from './site-config.ts';

/** One `<meta>`: Open Graph's families use `property`, the rest `name` (`refresh` is a header). */
export interface MetaTag {
  attribute: 'name' | 'property' | 'http-equiv';
  key: string;
  content: string;
}

export interface HeadMeta {
  /** The page's canonical URL (`<link rel="canonical">`), when the site's URL is known. */
  canonical?: string | undefined;
  tags: MetaTag[];
}

export interface HeadMetaInput {
  site: SiteConfig;
  /** The page's route (`/guides/setup`). */
  route: string;
  /** The document title (`Page - Site`). */
  title: string;
  description?: string | undefined;
  noindex: boolean;
  keywords?: readonly string[] | undefined;
  /** The page's frontmatter (or an endpoint's `x-folio.metadata`). */
  frontmatter?: Record<string, unknown> | undefined;
  /** The site path of the page's generated Open Graph image, if one was made. */
  ogImage?: string | undefined;
}

/** Width and height of generated Open Graph images. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Open Graph's namespaces (ogp.me): their tags take `property`. */
const PROPERTY_PREFIXES = ['og', 'article', 'book', 'profile', 'music', 'video', 'fb', 'al'];

/** Frontmatter keys without a colon that are meta tags (the format's list). */
const PAGE_META_KEYS = new Set(['canonical', 'robots', 'googlebot', 'keywords', 'author']);

/** `seo.metatags` keys that are not `<meta>` tags of their own. */
const NOT_TAGS = new Set(['canonical', 'charset']);

/** Which attribute names `key`: `property` for Open Graph's families, else `name`. */
export function metaAttribute(key: string): MetaTag['attribute'] {
  const lower = key.toLowerCase();
  if (lower === 'refresh') return 'http-equiv';
  const prefix = lower.split(':')[0] ?? '';
  return lower.includes(':') && PROPERTY_PREFIXES.includes(prefix) ? 'property' : 'name';
}

/** The frontmatter entries that are meta tags, as text (lists joined with commas). */
export function pageMetatags(
  frontmatter: Record<string, unknown> | undefined,
): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [key, value] of Object.entries(frontmatter ?? {})) {
    if (!key.includes(':') && !PAGE_META_KEYS.has(key)) continue;
    const text = metaText(value);
    if (text !== undefined) tags.set(key, text);
  }
  return tags;
}

/** Whether the site or the page names its own Open Graph image (none is generated then). */
export function ownsOgImage(
  site: SiteConfig,
  frontmatter: Record<string, unknown> | undefined,
): boolean {
  return site.metatags['og:image'] !== undefined || pageMetatags(frontmatter).has('og:image');
}

/** The head's tags and canonical link for one page. */
export function headMeta(input: HeadMetaInput): HeadMeta {
  const { site } = input;
  const page = pageMetatags(input.frontmatter);
  const own = new Map<string, string>([...Object.entries(site.metatags), ...page]);
  const canonical =
    page.get('canonical') ??
    (site.baseUrl === undefined ? undefined : `${site.baseUrl}${input.route}`);
  const absolute = (sitePath: string): string => `${site.baseUrl ?? ''}${sitePath}`;
  const image = own.get('og:image') ?? (input.ogImage && absolute(input.ogImage));

  const tags = new Map<string, string | undefined>([
    ['viewport', 'width=device-width, initial-scale=1'],
    ['description', input.description],
    ['keywords', input.keywords?.length ? input.keywords.join(', ') : undefined],
    ['robots', undefined],
    ['generator', 'Folio'],
    ['application-name', site.name],
    ['apple-mobile-web-app-title', site.name],
    ['msapplication-TileColor', site.colors.primary],
    ['og:type', 'website'],
    ['og:site_name', site.name],
    ['og:title', input.title],
    ['og:description', input.description],
    ['og:url', canonical],
    ['og:image', image],
  ]);
  if (image !== undefined && own.get('og:image') === undefined) {
    tags.set('og:image:width', String(OG_IMAGE_SIZE.width));
    tags.set('og:image:height', String(OG_IMAGE_SIZE.height));
  }
  tags.set('twitter:card', image === undefined ? 'summary' : 'summary_large_image');
  for (const [key, value] of own) if (!NOT_TAGS.has(key)) tags.set(key, value);
  // Twitter falls back to Open Graph for what it is not told itself.
  for (const part of ['title', 'description', 'image']) {
    if (!own.has(`twitter:${part}`)) tags.set(`twitter:${part}`, tags.get(`og:${part}`));
  }
  if (tags.get('twitter:image') !== undefined && !own.has('twitter:image')) {
    tags.set('twitter:image:width', tags.get('og:image:width'));
    tags.set('twitter:image:height', tags.get('og:image:height'));
  }
  if (input.noindex) tags.set('robots', 'noindex');

  const list: MetaTag[] = [];
  for (const [key, content] of tags) {
    if (content !== undefined) list.push({ attribute: metaAttribute(key), key, content });
  }
  return { canonical, tags: list };
}

function metaText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.flatMap((item) => metaText(item) ?? []);
    return items.length > 0 ? items.join(', ') : undefined;
  }
  return undefined;
}
