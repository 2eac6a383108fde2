import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../../test/helpers/temp-docs.ts';
import { knownThemes } from '../../../config/index.ts';
import { loadDocsProject } from '../../../content/index.ts';
import { PageRenderer } from '../../page-renderer.ts';
import { lookChecks, siteLook, themeStylesheet } from './site-look.ts';

const colors = { primary: '#0d9373', light: '#55d799', dark: '#0b7a5f' };

describe('siteLook', () => {
  it.each(knownThemes)(
    'gives %s a stylesheet of its own, selected by data-folio-theme',
    (theme) => {
      const css = themeStylesheet(theme);
      expect(css).toContain(`html[data-folio-theme='${theme}']`);
      for (const other of knownThemes) {
        if (other !== theme) expect(css).not.toContain(`'${other}'`);
      }
    },
  );

  it('ships only the chosen theme, then colours, fonts and background, in that order', () => {
    const look = siteLook(
      {
        theme: 'linden',
        fonts: { family: 'Inter' },
        background: { color: { dark: '#000000' } },
      },
      colors,
    );
    expect(look.theme).toBe('linden');
    const parts = [
      "html[data-folio-theme='linden']",
      '--folio-primary:#0d9373;--folio-primary-light:#55d799;--folio-primary-dark:#0b7a5f',
      '--folio-font:"Inter"',
      "html[data-folio-theme][data-theme='dark']{--folio-bg:#000000}",
    ].map((part) => look.css.indexOf(part));
    expect(parts.every((at) => at >= 0)).toBe(true);
    expect(parts).toEqual([...parts].sort((a, b) => a - b));
    expect(look.css).not.toContain("'maple'");
    expect(look.stylesheets).toEqual([
      'https://fonts.googleapis.com/css2?family=Inter&display=swap',
    ]);
  });

  it('draws an unknown theme as mint', () => {
    expect(siteLook({ theme: 'birch' }, colors).theme).toBe('mint');
  });

  it("lists fonts' origins and the looks' warnings for the build", () => {
    const checks = lookChecks({
      fonts: { family: 'A', source: 'https://fonts.example.com/a.woff2' },
      background: { decoration: 'dots' },
    });
    expect(checks.sources).toEqual({ 'font-src': ['https://fonts.example.com'] });
    expect(checks.diagnostics.map((item) => item.code)).toEqual(['background-ignored']);
  });
});

describe('a rendered page', () => {
  it('names its theme on <html> and carries the look inline', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Looks',
        theme: 'sequoia',
        colors: { primary: '#0d9373', dark: '#0b7a5f' },
        fonts: { family: 'Lora', weight: 500 },
        navigation: { pages: ['index'] },
      },
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
    const renderer = new PageRenderer(await loadDocsProject(root), {
      css: '/_folio/folio.css',
      js: '/_folio/folio.js',
    });
    const page = renderer.nav.tree.routes.get('/');
    if (!page?.file) throw new Error('no home page');
    const { html } = await renderer.renderPage(
      page,
      await readFile(path.join(root, page.file), 'utf8'),
    );
    expect(html).toMatch(/<html [^>]*data-folio-theme="sequoia"/);
    expect(html).toContain(
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Lora:wght@500&amp;display=swap"/><link rel="stylesheet" href="/_folio/folio.css"/>',
    );
    expect(html).toContain("html[data-folio-theme='sequoia']");
    expect(html).toContain('--folio-primary-dark:#0b7a5f');
  });
});
