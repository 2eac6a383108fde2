/**
 * Code blocks: fence info strings, the build's shiki highlighter, and the rehype plugin that
 * applies them to pages.
 *
 * @module
 */
export { parseCodeMeta } from './code-meta.ts';
export type { CodeMeta } from './code-meta.ts';
export { MAX_LINE, parseLineRanges } from './line-ranges.ts';
export { MERMAID, PLAIN_TEXT, normalizeLanguage } from './languages.ts';
export {
  DEFAULT_CODE_THEMES,
  MAX_HIGHLIGHTED_BLOCK,
  MAX_HIGHLIGHTED_LINE,
  createCodeHighlighter,
  normalizeSource,
} from './highlighter.ts';
export type {
  CodeHighlighter,
  CodeWarningSink,
  CodeHighlighterOptions,
  CodeThemes,
  HighlightedBlock,
} from './highlighter.ts';
export { mermaidBlock } from './mermaid-block.ts';
export { createHighlightCache } from './highlight-cache.ts';
export type { HighlightCache } from './highlight-cache.ts';
export { rehypeCodeBlocks } from './rehype-code-blocks.ts';
export type { RehypeCodeBlocksOptions } from './rehype-code-blocks.ts';
export { compactTokenStyles, tokenPalette } from './token-palette.ts';
export type { TokenPalette } from './token-palette.ts';
