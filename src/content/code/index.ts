/**
 * Code blocks: fence info strings, the build's shiki highlighter, the code block highlighter the
 * MDX pipeline is given (see `code-block-highlighter.ts`), and the pass that applies it to a
 * page's tree.
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
export { createCodeBlockHighlighter } from './code-block-highlighter.ts';
export type { CodeBlock, CodeBlockHighlighter } from './code-block-highlighter.ts';
export { highlightCodeBlocks } from './highlight-code-blocks.ts';
export { compactTokenStyles, tokenPalette } from './token-palette.ts';
export type { TokenPalette } from './token-palette.ts';
