/** Hooks called in a page's own body, as the platform renders the page as a component. */
import { describe, expect, it } from 'vitest';
import { runtime } from '../../../test/helpers/mdx-runtime.ts';

const staticMessage =
  '`React.useState` is called in the page body: this part is rendered once, when the page is built, and is not interactive';

describe('MdxRuntime: hooks in the page body', () => {
  it('runs React.useState and React.useEffect in a body expression (namespace form)', async () => {
    const render = runtime();
    const result = await render(
      [
        '# Title',
        '',
        '<h1>',
        '  Learn',
        '  {(() => {',
        '    const [visible, setVisible] = React.useState(true);',
        '    React.useEffect(() => {',
        '      const interval = setInterval(() => setVisible((v) => !v), 600);',
        '      return () => clearInterval(interval);',
        '    }, []);',
        '    return <span style={{ opacity: visible ? 1 : 0 }} />;',
        '  })()}',
        '</h1>',
        '',
      ].join('\n'),
    );
    expect(result.html).toContain('<h1><p>Learn</p><span style="opacity:1"></span></h1>');
    expect(result.diagnostics.filter((item) => item.severity === 'error')).toEqual([]);
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'island-static',
        message: staticMessage,
        hint: 'Move the code into a component the page exports (export const Cursor = () => { ... }) and use <Cursor />: such components are hydrated in the browser',
        position: { file: 'page.mdx', line: 6, column: 35 },
      },
    ]);
    expect(result.islandScript).toBeUndefined();
  });

  it('runs bare useState, useMemo and useRef in body expressions and attributes', async () => {
    const render = runtime();
    const result = await render(
      [
        'Count: {(() => { const [n] = useState(3); const twice = useMemo(() => n * 2, [n]); return twice; })()}',
        '',
        '<Note>{useRef("kept").current}</Note>',
        '',
      ].join('\n'),
    );
    expect(result.html).toBe('<p>Count: 6</p>\n<aside class="note">kept</aside>');
    expect(result.diagnostics.map((item) => [item.code, item.position])).toEqual([
      ['island-static', { file: 'page.mdx', line: 1, column: 30 }],
      ['island-static', { file: 'page.mdx', line: 3, column: 8 }],
    ]);
  });

  it('runs hooks in the body of an MDX snippet, rendered as its component', async () => {
    const render = runtime({
      'snippets/cursor.mdx': 'On: {(() => { const [on] = useState("yes"); return on; })()}\n',
    });
    const result = await render("import Cursor from '/snippets/cursor.mdx';\n\n<Cursor />\n");
    expect(result.html).toBe('<p>On: yes</p>');
    expect(result.diagnostics.map((item) => [item.code, item.position])).toEqual([
      ['island-static', { file: 'snippets/cursor.mdx', line: 1, column: 28 }],
    ]);
  });

  it('reports an error thrown by body code at its expression, as before', async () => {
    const render = runtime();
    const result = await render('Text\n\n{(() => { throw new Error("boom"); })()}\n');
    expect(result.html).toBe('');
    expect(result.diagnostics).toMatchObject([
      { severity: 'error', code: 'mdx-code', message: 'boom', position: { line: 3 } },
    ]);
  });
});
