import { describe, expect, it } from 'vitest';
import { siteBackground } from './site-background.ts';

describe('siteBackground', () => {
  it('sets the page colour per mode, after and as specific as a theme', () => {
    const { css } = siteBackground({ color: { light: '#fefce8', dark: '#1c1917' } });
    expect(css).toBe(
      "html[data-folio-theme]{--folio-bg:#fefce8}\nhtml[data-folio-theme][data-theme='dark']{--folio-bg:#1c1917}",
    );
  });

  it('draws each decoration with CSS on a fixed layer behind the page', () => {
    for (const decoration of ['gradient', 'grid', 'windows']) {
      const { css, diagnostics } = siteBackground({ decoration });
      expect(css).toMatch(/^body::before\{content:'';position:fixed;inset:0;z-index:-1;/);
      expect(css).not.toContain('url(');
      expect(diagnostics).toEqual([]);
    }
  });

  it('uses one image for both modes, or one per mode', () => {
    expect(siteBackground({ image: '/images/bg.png' }).css).toBe(
      [
        'html body{background-image:url("/images/bg.png");background-size:cover;background-position:top center;background-attachment:fixed}',
        `html[data-theme='dark'] body{background-image:url("/images/bg.png");background-size:cover;background-position:top center;background-attachment:fixed}`,
      ].join('\n'),
    );
    const both = siteBackground({
      image: { light: 'images/light.png', dark: 'https://cdn.example.com/dark.png' },
    }).css;
    expect(both).toContain('html body{background-image:url("/images/light.png")');
    expect(both).toContain(
      `html[data-theme='dark'] body{background-image:url("https://cdn.example.com/dark.png")`,
    );
  });

  it('refuses an image outside the docs folder and an unknown decoration, positioned', () => {
    const position = { file: 'docs.json', line: 3, column: 5 };
    const result = siteBackground({ image: '../secret.png', decoration: 'stars' }, () => position);
    expect(result.css).toBe('');
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'background-ignored',
        message:
          'background.image "../secret.png" is neither an http(s) URL nor a file inside the docs folder; it is ignored.',
        hint: 'Give a URL or a path inside the docs folder, such as /images/background.png.',
        jsonPath: 'background.image',
        position,
      },
      {
        severity: 'warning',
        code: 'background-ignored',
        message:
          'background.decoration "stars" is not one of gradient, grid, windows; it is ignored.',
        hint: 'Use "gradient", "grid", "windows".',
        jsonPath: 'background.decoration',
        position,
      },
    ]);
  });
});
