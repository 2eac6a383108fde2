import { describe, expect, it } from 'vitest';
import { pageReferences } from './page-references.ts';

/** Each reference as `kind written @line:column`, checking its span holds exactly `written`. */
async function listed(text: string, markdown = false): Promise<string[]> {
  const found = await pageReferences(text, markdown);
  return found.references.map((reference) => {
    expect(text.slice(reference.start, reference.end)).toBe(reference.written);
    return `${reference.kind} ${reference.written} @${reference.line}:${reference.column}`;
  });
}

describe('pageReferences', () => {
  it('finds links, definitions, props and imports with their exact spans', async () => {
    const text = [
      '---',
      'title: A',
      '---',
      '',
      "import Note from '../snippets/note.mdx';",
      '',
      'See [the (setup)](/guides/a "Setup") and ![logo](./logo.png).',
      '<Card title="/guides/a" href="/guides/a#top" img="/img.png" />',
      '<Snippet file="note.mdx" />',
      '',
      '[ref]: <./a> "title"',
      '',
    ].join('\n');
    expect(await listed(text)).toEqual([
      'import ../snippets/note.mdx @5:19',
      'link /guides/a @7:19',
      'image ./logo.png @7:50',
      'link /guides/a#top @8:31',
      'image /img.png @8:51',
      'snippet-file note.mdx @9:16',
      'link ./a @11:9',
    ]);
  });

  it('skips code blocks and inline code, which hold no links', async () => {
    const text = '```md\n[a](/guides/a)\n```\n\n`[b](/guides/a)` and [c](/guides/c)\n';
    expect(await listed(text)).toEqual(['link /guides/c @5:26']);
  });

  it('keeps positions right in files with CRLF line ends and heading ids', async () => {
    const text = '# Title {#custom}\r\n\r\nA [link](/guides/a).\r\n';
    expect(await listed(text)).toEqual(['link /guides/a @3:10']);
  });

  it('reads .md files as Markdown: HTML tags are not components', async () => {
    const text = 'A [link](/guides/a) and <a href="/x">x</a>.\n';
    expect(await listed(text, true)).toEqual(['link /guides/a @1:10']);
  });

  it('lists a URL written with escapes as unplaced rather than guessing its span', async () => {
    const found = await pageReferences('A [link](/guides/a\\_b).\n', false);
    expect(found.references).toEqual([]);
    expect(found.unplaced).toEqual([{ kind: 'link', written: '/guides/a_b', line: 1, column: 3 }]);
  });

  it('throws on invalid MDX', async () => {
    await expect(pageReferences('<Card href="/a">\n', false)).rejects.toThrow(/Card/);
  });
});
