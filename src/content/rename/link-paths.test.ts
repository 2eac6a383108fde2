import { describe, expect, it } from 'vitest';
import { linkRoute, linkTo, relocatedUrl } from './link-paths.ts';

describe('linkRoute', () => {
  it('resolves absolute and relative links to routes, as the build does', () => {
    expect(linkRoute('/guides/a', 'index.mdx')).toBe('/guides/a');
    expect(linkRoute('/guides/a/', 'x.mdx')).toBe('/guides/a');
    expect(linkRoute('/guides/a.mdx#top', 'x.mdx')).toBe('/guides/a');
    expect(linkRoute('a?x=1', 'guides/b.mdx')).toBe('/guides/a');
    expect(linkRoute('../guides/a', 'reference/b.mdx')).toBe('/guides/a');
    expect(linkRoute('./', 'guides/b.mdx')).toBe('/guides');
    expect(linkRoute('/guides/index', 'x.mdx')).toBe('/guides');
    expect(linkRoute('/', 'x.mdx')).toBe('/');
  });

  it('leaves external URLs, bare anchors and paths out of the folder alone', () => {
    expect(linkRoute('https://example.com/guides/a', 'x.mdx')).toBeUndefined();
    expect(linkRoute('#top', 'x.mdx')).toBeUndefined();
    expect(linkRoute('../../a', 'guides/x.mdx')).toBeUndefined();
  });
});

describe('linkTo', () => {
  it('keeps the form of each link', () => {
    expect(linkTo('/guides/a', 'reference/b.mdx', 'index.mdx')).toBe('/reference/b');
    expect(linkTo('/guides/a/#x', 'reference/b.mdx', 'index.mdx')).toBe('/reference/b/#x');
    expect(linkTo('/guides/a.mdx?q=1', 'reference/b.mdx', 'x.mdx')).toBe('/reference/b.mdx?q=1');
    expect(linkTo('./a#x', 'guides/b.mdx', 'guides/c.mdx')).toBe('./b#x');
    expect(linkTo('./a', 'reference/b.mdx', 'guides/c.mdx')).toBe('../reference/b');
    expect(linkTo('a', 'guides/sub/b.mdx', 'guides/c.mdx')).toBe('sub/b');
    expect(linkTo('guides/a/', 'reference/b.md', 'index.mdx')).toBe('reference/b/');
  });

  it('names index pages by their folder unless the link wrote index', () => {
    expect(linkTo('/guides/a', 'reference/index.mdx', 'x.mdx')).toBe('/reference');
    expect(linkTo('/guides/index', 'reference/index.mdx', 'x.mdx')).toBe('/reference/index');
    expect(linkTo('/guides/a', 'index.mdx', 'x.mdx')).toBe('/');
    expect(linkTo('/guides/a/', 'index.mdx', 'x.mdx')).toBe('/');
  });
});

describe('relocatedUrl', () => {
  it('re-points relative URLs of a moved file from its new folder', () => {
    expect(relocatedUrl('./b', 'guides/a.mdx', 'reference/a.mdx')).toBe('../guides/b');
    expect(relocatedUrl('../images/x.png', 'guides/a.mdx', 'a.mdx')).toBe('images/x.png');
    expect(relocatedUrl('./images/x.png', 'guides/a.mdx', 'guides/deep/a.mdx')).toBe(
      '../images/x.png',
    );
    expect(relocatedUrl('b/#top', 'guides/a.mdx', 'a.mdx')).toBe('guides/b/#top');
  });

  it('gives import sources a leading ./ so they stay file paths', () => {
    expect(relocatedUrl('../snippets/x.mdx', 'guides/a.mdx', 'a.mdx', { importSource: true })).toBe(
      './snippets/x.mdx',
    );
  });

  it('changes nothing for absolute links, same-folder moves and paths out of the folder', () => {
    expect(relocatedUrl('/guides/b', 'guides/a.mdx', 'reference/a.mdx')).toBeUndefined();
    expect(relocatedUrl('./b', 'guides/a.mdx', 'guides/c.mdx')).toBeUndefined();
    expect(relocatedUrl('https://x.dev/b', 'guides/a.mdx', 'a.mdx')).toBeUndefined();
    expect(relocatedUrl('../../out', 'guides/a.mdx', 'a.mdx')).toBeUndefined();
  });
});
