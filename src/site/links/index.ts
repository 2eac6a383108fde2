/**
 * The link checker behind `folio broken-links`: internal links, images, redirect destinations and
 * docs.json hrefs, with optional `#anchor` checks against rendered pages.
 *
 * @module
 */
export { checkBrokenLinks } from './check-broken-links.ts';
export type { BrokenLink, BrokenLinksOptions, BrokenLinksReport } from './check-broken-links.ts';
export { SiteTargets } from './site-targets.ts';
export type { LinkTarget, Resolution, SiteTargetsOptions } from './site-targets.ts';
