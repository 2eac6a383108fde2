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
import { BlockTrees } from './block-trees.ts';
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

/** This thread's blocks of large MDX pages, parsed (see `BlockTrees`). */
const blockTrees = new BlockTrees();

/**
 * Parses `text` (already preprocessed, see `preprocessMdx`); `markdown` for `.md` files. Throws
 * the parser's error (a `VFileMessage` with its place) on invalid MDX. A large MDX page is parsed
 * block by block, each block that other pages share once (see `BlockTrees`).
 */
export async function parseMdxTree(text: string, markdown = false): Promise<Root> {
  const parser = markdown ? markdownParser : mdxParser;
  const tree = markdown ? undefined : blockTrees.parse(text, (block) => parser.parse(block));
  return (await parser.run(tree ?? parser.parse(text))) as Root;
}
