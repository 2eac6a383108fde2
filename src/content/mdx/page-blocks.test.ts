import { describe, expect, it } from 'vitest';
import { CUT_FROM, pageBlocks } from './page-blocks.ts';

/** An entry of a changelog, about 1 KB. */
const entry = (label: string): string =>
  `<Update label="${label}">\n  ## ${label}\n\n  ${'Fixed a bug. '.repeat(70)}\n</Update>\n\n`;
const long = (head: string, body: string): string =>
  head + body + entry('filler').repeat(Math.ceil(CUT_FROM / 1000));
const texts = (source: string, file = 'log.mdx'): string[] | undefined =>
  pageBlocks(source, file)?.map((section) => source.slice(section.start, section.end));

describe('pageBlocks', () => {
  it('cuts before each top-level component and heading, keeping the frontmatter in the first', () => {
    const source = long('---\ntitle: Log\n---\n', `${entry('one')}## Later\n\nText.\n\n`);
    const sections = pageBlocks(source, 'log.mdx') ?? [];
    expect(sections.map((section) => source.slice(section.start, section.end)).join('')).toBe(
      source,
    );
    expect(source.slice(sections[0]?.start, sections[0]?.end)).toBe(
      `---\ntitle: Log\n---\n${entry('one')}`,
    );
    expect(source.slice(sections[1]?.start, sections[1]?.end)).toBe('## Later\n\nText.\n\n');
    expect(sections[1]?.line).toBe(source.slice(0, sections[1]?.start).split('\n').length - 1);
  });

  it('does not cut inside fenced code, open components or expressions', () => {
    const code = '```python\nx = 1\n\n# a comment, not a heading\n\n<Not a tag\n```\n\n';
    const open = '<Tabs>\n\n<Tab title="A">\n\nText\n\n</Tab>\n\n</Tabs>\n\n';
    const expression = '{\n\n<div>in an expression</div>\n\n}\n\n';
    const listed = '- ```js\n  a()\n\n# still code\n  ```\n\n';
    const source = long('', code + open + expression + listed);
    const blocks = texts(source) ?? [];
    expect(blocks[0]).toBe(code);
    // `{` and list lines start no block; the heading in the list's fence stays in it.
    expect(blocks[1]).toBe(open + expression + listed);
    expect(blocks[2]?.startsWith('<Update label="filler">')).toBe(true);
  });

  it('reads tags and braces in code spans as text', () => {
    // A real changelog entry: before, `<resource>` opened a tag no line closed, so no cut followed.
    const spans =
      '<Update label="v2">\n  - Run `crewai create <resource>` or ``a `{` b``\n</Update>\n\n';
    const blocks = texts(long('', spans + entry('two'))) ?? [];
    expect(blocks[0]).toBe(spans);
    expect(blocks[1]).toBe(entry('two'));
    // An unclosed run of backticks is text too: the tag after it still counts.
    const unclosed = '<Update label="v3">\n  A ``` b\n\n<Note>\n\nx\n\n</Note>\n</Update>\n\n';
    expect(texts(long('', unclosed + entry('three')))?.[0]).toBe(unclosed);
  });

  it('leaves short pages, Markdown pages and pages with code lines whole', () => {
    expect(pageBlocks(entry('a').repeat(3), 'log.mdx')).toBeUndefined();
    expect(pageBlocks(long('', ''), 'log.md')).toBeUndefined();
    expect(pageBlocks(long('export const x = 1;\n\n', ''), 'log.mdx')).toBeUndefined();
    expect(pageBlocks(long('', '').replaceAll('\n\n<', '\n<'), 'log.mdx')).toBeUndefined();
  });
});
