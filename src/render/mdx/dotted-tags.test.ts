import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../content/index.ts';
import { h } from '../h.ts';
import { MdxRuntime } from './mdx-runtime.ts';

const Tree = Object.assign(
  ({ children }: { children?: unknown }) => h('ul', null, children as never),
  { Folder: ({ name }: { name?: string }) => h('li', { className: 'folder' }, name) },
);

/** Renders `source` with a small library holding `Tree` and `Tree.Folder`. */
async function render(source: string) {
  const mdx = new MdxRuntime({
    components: { Tree, 'Tree.Folder': Tree.Folder },
    fileExists: () => false,
    readFile: () => Promise.resolve(''),
    site: { iconLibrary: 'fontawesome', resolveHref: (href) => href },
  });
  const compiled = await compileMdx(source, { file: 'page.mdx', fileExists: () => false });
  const rendered = await mdx.render(compiled);
  return { html: rendered.html.trim(), diagnostics: rendered.diagnostics };
}

describe('dotted tag names', () => {
  it('renders the children of an unknown dotted component and warns at its tag', async () => {
    const result = await render('Hi\n\n<GitHub.Repo repo="a/b">\n\nInside\n\n</GitHub.Repo>\n');
    expect(result.html).toBe('<p>Hi</p>\n<p>Inside</p>');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'unknown-component',
        message: 'Unknown component <GitHub.Repo>: its content is shown without it',
        position: { file: 'page.mdx', line: 3, column: 1 },
      }),
    ]);
  });

  it('treats a lowercase dotted tag with no such name as unknown, not as a code error', async () => {
    const result = await render('<motion.div>\n\nMoving\n\n</motion.div>\n');
    expect(result.html).toBe('<p>Moving</p>');
    expect(result.diagnostics.map((item) => item.message)).toEqual([
      'Unknown component <motion.div>: its content is shown without it',
    ]);
  });

  it('maps known dotted names to the library, and an unknown member of a known one to a warning', async () => {
    const result = await render(
      '<Tree>\n  <Tree.Folder name="app" />\n  <Tree.Nope>x</Tree.Nope>\n</Tree>\n',
    );
    expect(result.html).toBe('<ul><li class="folder">app</li>x</ul>');
    expect(result.diagnostics.map((item) => item.message)).toEqual([
      'Unknown component <Tree.Nope>: its content is shown without it',
    ]);
  });

  it('uses what the page itself defines under a dotted name', async () => {
    const result = await render(
      'export const Brand = { Logo: ({ size }) => <b>logo {size}</b> };\n\n<Brand.Logo size="2" />\n',
    );
    expect(result.html).toBe('<b>logo 2</b>');
    expect(result.diagnostics).toEqual([]);
  });

  it('leaves member expressions written in prose as code', async () => {
    const result = await render('export const site = { name: "Folio" };\n\nHello {site.name}\n');
    expect(result.html).toBe('<p>Hello Folio</p>');
  });
});
