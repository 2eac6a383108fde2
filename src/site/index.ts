/**
 * Builds a whole static site from a docs folder: loads the project, renders every page (in
 * worker threads, through `render`'s page renderer), keeps a build cache so the next build
 * renders only what changed, and writes the output folder (a fresh staging folder renamed into
 * place, or the previous build updated in place): pages, search index files, sitemap, redirect
 * rules, the bundled stylesheet and browser scripts (`src/client`). Also checks links across
 * the site and zips a built site for download.
 *
 * `render` turns one page into HTML; this module is everything about the site around it.
 *
 * @module
 */
export { buildSite } from './build-site.ts';
export { htmlFile } from './site-redirects.ts';
export type { BuildOptions, BuildResult } from './build-site.ts';
export { isStagingName, removeIfAbandoned } from './staging-folder.ts';
export {
  assistantPanelAsset,
  bundleScript,
  CLIENT_ENTRIES,
  islandRuntimeAsset,
  siteAssets,
} from './assets.ts';
export type { SiteAssets } from './assets.ts';
export { siteTailwindAsset, TAILWIND_URL } from './tailwind/index.ts';
export { checkBrokenLinks, SiteTargets } from './links/index.ts';
export { checkPages } from './check-pages.ts';
export type { CheckPagesOptions, PagesChecked } from './check-pages.ts';
export type { BrokenLink, BrokenLinksOptions, BrokenLinksReport } from './links/index.ts';
export { zipFolder } from './export/zip-folder.ts';
export {
  hasMarkdown,
  isSiteTextFile,
  markdownFile,
  pageMarkdownText,
  siteTextFile,
} from './site-files.ts';
export { markdownFiles } from './markdown-files.ts';
export { feedPath, updateFeedFile } from './update-feeds.ts';
export type { PageSummary, SiteTextFile } from './site-files.ts';
export { pageSummary } from './page-summary.ts';
export type { ZipResult } from './export/zip-folder.ts';
