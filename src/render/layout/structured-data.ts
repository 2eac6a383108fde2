/**
 * The JSON-LD `Organization` in every indexable page's head, from docs.json `seo.organization`
 * (the format's publisher entity): search engines read it for the knowledge panel, the logo and
 * the official profiles (`sameAs`). Fields the setting leaves out come from the site: its name,
 * its URL, its logo. Written inside a `<script>`, so the JSON is escaped for HTML: no value can
 * close the script or open a comment.
 *
 * @module
 */
import type { DocsConfig } from '../../config/index.ts';

/** docs.json `seo.organization`. */
export type OrganizationSettings = NonNullable<NonNullable<DocsConfig['seo']>['organization']>;

/** What the `Organization` is made from: the setting and the site's own name, URL and logo. */
export interface OrganizationSource {
  organization?: OrganizationSettings | undefined;
  name: string;
  /** The site's public URL, without a trailing slash. */
  baseUrl?: string | undefined;
  logo?: { light: string } | undefined;
}

/** The schema.org `Organization` object, or undefined without `seo.organization`. */
export function organizationData(source: OrganizationSource): Record<string, unknown> | undefined {
  const settings = source.organization;
  if (settings === undefined) return undefined;
  const origin = originOf(source.baseUrl);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
  };
  const id = settings.id ?? (origin === undefined ? undefined : `${origin}/#organization`);
  if (id !== undefined) data['@id'] = id;
  data['name'] = settings.name ?? source.name;
  if (settings.legalName !== undefined) data['legalName'] = settings.legalName;
  const url = settings.url ?? source.baseUrl;
  if (url !== undefined) data['url'] = url;
  const logo = settings.logo ?? absoluteUrl(source.logo?.light, source.baseUrl);
  if (logo !== undefined) data['logo'] = logo;
  if (settings.sameAs !== undefined && settings.sameAs.length > 0) data['sameAs'] = settings.sameAs;
  return data;
}

/**
 * `value` as JSON that is safe inside `<script type="application/ld+json">`: `<`, `>` and `&`
 * (and the line separators JavaScript once rejected) are written as `\u` escapes, which JSON
 * reads back as the same characters, so `</script>` or `<!--` in a value stays text.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function originOf(baseUrl: string | undefined): string | undefined {
  if (baseUrl === undefined) return undefined;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return undefined;
  }
}

/** A logo path of the docs folder as a full URL, when the site's URL is known. */
function absoluteUrl(path: string | undefined, baseUrl: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  if (baseUrl === undefined) return undefined;
  return `${baseUrl}/${path.replace(/^\.?\//, '')}`;
}
