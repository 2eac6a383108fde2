/** React in page code's scope, and interactive components rendered as islands. */
import { describe, expect, it } from 'vitest';
import { runtime } from '../../../test/helpers/mdx-runtime.ts';
import { h } from '../h.ts';

describe('MdxRuntime: React and islands', () => {
  it('puts React and its hooks in scope without an import, as the platform documents', async () => {
    const render = runtime({
      'snippets/toggle.jsx':
        'export const Toggle = () => { const [on] = useState(true); const ref = useRef(null); return <b ref={ref}>{on ? "on" : "off"}</b>; };\n',
    });
    const result = await render(
      [
        "import { Toggle } from '/snippets/toggle.jsx';",
        '',
        'export const Counter = () => {',
        '  const [n, setN] = useState(2);',
        '  const twice = useMemo(() => n * 2, [n]);',
        '  useEffect(() => { setN(100); }, []);',
        '  const [label] = React.useState("clicks");',
        '  const [total] = useReducer((a, b) => a + b, 5);',
        '  const add = useCallback(() => setN(n + 1), [n]);',
        '  return <button onClick={add}>{n} {twice} {label} {total}</button>;',
        '};',
        '',
        '<Counter /> <Toggle />',
        '',
      ].join('\n'),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<button>2<!-- --> <!-- -->4<!-- --> <!-- -->clicks<!-- --> <!-- -->5</button>',
    );
    expect(result.html).toContain('<b>on</b>');
  });

  it('renders interactive components as islands with their script, static ones as HTML', async () => {
    const render = runtime({
      'snippets/toggle.jsx':
        'const Inner = () => { const [on, setOn] = useState(false); return <i onClick={() => setOn(!on)}>{String(on)}</i>; };\nexport const Toggle = () => <Inner />;\n',
    });
    const result = await render(
      [
        "import { Toggle } from '/snippets/toggle.jsx';",
        '',
        'export const Counter = ({ start }) => { const [n, setN] = useState(start); return <button onClick={() => setN(n + 1)}>Count: {n}</button>; };',
        'export const Badge = ({ label }) => <b>{label}</b>;',
        '',
        '<Counter start={3} />',
        '',
        '<Badge label="static" />',
        '',
        '<Toggle>',
        '  **inside**',
        '</Toggle>',
        '',
      ].join('\n'),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      '<folio-island data-module="#page" data-export="Counter" data-props="{&quot;start&quot;:3}" data-ids="folio-island-0-" style="display:contents"><button>Count: <!-- -->3</button></folio-island>',
    );
    expect(result.html).toContain('\n<b>static</b>\n');
    expect(result.html).toContain(
      '<folio-island data-module="snippets/toggle.jsx" data-export="Toggle" data-props="{}" data-ids="folio-island-1-" data-slot="&lt;p&gt;&lt;strong&gt;inside&lt;/strong&gt;&lt;/p&gt;" style="display:contents"><i>false</i></folio-island>',
    );
    expect(result.islandScript?.url).toMatch(/^\/_folio\/islands\/[0-9a-f]{16}\.js$/);
    expect(result.html).toMatch(
      /<script src="\/_folio\/islands\.[0-9a-f]{16}\.js" defer><\/script><script src="\/_folio\/islands\/[0-9a-f]{16}\.js" defer><\/script>$/,
    );
    expect(result.islandScript?.text).toContain('id: "snippets/toggle.jsx"');
    expect(result.islandScript?.text).toContain(
      'id: "#page", imports: [["Toggle","Toggle","snippets/toggle.jsx"]]',
    );
  });

  it('gives each island its own useId prefix, and its shown children once', async () => {
    const render = runtime();
    const result = await render(
      [
        'export const Field = ({ label }) => { const id = useId(); const [v] = useState(""); return <label htmlFor={id}>{label}<input id={id} defaultValue={v} /></label>; };',
        'export const Open = ({ children }) => { const [open, setOpen] = useState(true); return <div onClick={() => setOpen(!open)}>{open && children}</div>; };',
        '',
        '<Field label="A" />',
        '',
        '<Field label="B" />',
        '',
        '<Open>',
        '  Seen **once**',
        '</Open>',
        '',
      ].join('\n'),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toContain(
      'data-ids="folio-island-0-" style="display:contents"><label for="_folio-island-0-R_0_">A<input id="_folio-island-0-R_0_" value=""/></label>',
    );
    expect(result.html).toContain(
      'data-ids="folio-island-1-" style="display:contents"><label for="_folio-island-1-R_0_">B<input id="_folio-island-1-R_0_" value=""/></label>',
    );
    // Shown at first: the browser reads the children from the page, no copy in an attribute.
    expect(result.html).toContain(
      '<folio-island data-module="#page" data-export="Open" data-props="{}" data-ids="folio-island-2-" style="display:contents"><div><folio-slot style="display:contents"><p>Seen <strong>once</strong></p></folio-slot></div></folio-island>',
    );
    expect(result.html.match(/Seen/g)).toHaveLength(1);
  });

  it('ships no island script for pages without interactive components', async () => {
    const render = runtime();
    const result = await render(
      'export const Badge = ({ label }) => <b>{label}</b>;\n\n<Badge label="x" />\n',
    );
    expect(result.html).toBe('<b>x</b>');
    expect(result.islandScript).toBeUndefined();
  });

  it('keeps an island static, with a warning, when its props cannot reach the browser', async () => {
    const render = runtime();
    const result = await render(
      'export const Run = ({ action }) => <button onClick={action}>go</button>;\n\n<Run action={() => 1} />\n',
    );
    expect(result.html).toBe('<button>go</button>');
    expect(result.islandScript).toBeUndefined();
    expect(result.diagnostics.map((item) => item.position)).toEqual([
      { file: 'page.mdx', line: 3, column: 1 },
    ]);
    expect(result.diagnostics.map((item) => item.message)).toEqual([
      '<Run> is shown without interactivity: its prop `action` cannot be sent to the browser (only text, numbers, booleans, arrays and objects can)',
    ]);
  });

  it("keeps an island static, with a warning, when it draws Folio's own components", async () => {
    const Tree = ({ children }: { children?: unknown }) => h('ul', null, children as never);
    const Folder = ({ name }: { name?: unknown }) => h('li', null, String(name));
    const extra = { Tree: Object.assign(Tree, { Folder }) };
    const render = runtime(
      {
        'snippets/stars.jsx': [
          'const Frame = ({ children }) => <Note>{children}</Note>;',
          'export const Stars = () => { const [n, setN] = useState(0); return <Frame><button onClick={() => setN(n + 1)}>{n}</button></Frame>; };',
          '',
        ].join('\n'),
      },
      extra,
    );
    const result = await render(
      [
        "import { Stars } from '/snippets/stars.jsx';",
        '',
        'export const Rated = () => { const [n, setN] = useState(1); return <Box cols={n}><Tree.Folder name="a" /><i onClick={() => setN(n + 1)}>{n}</i></Box>; };',
        '',
        '<Rated />',
        '',
        '<Stars />',
        '',
      ].join('\n'),
    );
    expect(result.html).toBe(
      '<div data-cols="1"><li>a</li><i>1</i></div>\n<aside class="note"><button>0</button></aside>',
    );
    expect(result.islandScript).toBeUndefined();
    expect(
      result.diagnostics.map((item) => [item.code, item.message, item.position?.line, item.hint]),
    ).toEqual([
      [
        'island-static',
        '<Rated> is shown without interactivity: it draws <Box>, <Tree.Folder>, which Folio renders on the server only',
        5,
        "Write Folio's components in the page, around or beside the interactive one, or draw that part with HTML elements",
      ],
      [
        'island-static',
        '<Stars> is shown without interactivity: it draws <Note>, which Folio renders on the server only',
        7,
        "Write Folio's components in the page, around or beside the interactive one, or draw that part with HTML elements",
      ],
    ]);
  });

  it('gives page code a frozen copy of React, never the module itself', async () => {
    const render = runtime();
    const result = await render(
      'export const tamper = () => { React.useState = null; React.default = {}; };\n\nA {tamper()} {typeof React.useState} {Object.isFrozen(React) ? "frozen" : "open"} {typeof React.default} {typeof React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE}\n',
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.html).toBe('<p>A  function frozen undefined undefined</p>');
  });
});
