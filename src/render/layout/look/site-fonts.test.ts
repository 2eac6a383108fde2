import { describe, expect, it } from 'vitest';
import { fontFace, fontSource, googleFontsUrl, siteFonts } from './site-fonts.ts';

describe('siteFonts', () => {
  it('loads a family without a source from Google Fonts and allows its origins', () => {
    const fonts = siteFonts({ family: 'Open Sans', weight: 600 });
    expect(fonts.stylesheets).toEqual([
      'https://fonts.googleapis.com/css2?family=Open+Sans:wght@600&display=swap',
    ]);
    expect(fonts.sources).toEqual({
      'font-src': ['https://fonts.gstatic.com'],
      'style-src': ['https://fonts.googleapis.com'],
    });
    expect(fonts.css).toContain('--folio-font:"Open Sans", ui-sans-serif');
    expect(fonts.css).toContain('--folio-font-heading:"Open Sans", ui-sans-serif');
    expect(fonts.diagnostics).toEqual([]);
  });

  it('points an @font-face at a source URL without fetching it, and allows that origin', () => {
    const fonts = siteFonts({
      family: 'Brand',
      weight: 500,
      source: 'https://cdn.example.com/fonts/brand.woff',
    });
    expect(fonts.css).toContain(
      `@font-face{font-family:"Brand";src:url("https://cdn.example.com/fonts/brand.woff") format('woff');font-weight:500;font-display:swap}`,
    );
    expect(fonts.stylesheets).toEqual([]);
    expect(fonts.sources).toEqual({ 'font-src': ['https://cdn.example.com'] });
  });

  it('serves a local file of the docs folder from the site root', () => {
    const fonts = siteFonts({ family: 'Local', source: 'fonts/local.woff2', format: 'woff2' });
    expect(fonts.css).toContain(`src:url("/fonts/local.woff2") format('woff2')`);
    expect(fonts.sources).toEqual({});
  });

  it('gives headings and body text their own families', () => {
    const fonts = siteFonts({
      family: 'Inter',
      heading: { family: 'Playfair Display', weight: 700 },
      body: { family: 'Source Serif 4' },
    });
    expect(fonts.css).toContain('--folio-font:"Source Serif 4"');
    expect(fonts.css).toContain('--folio-font-heading:"Playfair Display"');
    expect(fonts.css).toContain('--folio-heading-weight:700');
    expect(fonts.stylesheets).toHaveLength(3);
  });

  it.each([
    [
      '../outside.woff2',
      'fonts.source "../outside.woff2" is outside the docs folder; the font is not loaded.',
    ],
    [
      'fonts/../../etc/x.woff2',
      'fonts.source "fonts/../../etc/x.woff2" is outside the docs folder; the font is not loaded.',
    ],
    [
      'file:///etc/x.woff2',
      'fonts.source "file:///etc/x.woff2" is neither an https:// URL nor a file of the docs folder; the font is not loaded.',
    ],
    [
      'C:\\fonts\\x.woff2',
      'fonts.source "C:\\fonts\\x.woff2" is neither an https:// URL nor a file of the docs folder; the font is not loaded.',
    ],
    [
      'http://cdn.example.com/x.woff2',
      'fonts.source "http://cdn.example.com/x.woff2" is not an https:// URL; the font is not loaded.',
    ],
  ])('refuses the source %s with a positioned warning', (source, message) => {
    const position = { file: 'docs.json', line: 4, column: 15 };
    const fonts = siteFonts({ family: 'Brand', source }, (jsonPath) =>
      jsonPath.join('.') === 'fonts.source' ? position : undefined,
    );
    expect(fonts.css).toBe('');
    expect(fonts.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'font-ignored',
        message,
        hint: 'Give an https:// URL or a path inside the docs folder, such as /fonts/brand.woff2.',
        jsonPath: 'fonts.source',
        position,
      },
    ]);
  });

  it('warns about a weight or a format it cannot use, and keeps the font', () => {
    const fonts = siteFonts({ family: 'Inter', weight: 'bold', format: 'ttf' });
    expect(fonts.diagnostics.map((item) => item.message)).toEqual([
      'fonts.weight must be a number from 1 to 1000; it is ignored.',
      'fonts.format must be "woff" or "woff2"; it is ignored.',
    ]);
    expect(fonts.css).toContain('--folio-font:"Inter"');
  });

  it('refuses a family that would break out of the stylesheet', () => {
    const fonts = siteFonts({ family: 'x}</style><script>' });
    expect(fonts.css).toBe('');
    expect(fonts.diagnostics[0]?.message).toBe(
      'fonts.family must be a font family name; it is ignored.',
    );
  });
});

describe('font helpers', () => {
  it('writes Google Fonts URLs with sorted weights', () => {
    expect(googleFontsUrl('IBM Plex Sans', [700, 400])).toBe(
      'https://fonts.googleapis.com/css2?family=IBM+Plex+Sans:wght@400;700&display=swap',
    );
    expect(googleFontsUrl('Inter', [])).toBe(
      'https://fonts.googleapis.com/css2?family=Inter&display=swap',
    );
  });

  it('guesses the format from the file name', () => {
    expect(fontFace({ family: 'A', source: '/a.woff' })).toContain(`format('woff')`);
    expect(fontFace({ family: 'A', source: '/a.woff2' })).toContain(`format('woff2')`);
    expect(fontSource('/fonts/./a.woff2')).toEqual({ url: '/fonts/a.woff2' });
  });
});
