import { describe, expect, it } from 'vitest';
import { compileMdx } from './compile-mdx.ts';
import { snippetSections } from './snippet-sections.ts';

/**
 * Compiles `page` of an in-memory folder and returns its sections with its snippets' text, and
 * the snippet files loaded (in order).
 */
async function sectionsOf(files: Record<string, string>, page = 'page.mdx') {
  const fileExists = (file: string): boolean => file in files;
  const compile = (file: string) =>
    compileMdx(files[file] ?? '', { file, fileExists, markdown: file.endsWith('.md') });
  const compiled = await compile(page);
  const loads: string[] = [];
  const sections = await snippetSections(compiled, async (file) => {
    loads.push(file);
    const snippet = await compile(file);
    return snippet.tree ? snippet.sectionParts : undefined;
  });
  return { sections, loads, compiled };
}

describe('snippetSections', () => {
  it('puts a snippet used before the first heading into the intro', async () => {
    const { sections } = await sectionsOf({
      'page.mdx':
        "import Intro from '/snippets/intro.mdx';\n\nFirst words.\n\n<Intro />\n\nLast words.\n\n## Next\n\nMore.\n",
      'snippets/intro.mdx': 'Shared **zeppelin** text.\n',
    });
    expect(sections).toEqual([
      { depth: 0, text: 'First words. Shared zeppelin text. Last words.' },
      { heading: 'Next', anchor: 'next', depth: 2, text: 'More.' },
    ]);
  });

  it('puts a snippet used under a heading into that section, inside components too', async () => {
    const { sections } = await sectionsOf({
      'page.mdx':
        'import Setup from \'./parts/setup.mdx\';\n\nIntro.\n\n## Install\n\n<Tabs>\n<Tab title="npm">\n<Setup />\n</Tab>\n</Tabs>\n\n## Use\n\nRun it.\n',
      'parts/setup.mdx': 'Run `npm install folio`.\n',
    });
    expect(sections).toEqual([
      { depth: 0, text: 'Intro.' },
      { heading: 'Install', anchor: 'install', depth: 2, text: 'npm Run npm install folio.' },
      { heading: 'Use', anchor: 'use', depth: 2, text: 'Run it.' },
    ]);
  });

  it("starts sections at a snippet's headings, with the ids the snippet renders", async () => {
    const { sections } = await sectionsOf({
      'page.mdx':
        "import Faq from '/snippets/faq.mdx';\n\n## Setup\n\nBefore.\n\n<Faq />\n\nAfter the snippet.\n",
      'snippets/faq.mdx':
        'Snippet intro.\n\n## Setup\n\nSame heading as the page.\n\n### Custom one {#my-id}\n\nDeep text.\n',
    });
    expect(sections).toEqual([
      { heading: 'Setup', anchor: 'setup', depth: 2, text: 'Before. Snippet intro.' },
      { heading: 'Setup', anchor: 'setup', depth: 2, text: 'Same heading as the page.' },
      {
        heading: 'Custom one',
        anchor: 'my-id',
        depth: 3,
        text: 'Deep text. After the snippet.',
      },
    ]);
  });

  it('follows nested snippets (relative imports, .md files, legacy <Snippet file>)', async () => {
    const { sections, loads } = await sectionsOf({
      'page.mdx':
        'import Outer from \'/snippets/outer.mdx\';\n\n<Outer />\n\n<Snippet file="legacy.mdx" />\n',
      'snippets/outer.mdx': "import Inner from './inner/part.md';\n\nOuter text.\n\n<Inner />\n",
      'snippets/inner/part.md': '## Inner heading\n\nInner *markdown* text.\n',
      'snippets/legacy.mdx': 'Legacy snippet text.\n',
    });
    expect(sections).toEqual([
      { depth: 0, text: 'Outer text.' },
      {
        heading: 'Inner heading',
        anchor: 'inner-heading',
        depth: 2,
        text: 'Inner markdown text. Legacy snippet text.',
      },
    ]);
    expect(loads).toEqual(['snippets/outer.mdx', 'snippets/legacy.mdx', 'snippets/inner/part.md']);
  });

  it('fills in string props, props passed on, children and string constants', async () => {
    const { sections } = await sectionsOf({
      'page.mdx': [
        "import Greet from '/snippets/greet.mdx';",
        '',
        '<Greet word="bananas" place={\'Earth\'} title="Fruit">',
        'Child **text**.',
        '</Greet>',
        '',
        'Inline <Greet word="apples" /> here.',
        '',
      ].join('\n'),
      'snippets/greet.mdx': [
        "import Inner from './inner.mdx';",
        "export const planet = 'Mars';",
        '',
        '## About {word}',
        '',
        'Hello {word}, from {props.place} and {planet}. {children} {unknown}',
        '',
        '<Card title={props.title}>Card body.</Card>',
        '',
        '<Inner thing={word} {...props} />',
        '',
      ].join('\n'),
      'snippets/inner.mdx': 'Inner {thing} in {place}.\n',
    });
    expect(sections).toEqual([
      {
        heading: 'About bananas',
        anchor: 'about-word',
        depth: 2,
        // The paragraph holding the second use starts before the snippet's heading.
        text: 'Hello bananas, from Earth and Mars. Child text. Fruit Card body. Inner bananas in Earth. Inline',
      },
      {
        heading: 'About apples',
        anchor: 'about-word',
        depth: 2,
        text: 'Hello apples, from and Mars. Card body. Inner apples in . here.',
      },
    ]);
  });

  it('shows the children of a snippet that is missing or does not compile', async () => {
    const { sections, compiled } = await sectionsOf({
      'page.mdx':
        "import Gone from '/snippets/gone.mdx';\nimport Broken from '/snippets/broken.mdx';\n\n<Gone>Fallback one.</Gone>\n\n<Broken>Fallback two.</Broken>\n",
      'snippets/broken.mdx': '<Card>\nNever closed.\n',
    });
    expect(compiled.diagnostics.map((item) => item.code)).toEqual(['snippet-missing']);
    expect(sections).toEqual([{ depth: 0, text: 'Fallback one. Fallback two.' }]);
  });

  it('stops at a snippet that uses itself, directly or through another', async () => {
    const { sections, loads } = await sectionsOf({
      'page.mdx': "import A from '/snippets/a.mdx';\n\nPage.\n\n<A />\n",
      'snippets/a.mdx': "import B from './b.mdx';\n\nText of A.\n\n<B />\n",
      'snippets/b.mdx':
        "import A from './a.mdx';\nimport B from './b.mdx';\n\nText of B.\n\n<A />\n\n<B />\n",
    });
    expect(sections).toEqual([{ depth: 0, text: 'Page. Text of A. Text of B.' }]);
    expect(loads).toEqual(['snippets/a.mdx', 'snippets/b.mdx']);
  });

  it('loads each snippet once however often it is used, and passes pages without snippets through', async () => {
    const { sections, loads } = await sectionsOf({
      'page.mdx':
        'import Tip from \'/snippets/tip.mdx\';\n\n<Tip n="1" />\n\n## Again\n\n<Tip n="2" />\n',
      'snippets/tip.mdx': 'Tip number {n}.\n',
    });
    expect(sections.map((section) => section.text)).toEqual(['Tip number 1.', 'Tip number 2.']);
    expect(loads).toEqual(['snippets/tip.mdx']);

    const plain = await sectionsOf({ 'page.mdx': '## Only\n\nOwn text.\n' });
    expect(plain.sections).toBe(plain.compiled.sections);
    expect(plain.loads).toEqual([]);
  });

  it("leaves a snippet's text out of the page's own sections, keeping its children", async () => {
    const { compiled } = await sectionsOf({
      'page.mdx': "import Part from '/snippets/part.mdx';\n\nOwn.\n\n<Part>Kept child.</Part>\n",
      'snippets/part.mdx': 'Snippet text.\n',
    });
    expect(compiled.sections).toEqual([{ depth: 0, text: 'Own. Kept child.' }]);
  });
});
