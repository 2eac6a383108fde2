/**
 * The web's own rules, shared by everything that serves or writes a site (the builder, the dev
 * server, the host, the link checker): content types by extension, HTML escaping, request paths
 * decoded without leaving the served folder, and redirect rules; and the API playground's
 * request building, which the page renderer configures and the browser runs. A leaf: it imports
 * no other module and no Node built-in (the browser bundle in `src/client` uses it too), so
 * servers take these from here rather than from the renderer.
 *
 * @module
 */
export { contentTypeOf, isCssFile, isHtmlFile, UNKNOWN_TYPE } from './content-types.ts';
export { escapeHtml } from './escape-html.ts';
export { SITE_REFERRER_POLICY } from './referrer-policy.ts';
export { jsxProps } from './jsx-props.ts';
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
export { buildRequest, joinUrl, parameterKey, PlaygroundInputError } from './playground-request.ts';
export type {
  PlaygroundAuth,
  PlaygroundBody,
  PlaygroundConfig,
  PlaygroundParameter,
  PlaygroundRequest,
  PlaygroundState,
} from './playground-request.ts';
export { ENGLISH_BROWSER_TEXT } from './browser-text.ts';
export type { BrowserText, BrowserTextKey } from './browser-text.ts';
export { PAGE_REACT_NAMES } from './page-react-names.ts';
export {
  assistantPrompt,
  contextualCopyText,
  contextualHref,
  customHref,
  isSafeCustomHref,
  markdownPathOf,
  MCP_PATH,
  mcpUrlOf,
} from './contextual-links.ts';
export type { ContextualPlace, CustomHref } from './contextual-links.ts';
