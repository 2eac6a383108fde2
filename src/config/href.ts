/**
 * Link helpers the schema and the renderers share, without the schema's code.
 *
 * @module
 */

/** `true` when `href` leaves the site or is rooted (`/x`): what global navigation needs. */
export function isAbsoluteHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('/');
}
