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
});
