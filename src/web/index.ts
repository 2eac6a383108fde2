/**
 * The web's own rules, shared by everything that serves or writes a site (the builder, the dev
 * server, the host, the link checker): content types by extension, HTML escaping, request paths
 * decoded without leaving the served folder, and redirect rules. A leaf: it imports no other
 * module, so servers take these from here rather than from the renderer.
 *
 * @module
 */
export { contentTypeOf, isCssFile, isHtmlFile, UNKNOWN_TYPE } from './content-types.ts';
export { escapeHtml } from './escape-html.ts';
export { isServedAsIs } from './served-files.ts';
export { sitePathOf } from './site-path.ts';
export type { SitePath } from './site-path.ts';
export { fixedPrefix, hasParameters, redirectRule } from './redirect-rule.ts';
export type { Redirect, RedirectRule } from './redirect-rule.ts';
export { findRedirect } from './find-redirect.ts';
export type { RedirectStatus, RedirectTarget, StatusRule } from './find-redirect.ts';
export { parseRedirects } from './redirects-file.ts';
export type { HostRedirect } from './redirects-file.ts';
export { createRedirectMatcher } from './redirect-matcher.ts';
export type { ConfigRedirect, RedirectMatcher } from './redirect-matcher.ts';
