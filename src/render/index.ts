/**
 * Turns one page into HTML: the layout and MDX component library (React, rendered to static
 * HTML), MDX evaluation, the OpenAPI endpoint pages and the stylesheets, behind `PageRenderer`,
 * which renders a page of a loaded docs project. Building a whole site (workers, cache, output
 * files) is `src/site`'s work, and the browser scripts are `src/client`'s.
 *
 * @module
 */
export { PageRenderer } from './page-renderer.ts';
export type { RenderedPage } from './page-renderer.ts';
export { PageChecker } from './page-checker.ts';
export type { PageCheck, PageCheckerOptions } from './page-checker.ts';
export type { AssetUrls } from './page-layout-props.ts';
export { authorFiles } from './author-files.ts';
export { integrationAssets, POLICY_SOURCES_FILE } from './integration-assets.ts';
export {
  PLAYGROUND_PROXY_FILE,
  PLAYGROUND_PROXY_URL,
  playgroundProxyServers,
} from './playground-proxy.ts';
export { lookChecks } from './layout/look/site-look.ts';
export type { IntegrationAssets } from './integration-assets.ts';
export { INTEGRATIONS } from './layout/integrations/index.ts';
export type { AuthorFiles } from './author-files.ts';
export { ASSISTANT_CONFIG_URL } from './assistant-settings.ts';
export type { AssistantPanelOption, AssistantSettings } from './assistant-settings.ts';
export { notFoundPage, notFoundSettingsOf } from './not-found-page.ts';
export type { NotFoundSettings } from './not-found-page.ts';
export { renderDocument } from './layout/document.ts';
export type { SiteConfig } from './layout/site-config.ts';
export {
  SITE_SANDBOX,
  siteContentSecurityPolicy,
  policySources,
} from './content-security-policy.ts';
export type { LayoutProps } from './layout/layout-props.ts';
export { STYLES_FOLDER } from './styles-folder.ts';
export { islandRuntimeUrl } from './mdx/island-script.ts';
export type { IslandScript } from './mdx/island-script.ts';
export { OG_IMAGE_FOLDER, ogImageSite, pageOgImage } from './og-image/og-image-input.ts';
export type { OgImageInput } from './og-image/og-image-input.ts';
export { renderOgImage } from './og-image/render-og-image.ts';
