import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { afterAll, describe, expect, it } from 'vitest';
import { createCodeBlockHighlighter, createCodeHighlighter } from '../code/index.ts';
import { compileMdx } from './compile-mdx.ts';

const none = (): boolean => false;

async function compile(
  source: string,
  file = 'guides/page.mdx',
  exists: (f: string) => boolean = none,
) {
  return compileMdx(source, { file, fileExists: exists });
}

/** HTML of the plain-Markdown parts (MDX nodes are left for the renderer). */
function html(tree: Root | undefined): string {
  if (!tree) throw new Error('no tree');
  return toHtml({
    ...tree,
    children: tree.children.filter((node) => node.type === 'element' || node.type === 'text'),
  });
}

describe('compileMdx', () => {
  it('renders GFM: tables, task lists, strikethrough, autolinks and footnotes', async () => {
    const result = await compile(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ www.example.com\n\nNote[^1]\n\n[^1]: The note.\n',
    );
    const out = html(result.tree);
    expect(out).toContain('<table>');
    expect(out).toContain('type="checkbox" checked disabled');
    expect(out).toContain('<del>old</del>');
    expect(out).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(out).toContain('data-footnote-ref');
    expect(result.diagnostics).toEqual([]);
  });

  it('names the checkbox of each task list item by its text, in tight and loose lists', async () => {
    const tight = html(
      (await compile('- [x] Write the **docs**\n  - [ ] nested item\n- [ ] Ship `v2`\n')).tree,
    );
    expect(tight).toContain(
      '<li class="task-list-item"><input type="checkbox" checked disabled aria-label="Write the docs"> Write the <strong>docs</strong>',
    );
    expect(tight).toContain(
      '<input type="checkbox" disabled aria-label="nested item"> nested item',
    );
    expect(tight).toContain('<input type="checkbox" disabled aria-label="Ship v2">');
    const loose = html((await compile('- [x] First\n\n  More text.\n\n- [ ] Second\n')).tree);
    expect(loose).toContain(
      '<p><input type="checkbox" checked disabled aria-label="First"> First</p>',
    );
    expect(loose).toContain('<input type="checkbox" disabled aria-label="Second">');
  });

  it('gives headings unique ids, honours {#custom} ids and builds the TOC from h2/h3', async () => {
    const result = await compile(
      '## Setup\n\n### Install {#install-step}\n\n## Setup\n\n#### Deep\n',
    );
    expect(result.toc).toEqual([
      { depth: 2, text: 'Setup', id: 'setup' },
      { depth: 3, text: 'Install', id: 'install-step' },
      { depth: 2, text: 'Setup', id: 'setup-1' },
    ]);
    expect(html(result.tree)).toContain(
      '<h3 id="install-step"><a class="folio-heading-anchor" href="#install-step"',
    );
  });

  it('lists Update labels in the TOC and gives them ids', async () => {
    const result = await compile('<Update label="v1.2" description="June">\nFixed.\n</Update>\n');
    expect(result.toc).toEqual([{ depth: 2, text: 'v1.2', id: 'v1-2' }]);
  });

  it('accepts CRLF files and keeps line numbers for errors', async () => {
    const ok = await compile('---\r\ntitle: A\r\n---\r\n\r\n## Hi\r\n');
    expect(ok.diagnostics).toEqual([]);
    expect(ok.toc[0]?.text).toBe('Hi');
    const broken = await compile('---\r\ntitle: A\r\n---\r\n\r\n<Card>\r\ntext\r\n');
    expect(broken.diagnostics[0]).toMatchObject({
      severity: 'error',
      position: { file: 'guides/page.mdx', line: 5, column: 1 },
    });
  });

  it('reports MDX syntax errors with file, line, column and a fix', async () => {
    const result = await compile('# Title\n\nSome text\n\n<!-- a comment -->\n');
    expect(result.tree).toBeUndefined();
    expect(result.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "mdx",
          "hint": "HTML comments (<!-- -->) are not MDX: write {/* comment */}; a literal "<" must be written &lt;.",
          "message": "Unexpected character \`!\` (U+0021) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\` (note: to create a comment in MDX, use \`{/* text */}\`)",
          "position": {
            "column": 2,
            "file": "guides/page.mdx",
            "line": 5,
          },
          "severity": "error",
        },
      ]
    `);
  });

  it('treats .md files as Markdown: braces and angle brackets are text', async () => {
    const result = await compileMdx('Use {braces} and a < b.\n', {
      file: 'a.md',
      fileExists: none,
      markdown: true,
    });
    expect(result.diagnostics).toEqual([]);
    expect(html(result.tree)).toContain('Use {braces} and a &#x3C; b.');
  });

  it('takes snippet imports out of the ESM and resolves them', async () => {
    const files = new Set(['snippets/setup.mdx', 'guides/local.jsx']);
    const result = await compile(
      "import Setup from '/snippets/setup.mdx';\nimport { Local } from './local.jsx';\nexport const x = 1;\n\n<Setup />\n",
      'guides/page.mdx',
      (file) => files.has(file),
    );
    expect(result.imports.map(({ local, imported, file }) => ({ local, imported, file }))).toEqual([
      { local: 'Setup', imported: 'default', file: 'snippets/setup.mdx' },
      { local: 'Local', imported: 'Local', file: 'guides/local.jsx' },
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  it('reads a type with several parameters in prose as text', async () => {
    const result = await compile('- `headers` (Map<String, String>?): default headers\n');
    expect(result.diagnostics).toEqual([]);
    expect(html(result.tree)).toBe(
      '<ul>\n<li><code>headers</code> (Map&#x3C;String, String>?): default headers</li>\n</ul>',
    );
  });

  it('warns about a missing snippet at its import line', async () => {
    const result = await compile(
      "---\ntitle: A\n---\nimport Gone from '/snippets/gone.mdx';\n\n<Gone />\n",
    );
    expect(result.diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'snippet-missing',
        position: { line: 4, column: 1 },
        message: 'Snippet "/snippets/gone.mdx" does not exist; the page is built without it',
      },
    ]);
  });

  it('keeps an import of a link left out of the folder an error', async () => {
    const result = await compileMdx("import Out from '/snippets/out.mdx';\n\n<Out />\n", {
      file: 'page.mdx',
      fileExists: () => false,
      refused: (file) => file === 'snippets/out.mdx',
    });
    expect(result.diagnostics).toMatchObject([
      {
        severity: 'error',
        code: 'snippet-missing',
        position: { line: 1, column: 1 },
        message: 'Snippet "/snippets/out.mdx" does not exist',
      },
    ]);
  });

  it('turns the legacy <Snippet file> into an import', async () => {
    const result = await compile(
      '<Snippet file="intro.mdx" />\n',
      'page.mdx',
      (file) => file === 'snippets/intro.mdx',
    );
    expect(result.imports).toMatchObject([{ local: 'FolioSnippet0', file: 'snippets/intro.mdx' }]);
  });

  it('finds a legacy <Snippet file> in _snippets/, as older sites keep them', async () => {
    const result = await compile(
      'Text.\n\n<Snippet file="intro.mdx" />\n',
      'guides/page.mdx',
      (file) => file === '_snippets/intro.mdx',
    );
    expect(result.imports).toMatchObject([{ file: '_snippets/intro.mdx' }]);
    expect(result.diagnostics).toEqual([]);
  });

  it('warns about a missing legacy <Snippet file> at the tag, and keeps the page', async () => {
    const result = await compile('Text.\n\nSee <Snippet file="gone.mdx" /> here.\n');
    expect(result.imports).toEqual([]);
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'snippet-missing',
        message: 'Snippet "gone.mdx" does not exist; the page is built without it',
        hint: 'Put it in snippets/gone.mdx or _snippets/gone.mdx, or check the name.',
        position: { file: 'guides/page.mdx', line: 3, column: 5 },
      },
    ]);
    expect(result.componentPositions.has('Snippet')).toBe(true);
    expect([...result.componentPositions.keys()].some((name) => name.startsWith('Folio'))).toBe(
      false,
    );
  });

  it('makes relative links and images site-absolute and records their positions', async () => {
    const result = await compile(
      '[Next](./next) ![Shot](../images/a.png)\n\n<Card href="../api/index.mdx#auth" />\n',
    );
    expect(
      result.links.map(({ kind, url, line, column }) => ({ kind, url, line, column })),
    ).toEqual([
      { kind: 'link', url: '/guides/next', line: 1, column: 1 },
      { kind: 'image', url: '/images/a.png', line: 1, column: 16 },
      { kind: 'link', url: '/api#auth', line: 3, column: 7 },
    ]);
  });

  it('splits the page into sections at headings, with component text', async () => {
    const result = await compile(
      'Intro text.\n\n## Install\n\n<Card title="Fast path">Run it.</Card>\n',
    );
    expect(result.sections).toEqual([
      { depth: 0, text: 'Intro text.' },
      { heading: 'Install', anchor: 'install', depth: 2, text: 'Fast path Run it.' },
    ]);
  });

  it('keeps math for the client and drops comment-only expressions', async () => {
    const result = await compile('Inline $a^2$ and {/* hidden */}\n\n$$\nx = 1\n$$\n');
    const out = html(result.tree);
    expect(out).toContain('<div class="folio-math" data-folio-math="display">x = 1</div>');
    const paragraph = result.tree?.children[0] as Element;
    expect(paragraph.children.some((child) => child.type === 'mdxTextExpression')).toBe(false);
  });

  it('records where each component is first used', async () => {
    const result = await compile('Text\n\n  <Widget />\n\n<Widget />\n');
    expect(result.componentPositions.get('Widget')).toEqual({
      file: 'guides/page.mdx',
      line: 3,
      column: 3,
    });
  });
});

describe('search sections', () => {
  it('keeps blocks apart and component titles in reading order', async () => {
    const result = await compileMdx(
      '<Tabs>\n<Tab title="Linux">\nInstall with apt.\n</Tab>\n<Tab title="macOS">\nInstall with brew.\n</Tab>\n</Tabs>\n',
      { file: 'a.mdx', fileExists: none },
    );
    expect(result.sections).toEqual([
      { depth: 0, text: 'Linux Install with apt. macOS Install with brew.' },
    ]);
  });
});

describe('code blocks', () => {
  const highlighter = createCodeHighlighter();
  const code = createCodeBlockHighlighter(highlighter);
  afterAll(() => {
    highlighter.dispose();
  });

  it('stay plain fences without a highlighter', async () => {
    const result = await compile('```ts\nconst a = 1;\n```\n');
    expect(html(result.tree)).toBe('<pre><code class="language-ts">const a = 1;\n</code></pre>');
  });

  it('are highlighted by the one given, its warnings returned at their first block', async () => {
    const source = (lang: string) =>
      `# Title\n\n\`\`\`${lang}\nA\n\`\`\`\n\n\`\`\`${lang}\nB\n\`\`\`\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n`;
    // Two files compiled at once with the same highlighter keep their warnings apart.
    const [alpha, beta] = await Promise.all([
      compileMdx(source('alphalang'), { file: 'alpha.mdx', fileExists: none, code }),
      compileMdx(source('betalang'), { file: 'beta.mdx', fileExists: none, code }),
    ]);
    expect(html(alpha.tree)).toContain('data-language="typescript"');
    const warning = (file: string, lang: string) => ({
      severity: 'warning',
      code: 'code-language',
      message: `Unknown code block language "${lang}"; shown as plain text.`,
      position: { file, line: 3, column: 1 },
    });
    // Once per message, however many blocks say it: at the first (line 3, not 7).
    expect(alpha.diagnostics).toEqual([warning('alpha.mdx', 'alphalang')]);
    expect(beta.diagnostics).toEqual([warning('beta.mdx', 'betalang')]);
  });
});
