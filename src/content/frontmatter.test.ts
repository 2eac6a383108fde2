import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter.ts';
import { pageMetaOf } from './page-meta.ts';

describe('parseFrontmatter', () => {
  it('reads fields and where the body starts', () => {
    const fm = parseFrontmatter(
      '---\ntitle: Quickstart\nsidebarTitle: Start\nhidden: true\n---\n\n# Body\n',
      'a.mdx',
    );
    expect(fm.data).toEqual({ title: 'Quickstart', sidebarTitle: 'Start', hidden: true });
    expect(fm.bodyLine).toBe(6);
    expect(fm.keyLines.get('hidden')).toBe(4);
    expect(pageMetaOf(fm)).toMatchObject({
      title: 'Quickstart',
      sidebarTitle: 'Start',
      hidden: true,
    });
  });

  it('handles CRLF and a byte-order mark', () => {
    const fm = parseFrontmatter(
      '\uFEFF---\r\ntitle: "Windows"\r\nopenapi: GET /plants\r\n---\r\nBody\r\n',
      'a.mdx',
    );
    expect(fm.data).toEqual({ title: 'Windows', openapi: 'GET /plants' });
    expect(fm.bodyLine).toBe(5);
  });

  it('treats a page without frontmatter as empty', () => {
    expect(parseFrontmatter('# Just a page\n', 'a.mdx').data).toEqual({});
  });

  it('reports invalid YAML at its line, as a warning', () => {
    const fm = parseFrontmatter('---\ntitle: ok\ndescription: a: b: c\n---\n', 'a.mdx');
    expect(fm.data).toEqual({});
    expect(fm.diagnostics.map((d) => [d.severity, d.code, d.position?.line])).toEqual([
      ['warning', 'frontmatter', 3],
    ]);
  });

  it('reads quoted values continued at the margin, as the platform does', () => {
    const fm = parseFrontmatter(
      '---\ntitle: "Multi"\ndescription: "first line\nsecond: line"\nalt: \'it\'\'s\n  here\'\nicon: star\n---\nBody\n',
      'a.mdx',
    );
    expect(fm.diagnostics).toEqual([]);
    expect(fm.data).toEqual({
      title: 'Multi',
      description: 'first line second: line',
      alt: "it's here",
      icon: 'star',
    });
    expect([...fm.keyLines]).toEqual([
      ['title', 2],
      ['description', 3],
      ['alt', 5],
      ['icon', 7],
    ]);
    expect(fm.bodyLine).toBe(9);
  });

  it('still reports a quote that never closes', () => {
    const fm = parseFrontmatter('---\ntitle: ok\ndescription: "open\n---\nBody\n', 'a.mdx');
    expect(fm.data).toEqual({});
    expect(fm.diagnostics.map((d) => [d.message, d.position?.line, d.position?.column])).toEqual([
      ['Invalid YAML in frontmatter: Missing closing "quote; the frontmatter is ignored', 4, 1],
    ]);
  });

  it('reports frontmatter that never ends', () => {
    expect(parseFrontmatter('---\ntitle: x\n', 'a.mdx').diagnostics.map((d) => d.message)).toEqual([
      'Frontmatter starts with --- but never ends',
    ]);
  });

  it("keeps none of the page's text alive through its values", () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    // 40 pages of 1 MB each, read and let go, as a build does: their frontmatter stays.
    const kept = Array.from({ length: 40 }, (_, index) =>
      parseFrontmatter(
        `---\ntitle: A page title of some length ${String(index)}\nmode: wide\n---\n\n${'Body text. '.repeat(100_000)}${String(index)}`,
        `page-${String(index)}.mdx`,
      ),
    );
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(kept[39]?.data['title']).toBe('A page title of some length 39');
    expect(grown).toBeLessThan(8_000_000);
  });
});
