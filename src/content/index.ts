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
export { loadDocsProject } from './load-docs-project.ts';
export type { DocsProject } from './load-docs-project.ts';
