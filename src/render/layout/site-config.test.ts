import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from '../../config/index.ts';
import type { DocsConfig } from '../../config/index.ts';
import { resolveNavigation } from '../../navigation/index.ts';
import { siteConfigOf } from './site-config.ts';

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
