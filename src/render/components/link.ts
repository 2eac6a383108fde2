/**
 * Links made by components (cards, tiles, tooltips): internal hrefs go through the site's
 * `resolveHref`; external ones open normally, with `rel="noopener"`.
 *
 * @module
 */
import type { SiteContextValue } from '../site-context.ts';
import { toText } from './props.ts';

/** The attributes of a component link. */
export interface LinkAttributes {
  href: string;
  rel?: string;
}

/** True for absolute URLs (`https:`, `mailto:`, `//host`). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** Link attributes for an `href` prop, or `undefined` when the prop holds no href. */
export function linkAttributes(value: unknown, site: SiteContextValue): LinkAttributes | undefined {
  const href = toText(value);
  if (href === undefined) return undefined;
  if (isExternalHref(href)) return { href, rel: 'noopener' };
  return { href: site.resolveHref(href) };
}
