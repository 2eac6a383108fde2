/**
 * The parse step of the MDX pipeline, shared by `compileMdx` and by tools that edit a page's
 * text in place (`folio rename`): MDX (or, for `.md` files, CommonMark) with GFM, frontmatter
 * and math, into an mdast tree whose positions are lines and columns of the source as written
 * (preprocessing keeps every line, and every column before a cut heading id).
 *
 * @module
 */
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import lazyAutolinkLiterals from './lazy-autolink-literals.ts';
import remarkMath from './remark-math-syntax.ts';

const mdxParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(lazyAutolinkLiterals)
  .use(remarkMath)
  .freeze();
const markdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(lazyAutolinkLiterals)
  .use(remarkMath)
  .freeze();

/**
 * Parses `text` (already preprocessed, see `preprocessMdx`); `markdown` for `.md` files. Throws
 * the parser's error (a `VFileMessage` with its place) on invalid MDX.
 */
export async function parseMdxTree(text: string, markdown = false): Promise<Root> {
  const parser = markdown ? markdownParser : mdxParser;
  return (await parser.run(parser.parse(text))) as Root;
}
