import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { BlockTrees } from './block-trees.ts';
import { CUT_FROM } from './page-blocks.ts';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

/** A parse that counts its calls. */
function counted(): { parse: (text: string) => Root; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    parse: (text) => {
      calls.push(text);
      return parser.parse(text);
    },
  };
}

/** A changelog entry of about 1 KB, with an attribute expression, code, a table and a list. */
const entry = (label: string): string =>
  `<Update label="${label}" tags={["a", ${label.length}]}>\n` +
  `  ## ${label}\n\n  ${'Fixed a bug in **the** [parser](/x). '.repeat(20)}\n\n` +
  '  ```js\n  const x = {a: 1};\n  ```\n\n  | a | b |\n  | - | - |\n  | {1 + 1} | c |\n\n' +
  `  - one\n  - two {"${label}"}\n</Update>\n\n`;
const changelog = (labels: string[]): string =>
  `---\ntitle: Changelog\n---\n\n# Changelog\n\nWhat changed, {1 + 2}.\n\n${labels.map(entry).join('')}`;
const labels = Array.from({ length: Math.ceil(CUT_FROM / 1000) + 2 }, (_, i) => `v1.${i}`);

/** Trees that have seen the changelog, and a page that extends it by one entry. */
function seenBefore(): { trees: BlockTrees; parse: (text: string) => Root; text: string } {
  const trees = new BlockTrees();
  const { parse } = counted();
  trees.parse(changelog(labels), parse);
  return { trees, parse, text: changelog(['v9', ...labels]) };
}

describe('BlockTrees', () => {
  it('parses a page whole until one of its blocks comes again', () => {
    const trees = new BlockTrees();
    const { parse, calls } = counted();
    expect(trees.parse(changelog(labels), parse)).toBeUndefined();
    expect(calls).toEqual([]);
    expect(trees.parse(changelog(['v9', ...labels]), parse)).toBeDefined();
    // The frontmatter, the heading and its paragraph, and every entry.
    expect(calls).toHaveLength(2 + labels.length + 1);
    calls.length = 0;
    expect(trees.parse(changelog(['v10', 'v9', ...labels]), parse)).toBeDefined();
    expect(calls).toEqual([entry('v10')]);
  });

  it('gives the tree of the whole page, positions and the code of expressions included', () => {
    const { trees, parse, text } = seenBefore();
    const tree = trees.parse(text, parse);
    const whole = parser.parse(text);
    expect(JSON.stringify(tree)).toBe(JSON.stringify(whole));
    // Acorn's nodes keep their classes.
    const program = (root: Root | undefined): unknown =>
      (root?.children.at(-1) as { attributes: { value: { data: { estree: unknown } } }[] })
        .attributes[1]?.value.data.estree;
    expect(Object.getPrototypeOf(program(tree))).toBe(Object.getPrototypeOf(program(whole)));
  });

  it('hands out copies: changing a tree leaves the kept blocks alone', () => {
    const { trees, parse, text } = seenBefore();
    const first = trees.parse(text, parse);
    first?.children.splice(0);
    expect(JSON.stringify(trees.parse(text, parse))).toBe(JSON.stringify(parser.parse(text)));
  });

  it('parses whole a page with definitions, which apply across blocks', () => {
    const trees = new BlockTrees();
    const { parse, calls } = counted();
    const text = `${changelog(labels)}See [the notes][notes].\n\n[notes]: /notes\n`;
    trees.parse(text, parse);
    expect(trees.parse(text.replace('# Changelog', '# Log'), parse)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('parses whole a page with a block that does not parse alone', () => {
    const trees = new BlockTrees();
    const { parse } = counted();
    const broken = `${changelog(labels)}<Note>\n\nopen {\n`;
    trees.parse(broken, parse);
    expect(trees.parse(broken.replace('# Changelog', '# Log'), parse)).toBeUndefined();
  });

  it('keeps at most its limit of block text', () => {
    const trees = new BlockTrees(CUT_FROM);
    const { parse, calls } = counted();
    trees.parse(changelog(labels), parse);
    trees.parse(changelog(['v9', ...labels]), parse);
    calls.length = 0;
    trees.parse(changelog(['v9', ...labels]), parse);
    expect(calls.length).toBeGreaterThan(labels.length - CUT_FROM / 1000);
  });
});
