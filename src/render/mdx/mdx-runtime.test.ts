import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import {
  compileMdx,
  createCodeBlockHighlighter,
  createCodeHighlighter,
} from '../../content/index.ts';
import { h } from '../h.ts';
import { mdxComponents } from '../components/index.ts';
import { MdxRuntime } from './mdx-runtime.ts';
import { runtime } from '../../../test/helpers/mdx-runtime.ts';

describe('MdxRuntime', () => {
  it('renders components with evaluated props', async () => {
    const render = runtime();
    const result = await render('<Box cols={1 + 1}>\n\n**Hi**\n\n</Box>\n');
    expect(result.html).toBe('<div data-cols="2"><p><strong>Hi</strong></p></div>');
  });

  it('evaluates `export const` values and JSX components defined in the page', async () => {
    const render = runtime();
    const result = await render(
      'export const name = "Folio";\nexport const Badge = ({ label }) => <b class="badge">{label}</b>;\n\nHello {name.toUpperCase()} <Badge label="new" />\n',
    );
    expect(result.html).toBe('<p>Hello FOLIO <b class="badge">new</b></p>');
  });

  it('renders MDX snippets with props, and named exports of snippets', async () => {
    const render = runtime({
      'snippets/greet.mdx': 'export const planet = "Mars";\n\nHello {word}, from {props.place}!\n',
    });
    const result = await render(
      'import Greet, { planet } from \'/snippets/greet.mdx\';\n\n<Greet word="bananas" place="Earth" />\n\n{planet}\n',
    );
    expect(result.html).toBe('<p>Hello bananas, from Earth!</p>\nMars');
    expect(result.dependencies).toEqual(['snippets/greet.mdx']);
  });

  it('evaluates .jsx snippets as modules, with React hooks', async () => {
    const render = runtime({
      'snippets/counter.jsx':
        "import { useState } from 'react';\nexport const Counter = ({ start }) => { const [n] = useState(start); return <span>{n}</span>; };\n",
    });
    const result = await render(
      "import { Counter } from '/snippets/counter.jsx';\n\n<Counter start={3} />\n",
    );
    expect(result.html).toContain('style="display:contents"><span>3</span></folio-island>');
  });

  it('renders the legacy <Snippet file> and nested snippet imports', async () => {
    const render = runtime({
      'snippets/outer.mdx': "import Inner from './inner.mdx';\n\nOuter <Inner />\n",
      'snippets/inner.mdx': 'inner text',
    });
    const result = await render('<Snippet file="outer.mdx" />\n');
    // As in MDX, a snippet's paragraph stays a paragraph inside the including one.
    expect(result.html).toBe('<p>Outer <p>inner text</p></p>');
    expect(result.dependencies.sort()).toEqual(['snippets/inner.mdx', 'snippets/outer.mdx']);
  });

  it('finds legacy snippets in _snippets/, and keeps a page whose snippet is missing', async () => {
    const render = runtime({ '_snippets/x.mdx': 'From x.' }, { Snippet: mdxComponents['Snippet'] });
    const result = await render(
      'Before.\n\n<Snippet file="x.mdx" />\n\n<Snippet file="gone.mdx" />\n',
    );
    expect(result.html).toBe('<p>Before.</p>\n<p>From x.</p>');
    expect(
      result.diagnostics.map((item) => `${item.severity} ${item.code}: ${item.message}`),
    ).toEqual([
      'warning snippet-missing: Snippet "gone.mdx" does not exist; the page is built without it',
    ]);
  });

  it('keeps a page importing a missing snippet, which renders nothing, with a warning', async () => {
    const render = runtime(
      {
        'snippets/tool.jsx':
          "import Gone from './gone.jsx';\nexport const Tool = () => <Gone />;\n",
      },
      { Snippet: mdxComponents['Snippet'] },
    );
    const result = await render(
      "import GetHelp from '/snippets/get-help.mdx';\nimport { Tool } from '/snippets/tool.jsx';\n\nBefore.\n\n<GetHelp />\n\n<Tool />\n",
    );
    expect(result.html).toBe('<p>Before.</p>');
    expect(
      result.diagnostics.map(
        (item) =>
          `${item.severity} ${item.code} ${item.position?.file ?? ''}:${String(item.position?.line)}:${String(item.position?.column)}: ${item.message}`,
      ),
    ).toEqual([
      'warning snippet-missing page.mdx:1:1: Snippet "/snippets/get-help.mdx" does not exist; the page is built without it',
      'warning snippet-missing snippets/tool.jsx:1:1: Snippet "./gone.jsx" does not exist; the snippet is built without it',
    ]);
  });

  it('keeps one-line children apart: cards, tabs and steps written on one line', async () => {
    const render = runtime({}, mdxComponents);
    const result = await render(
      [
        '<CardGroup cols={2}>',
        '<Card title="A" href="/a" /><Card title="B" href="/b" />',
        '</CardGroup>',
        '',
        '<Tabs>',
        '<Tab title="x">text x</Tab> <Tab title="y">text y</Tab>',
        '</Tabs>',
        '',
        '<Steps>',
        '<Step title="One">first</Step><Step title="Two">second</Step><Step title="Three">third</Step>',
        '</Steps>',
        '',
      ].join('\n'),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<div class="folio-columns folio-columns-2" data-cols="2"><div class="folio-card',
    );
    expect(result.html.match(/class="folio-card-title"/g)).toHaveLength(2);
    expect(result.html.match(/<span class="folio-tab-title">[^<]*/g)).toEqual([
      '<span class="folio-tab-title">x',
      '<span class="folio-tab-title">y',
    ]);
    expect(result.html.match(/<span class="folio-step-number">\d/g)?.map((s) => s.at(-1))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(result.html).not.toContain('<p><div');
  });

  it("places a component's warnings at its tag, in the page or in a snippet", async () => {
    const render = runtime(
      { 'snippets/s.mdx': 'Text.\n\n<Icon icon="no-such-icon-zz" />\n' },
      mdxComponents,
    );
    const result = await render(
      "---\ntitle: A\n---\nimport S from '/snippets/s.mdx';\n\nIntro.\n\n<Tabs>\n  <Tab>untitled</Tab>\n</Tabs>\n\n<S />\n",
    );
    expect(
      result.diagnostics.map((item) => [item.code, item.message.slice(0, 24), item.position]),
    ).toEqual([
      ['component-prop', 'Tab 1 has no title.', { file: 'page.mdx', line: 8, column: 1 }],
      [
        'icon-not-found',
        'Icon "no-such-icon-zz" i',
        { file: 'snippets/s.mdx', line: 3, column: 1 },
      ],
    ]);
  });

  it('renders an unknown component as its children, with one warning at its first use', async () => {
    const render = runtime();
    const result = await render('Intro\n\n<Fancy>\n\ninside\n\n</Fancy>\n\n<Fancy>again</Fancy>\n');
    expect(result.html).toBe('<p>Intro</p>\n<p>inside</p>\nagain');
    expect(result.diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'unknown-component',
        message: 'Unknown component <Fancy>: its content is shown without it',
        position: { line: 3, column: 1 },
      },
    ]);
  });

  it('reports unknown components to the page that uses them when pages render at once', async () => {
    const compile = (source: string, file: string) =>
      compileMdx(source, { file, fileExists: () => false });
    const mdx = new MdxRuntime({
      components: {},
      fileExists: () => false,
      readFile: () => Promise.resolve(''),
      site: { iconLibrary: 'fontawesome', resolveHref: (href) => href },
    });
    const [alpha, beta] = await Promise.all([
      compile('<Alpha>a</Alpha>\n', 'alpha.mdx'),
      compile('<Beta>b</Beta>\n', 'beta.mdx'),
    ]);
    const rendered = await Promise.all([mdx.render(alpha), mdx.render(beta)]);
    expect(rendered.map((page) => page.diagnostics.map((item) => item.message))).toEqual([
      ['Unknown component <Alpha>: its content is shown without it'],
      ['Unknown component <Beta>: its content is shown without it'],
    ]);
  });

  it("reports a snippet's code warnings to every page that uses it, pages rendered at once", async () => {
    const files: Record<string, string> = {
      'snippets/alpha.mdx': '```alphalang\nA\n```\n',
      'snippets/beta.mdx': '```betalang\nB\n```\n',
    };
    const highlighter = createCodeHighlighter();
    const mdx = new MdxRuntime({
      components: {},
      fileExists: (file) => file in files,
      readFile: (file) => Promise.resolve(files[file] ?? ''),
      code: createCodeBlockHighlighter(highlighter),
      site: { iconLibrary: 'fontawesome', resolveHref: (href) => href },
    });
    const page = (name: string, file: string) =>
      compileMdx(`import S from '/snippets/${name}.mdx';\n\n<S />\n`, {
        file,
        fileExists: (f) => f in files,
      });
    const pages = await Promise.all([
      page('alpha', 'a.mdx'),
      page('beta', 'b.mdx'),
      page('alpha', 'c.mdx'),
    ]);
    const rendered = await Promise.all(pages.map((compiled) => mdx.render(compiled)));
    highlighter.dispose();
    expect(rendered[0]?.html).toContain('data-language="alphalang"');
    const warning = (lang: string) => ({
      severity: 'warning',
      code: 'code-language',
      message: `Unknown code block language "${lang}"; shown as plain text.`,
      position: { file: `snippets/${lang.slice(0, -4)}.mdx`, line: 1, column: 1 },
    });
    expect(rendered.map((result) => result.diagnostics)).toEqual([
      [warning('alphalang')],
      [warning('betalang')],
      [warning('alphalang')],
    ]);
  });

  it('accepts HTML-style attributes on elements', async () => {
    const render = runtime();
    const result = await render(
      '<div class="hero" style="color: red; margin-top: 4px">\n  <label for="x">X</label>\n</div>\n',
    );
    expect(result.html).toBe(
      // As in MDX, an element alone on its line is a block, not a paragraph.
      '<div class="hero" style="color:red;margin-top:4px"><label for="x">X</label></div>',
    );
  });

  it('renders values page code creates (arrays, objects, styles, dates) as the server would', async () => {
    const render = runtime({}, { List: ({ items }: { items: unknown }) => String(items) });
    const result = await render(
      [
        'import React from "react";',
        '',
        'export const items = [{ name: "a" }, { name: "b" }];',
        'export class Tag extends React.Component { render() { return <i>{this.props.label}</i>; } }',
        '',
        '<ul style={{ color: "red", marginTop: 4 }}>{items.map((item) => <li key={item.name}>{item.name}</li>)}</ul>',
        '',
        'Values: {Array.isArray(items) && JSON.stringify({ n: items.length })} {new Date(0).toISOString()} <List items={[1, 2]} /> <Tag label="t" />',
        '',
      ].join('\n'),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toBe(
      '<ul style="color:red;margin-top:4px"><li>a</li><li>b</li></ul>\n<p>Values: {&quot;n&quot;:2} 1970-01-01T00:00:00.000Z 1,2 <i>t</i></p>',
    );
  });

  it("reports errors thrown by page code with their message, and the server's globals as unavailable", async () => {
    const render = runtime();
    const thrown = await render('{(() => { throw new TypeError("no luck"); })()}\n');
    expect(thrown.diagnostics).toMatchObject([{ code: 'mdx-code', message: 'no luck' }]);
    const buffer = await render('{Buffer.from("x").length}\n');
    expect(buffer.diagnostics).toMatchObject([
      {
        code: 'mdx-code',
        message:
          '`Buffer` is not available in page code: pages are built without Node.js globals (process, require, Buffer, fetch, timers); write the value in the page, or export it from a snippet',
        position: { line: 1, column: 2 },
      },
    ]);
  });

  it('reports a syntax error in a .jsx snippet at the snippet', async () => {
    const render = runtime({ 'snippets/bad.jsx': 'export const X = () => <div>;\n' });
    const result = await render("import { X } from '/snippets/bad.jsx';\n\n<X />\n");
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'snippet-syntax',
      position: { file: 'snippets/bad.jsx', line: 1 },
    });
  });
});

describe('MdxRuntime panels', () => {
  it('renders a top-level <Panel> apart from the body', async () => {
    const render = runtime();
    const result = await render('Body text.\n\n<Panel>\n\nSide text.\n\n</Panel>\n');
    expect(result.html).toBe('<p>Body text.</p>');
    expect(result.panelHtml).toBe('<p>Side text.</p>');
    expect(result.side).toEqual({ panel: '<p>Side text.</p>' });
  });

  it('lifts top-level request and response examples beside the page, requests first', async () => {
    const render = runtime();
    const result = await render(
      [
        '<ResponseExample>\n\nAnswer.\n\n</ResponseExample>',
        'Body text.',
        '<Box cols={2}>\n\n<RequestExample>\n\nNested.\n\n</RequestExample>\n\n</Box>',
        '<RequestExample>\n\nQuestion.\n\n</RequestExample>',
        '<Panel>\n\nSide text.\n\n</Panel>',
      ].join('\n\n'),
    );
    // Only top-level examples leave the body.
    expect(result.html).toBe('<p>Body text.</p>\n<div data-cols="2"><p>Nested.</p></div>');
    expect(result.side).toEqual({
      panel: '<p>Side text.</p>',
      request: '<p>Question.</p>',
      response: '<p>Answer.</p>',
    });
    expect(result.panelHtml).toBe(
      '<p>Side text.</p><div class="folio-api-examples" data-folio-api-examples=""><p>Question.</p><p>Answer.</p></div>',
    );
  });

  it('marks examples written inside a <Panel> as given, shown in the panel', async () => {
    const render = runtime();
    const result = await render(
      '<Panel>\n\n<RequestExample>\n\nQuestion.\n\n</RequestExample>\n\n</Panel>\n',
    );
    expect(result.side).toEqual({ panel: '<p>Question.</p>', request: '' });
    expect(result.panelHtml).toBe('<p>Question.</p>');
  });

  it('keeps the ids of components in the body and the side column apart', async () => {
    const render = runtime({}, { Id: () => h('span', { id: useId() }) });
    const result = await render(
      '<Id />\n\n<RequestExample>\n\n<Id />\n\n</RequestExample>\n\n<ResponseExample>\n\n<Id />\n\n</ResponseExample>\n',
    );
    const ids = [...`${result.html}${result.panelHtml ?? ''}`.matchAll(/id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('MdxRuntime search sections', () => {
  it("puts snippets' text in the page's sections, compiling each snippet once for render and search", async () => {
    const files: Record<string, string> = {
      'snippets/steps.mdx':
        "import Tip from './tip.mdx';\n\n## Steps for {tool}\n\nRun {tool}.\n\n<Tip />\n",
      'snippets/tip.mdx': 'A shared tip.\n',
    };
    // A snippet is compiled each time it is read.
    const compiled: string[] = [];
    const mdx = new MdxRuntime({
      components: {},
      fileExists: (file) => file in files,
      readFile: (file) => {
        compiled.push(file);
        return Promise.resolve(files[file] ?? '');
      },
      site: { iconLibrary: 'fontawesome', resolveHref: (href) => href },
    });
    const pageSource =
      'import Steps from \'/snippets/steps.mdx\';\n\nIntro.\n\n<Steps tool="folio" />\n';
    const first = await compileMdx(pageSource, { file: 'a.mdx', fileExists: (f) => f in files });
    const second = await compileMdx(pageSource, { file: 'b.mdx', fileExists: (f) => f in files });
    await mdx.render(first);
    const sections = await mdx.searchSections(first);
    expect(await mdx.searchSections(second)).toEqual(sections);
    expect(sections).toEqual([
      { depth: 0, text: 'Intro.' },
      {
        heading: 'Steps for folio',
        anchor: 'steps-for-tool',
        depth: 2,
        text: 'Run folio. A shared tip.',
      },
    ]);
    expect(compiled.sort()).toEqual(['snippets/steps.mdx', 'snippets/tip.mdx']);
  });
});
