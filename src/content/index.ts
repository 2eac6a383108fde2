/**
 * Content of a docs folder: the files in it, page frontmatter. (The MDX pipeline joins here.)
 *
 * @module
 */
export { IGNORE_FILES, scanDocsFolder } from './scan-docs-folder.ts';
export type { ScannedFolder } from './scan-docs-folder.ts';
export { parseFrontmatter, readFrontmatter } from './frontmatter.ts';
export type { Frontmatter } from './frontmatter.ts';
export { pageMetaOf } from './page-meta.ts';
export { thumbnailFiles } from './thumbnail-files.ts';
export type { ThumbnailFiles } from './thumbnail-files.ts';
export { loadDocsProject, scanProjectFolder } from './load-docs-project.ts';
export type { DocsProject, LoadProjectOptions } from './load-docs-project.ts';
export type { PageDigest } from './page-head-cache.ts';
export { readHeadsAhead } from './read-heads-ahead.ts';
export type { HeadsAhead, PageHeads } from './read-heads-ahead.ts';
export { compileMdx } from './mdx/compile-mdx.ts';
export { RecentCompiles, relocateCompiled } from './mdx/recent-compiles.ts';
export { labelTaskCheckboxes } from './mdx/task-list-labels.ts';
export type { CompiledMdx, CompileMdxOptions } from './mdx/compile-mdx.ts';
export type { TocEntry } from './mdx/heading-ids.ts';
export { updateEntries, updateEntriesOf } from './mdx/update-entries.ts';
export type { UpdateEntry, UpdateItem } from './mdx/update-entries.ts';
export type { LinkReference } from './mdx/links.ts';
export { absoluteAsset, absoluteLink, isExternalUrl } from './mdx/links.ts';
export { localImageFile } from './mdx/missing-images.ts';
export type { PageSection, SectionPart, SectionParts } from './mdx/sections.ts';
export { snippetSections } from './mdx/snippet-sections.ts';
export { CUT_FROM, pageBlocks } from './mdx/page-blocks.ts';
export type { PageBlock } from './mdx/page-blocks.ts';
export type { SectionSource } from './mdx/snippet-sections.ts';
export { resolveSnippetPath } from './mdx/snippet-imports.ts';
export type { SnippetImport } from './mdx/snippet-imports.ts';
export {
  DEFAULT_CODE_THEMES,
  createCodeBlockHighlighter,
  createCodeHighlighter,
  createHighlightCache,
  normalizeLanguage,
  parseLineRanges,
  tokenPalette,
} from './code/index.ts';
export type {
  CodeBlockHighlighter,
  CodeHighlighter,
  CodeThemes,
  CodeWarningSink,
  HighlightCache,
} from './code/index.ts';
export { HeadingSlugger, headingSlug } from './mdx/heading-slug.ts';
export { applyRename, planRename, RenameRefusedError } from './rename/index.ts';
export type { RenamedFile, RenamePlan, RenamePlanning, RenameRequest } from './rename/index.ts';
