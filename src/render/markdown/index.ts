/**
 * A page as Markdown: its body with components turned into plain Markdown and snippets put in,
 * for `<route>.md` and llms-full.txt.
 *
 * @module
 */
export { pageMarkdown } from './page-markdown.ts';
export type { MarkdownSource, SnippetLoader } from './page-markdown.ts';
export { bodyMarkdown } from './body-markdown.ts';
export { PageMarkdowns } from './page-markdowns.ts';
