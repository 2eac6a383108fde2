import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from '../../config/index.ts';
import type { DocsConfig } from '../../config/index.ts';
import { resolveNavigation } from '../../navigation/index.ts';
import { resolveIcon } from '../icons/index.ts';
import { instructionLines, siteConfigOf, styledIcon } from './site-config.ts';

function colorsOf(colors: DocsConfig['colors']): { primary: string; light: string; dark: string } {
  const full = { name: 'A', navigation: { pages: ['index'] }, colors } as DocsConfig;
  return siteConfigOf(full, resolveNavigation({ config: full, files: ['index.mdx'] })).colors;
}

describe('siteConfigOf colours', () => {
  it('draws a site without colours with the default and its shades', () => {
    expect(colorsOf(undefined)).toEqual({
      primary: '#15803D',
      light: '#5BA677',
      dark: '#116631',
    });
    expect(colorsOf(undefined)).toEqual(DEFAULT_COLORS);
  });

  it("uses a configured primary colour for the shades it leaves out, not the default's", () => {
    expect(colorsOf({ primary: '#C026D3' })).toEqual({
      primary: '#C026D3',
      light: '#C026D3',
      dark: '#C026D3',
    });
    expect(colorsOf({ primary: '#C026D3', light: '#E879F9' })).toEqual({
      primary: '#C026D3',
      light: '#E879F9',
      dark: '#C026D3',
    });
    expect(colorsOf({ light: '#E879F9' })).toEqual({
      primary: '#15803D',
      light: '#E879F9',
      dark: '#116631',
    });
  });
});

describe('a navbar link’s iconType', () => {
  const site = (link: Record<string, unknown>) => {
    const config = {
      name: 'A',
      navigation: { pages: ['index'] },
      navbar: { links: [{ label: 'Like', href: 'https://x.dev', ...link }] },
    } as DocsConfig;
    return siteConfigOf(config, resolveNavigation({ config, files: ['index.mdx'] }));
  };
  const pathOf = (svg: string) => /\sd="([^"]+)"/.exec(svg)?.[1] ?? '';

  it('gives a named icon that Font Awesome style', () => {
    expect(site({ icon: 'heart', iconType: 'regular' }).navbarLinks[0]?.icon).toEqual({
      name: 'heart',
      style: 'regular',
    });
    expect(site({ icon: 'heart' }).navbarLinks[0]?.icon).toBe('heart');
  });

  it('draws the styled icon, not the default one', () => {
    const regular = resolveIcon({ name: 'heart', style: 'regular' }, 'fontawesome');
    const solid = resolveIcon('heart', 'fontawesome');
    if (regular.kind !== 'svg' || solid.kind !== 'svg') throw new Error('heart not found');
    expect(pathOf(regular.svg)).not.toBe(pathOf(solid.svg));
    expect(site({ icon: 'heart', iconType: 'regular' }).iconSprite?.text).toContain(
      pathOf(regular.svg),
    );
  });

  it('leaves images, SVG markup and icon objects as they are', () => {
    expect(styledIcon('/images/like.svg', 'solid')).toBe('/images/like.svg');
    expect(styledIcon('<svg></svg>', 'solid')).toBe('<svg></svg>');
    expect(styledIcon({ name: 'heart', style: 'solid' }, 'regular')).toEqual({
      name: 'heart',
      style: 'solid',
    });
  });
});

describe('the icon sprite', () => {
  it("holds the icons of docs.json's navigation, which it takes from the resolved tree", () => {
    const config = {
      name: 'A',
      navigation: {
        global: { anchors: [{ anchor: 'Blog', href: 'https://x.dev', icon: 'rss' }] },
        tabs: [
          {
            tab: 'Guides',
            icon: 'book',
            groups: [{ group: 'Start', icon: 'rocket', pages: ['index'] }],
          },
          {
            tab: 'More',
            menu: [{ item: 'Tools', icon: 'wrench', pages: ['tools'] }],
          },
        ],
      },
    } as DocsConfig;
    const sprite = siteConfigOf(
      config,
      resolveNavigation({
        config,
        files: ['index.mdx', 'tools.mdx'],
        // A page's own icon (frontmatter), deep in the tree.
        pageMeta: (file) => (file === 'tools.mdx' ? { icon: 'flask' } : undefined),
      }),
    ).iconSprite;
    for (const name of ['rss', 'book', 'rocket', 'wrench', 'flask']) {
      const icon = resolveIcon(name, 'fontawesome');
      if (icon.kind !== 'svg') throw new Error(`${name} not found`);
      expect(sprite?.use(icon.svg), name).toBeDefined();
    }
  });
});

describe('markdown.instructions lines', () => {
  it('splits a string and joins a list into lines; blank is none', () => {
    expect(instructionLines('One.\nTwo.\n')).toEqual(['One.', 'Two.']);
    expect(instructionLines(['One.', 'Two.'])).toEqual(['One.', 'Two.']);
    expect(instructionLines(['', '  '])).toBeUndefined();
    expect(instructionLines(undefined)).toBeUndefined();
  });
});
