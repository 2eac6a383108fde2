/**
 * Turns a docs project into a website: the layout and MDX component library (React, rendered to
 * static HTML), the client islands, and `buildSite` for a whole static site.
 *
 * @module
 */
export { buildSite, htmlFile } from './build/build-site.ts';
export type { BuildOptions, BuildResult } from './build/build-site.ts';
export { SiteRenderer } from './build/site-renderer.ts';
export { isStagingName, removeIfAbandoned } from './build/staging-folder.ts';
export type { RenderedPage } from './build/site-renderer.ts';
export type { AssetUrls } from './build/page-layout-props.ts';
export { assistantPanelAsset, bundleScript, CLIENT_ENTRIES, siteAssets } from './build/assets.ts';
export { ASSISTANT_CONFIG_URL } from './assistant-settings.ts';
export type { AssistantPanelOption, AssistantSettings } from './assistant-settings.ts';
export type { SiteAssets } from './build/assets.ts';
export { notFoundPage } from './build/not-found-page.ts';
export { checkBrokenLinks, SiteTargets } from './links/index.ts';
export type { BrokenLink, BrokenLinksOptions, BrokenLinksReport } from './links/index.ts';
export { renderDocument } from './layout/document.ts';
export {
  SITE_REFERRER_POLICY,
  SITE_SANDBOX,
  siteContentSecurityPolicy,
} from './content-security-policy.ts';
export type { LayoutProps } from './layout/layout-props.ts';
export { zipFolder } from './export/zip-folder.ts';
export type { ZipResult } from './export/zip-folder.ts';
