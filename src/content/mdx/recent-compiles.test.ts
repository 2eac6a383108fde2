import { describe, expect, it, vi } from 'vitest';
import { compileMdx } from './compile-mdx.ts';
import type { CompiledMdx } from './compile-mdx.ts';
import { RecentCompiles } from './recent-compiles.ts';

const exists = (file: string): boolean => file === 'snippets/note.mdx';

/** A RecentCompiles and a compile function counting its calls. */
function setup(size?: number) {
  const recent = new RecentCompiles(size);
  const compiles = vi.fn((source: string, file: string) =>
    compileMdx(source, { file, fileExists: exists }),
  );
  const get = (source: string, file: string): Promise<CompiledMdx> =>
    recent.get(source, file, false, () => compiles(source, file));
  return { get, compiles };
}

const text = [
  '# Setup',
  '',
  'See [the API](/api/start) and <Card title="A">B</Card>.',
  '',
  "import Note from '/snippets/note.mdx';",
  "import Gone from '/snippets/gone.mdx';",
  '',
  '<Note />',
].join('\n');

describe('RecentCompiles', () => {
  it('compiles a text once and names the other file in its copy', async () => {
    const { get, compiles } = setup();
    const first = await get(text, 'v1/guides/setup.mdx');
    const copy = await get(text, 'v2/guides/setup.mdx');
    expect(compiles).toHaveBeenCalledTimes(1);
    expect(copy.file).toBe('v2/guides/setup.mdx');
    expect(copy.tree).toBe(first.tree);
    expect(copy.diagnostics.map((item) => item.position)).toEqual([
      { file: 'v2/guides/setup.mdx', line: 6, column: 1 },
    ]);
    expect(first.diagnostics.map((item) => item.position?.file)).toEqual(['v1/guides/setup.mdx']);
    expect(copy.componentPositions.get('Card')).toEqual({
      file: 'v2/guides/setup.mdx',
      line: 3,
      column: 31,
    });
    expect(copy.sections).toEqual(first.sections);
  });

  it('compiles again in another folder when links or imports are relative to the file', async () => {
    const { get, compiles } = setup();
    const link = 'See [setup](./setup).';
    expect((await get(link, 'v1/a.mdx')).links[0]?.url).toBe('/v1/setup');
    expect((await get(link, 'v2/a.mdx')).links[0]?.url).toBe('/v2/setup');
    const imported = "import X from './x.mdx';\n\n<X />";
    await get(imported, 'v1/a.mdx');
    await get(imported, 'v2/a.mdx');
    expect(compiles).toHaveBeenCalledTimes(4);
    // The same file with the same text is still one compile.
    await get(link, 'v2/a.mdx');
    expect(compiles).toHaveBeenCalledTimes(4);
  });

  it('keeps only the most recent texts', async () => {
    const { get, compiles } = setup(2);
    await get('one', 'a.mdx');
    await get('two', 'a.mdx');
    await get('one', 'b.mdx'); // one is now the most recent
    await get('three', 'a.mdx'); // two goes
    expect(compiles).toHaveBeenCalledTimes(3);
    await get('one', 'c.mdx');
    await get('two', 'c.mdx');
    expect(compiles).toHaveBeenCalledTimes(4);
  });

  it('tells Markdown and MDX of the same text apart', async () => {
    const recent = new RecentCompiles();
    const source = 'a <b>c</b>';
    const mdx = await recent.get(source, 'a.mdx', false, () =>
      compileMdx(source, { file: 'a.mdx', fileExists: exists }),
    );
    const md = await recent.get(source, 'a.md', true, () =>
      compileMdx(source, { file: 'a.md', fileExists: exists, markdown: true }),
    );
    expect(md.tree).not.toBe(mdx.tree);
  });

  it('does not keep a compile that failed', async () => {
    const recent = new RecentCompiles();
    const failing = vi.fn(() => Promise.reject(new Error('disk gone')));
    await expect(recent.get('x', 'a.mdx', false, failing)).rejects.toThrow('disk gone');
    await expect(recent.get('x', 'a.mdx', false, failing)).rejects.toThrow('disk gone');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
