import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { compactTokenStyles, tokenPalette } from './token-palette.ts';

function span(style: string): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { style },
    children: [{ type: 'text', value: 'x' }],
  };
}

describe('token palette', () => {
  it('gives every theme colour a class and writes one rule per class', async () => {
    const palette = await tokenPalette('github-light-default', 'github-dark-default');
    expect(palette.light.get('#CF222E')).toMatch(/^l[0-9a-z]+$/);
    expect(palette.dark.get('#FF7B72')).toMatch(/^d[0-9a-z]+$/);
    expect(palette.css).toContain(`.${palette.light.get('#CF222E') ?? ''}{--shiki-light:#CF222E}`);
  });

  it('replaces known colours with classes, drops the default colour, keeps unknown colours inline', async () => {
    const palette = await tokenPalette('github-light-default', 'github-dark-default');
    const keyword = span('--shiki-light:#CF222E;--shiki-dark:#FF7B72');
    const plain = span('--shiki-light:#1F2328;--shiki-dark:#E6EDF3');
    const odd = span('--shiki-light:#123456;--shiki-dark:#FF7B72');
    const italic = span(
      '--shiki-light:#CF222E;--shiki-dark:#FF7B72;--shiki-light-font-style:italic',
    );
    const pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: { style: '--shiki-light:#1f2328;--shiki-dark:#e6edf3' },
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: {},
          children: [keyword, plain, odd, italic],
        },
      ],
    };
    compactTokenStyles(pre, palette);
    expect(keyword.properties).toEqual({
      className: [palette.light.get('#CF222E'), palette.dark.get('#FF7B72')],
    });
    expect(plain.properties).toEqual({});
    expect(odd.properties['style']).toBe('--shiki-light:#123456;--shiki-dark:#FF7B72');
    expect(italic.properties['style']).toContain('font-style');
  });
});
