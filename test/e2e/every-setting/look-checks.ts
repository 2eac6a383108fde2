/**
 * The every-setting checks of the keys that change how the site looks: theme, colours, logo,
 * favicon, appearance, fonts, icons, background, styling, banner and the Open Graph images.
 * Each reads the HTML, CSS or image the build wrote; `test/browser/every-setting.browser.test.ts`
 * checks the same keys' computed styles in Chromium.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { asset, builtSite, page, read, type Check } from './built-site.ts';
import { pngPixels } from './png-pixels.ts';

const guide = () => page('guide');

/** The pixels of the Open Graph image the page's og:image names. */
async function ogPixels(route: string) {
  const image = /<meta property="og:image" content="[^"]*?(\/_folio\/og\/[0-9a-f]+\.png)"/.exec(
    await page(route),
  )?.[1];
  if (image === undefined) throw new Error(`no generated og:image on /${route}`);
  return pngPixels(await readFile(path.join((await builtSite()).out, image)));
}

const lightness = ([r, g, b]: [number, number, number]) => (r + g + b) / 3;

export const LOOK_CHECKS: Record<string, Check> = {
  theme: async () => {
    const html = await guide();
    expect(html).toContain('data-folio-theme="maple"');
    expect(html).toContain("html[data-folio-theme='maple'] { --folio-radius: 1rem;");
  },
  colors: async () => {
    expect(await guide()).toContain(
      ':root{--folio-primary:#7C3AED;--folio-primary-light:#A78BFA;--folio-primary-dark:#5B21B6}',
    );
  },
  'colors.primary': async () => {
    expect(await guide()).toContain('--folio-primary:#7C3AED;');
  },
  'colors.light': async () => {
    expect(await guide()).toContain('--folio-primary-light:#A78BFA;');
  },
  'colors.dark': async () => {
    expect(await guide()).toContain('--folio-primary-dark:#5B21B6');
  },
  logo: async () => {
    expect(await guide()).toMatch(/<a href="https:\/\/example\.com\/home" class="folio-logo"/);
  },
  'logo.light': async () => {
    expect(await guide()).toContain('<img class="folio-logo-light" src="/logo.svg"');
  },
  'logo.dark': async () => {
    expect(await guide()).toContain('<img class="folio-logo-dark" src="/logo-dark.svg"');
  },
  'logo.href': async () => {
    expect(await guide()).toContain('href="https://example.com/home"');
  },
  favicon: async () => {
    expect(await guide()).toMatch(/<link rel="icon" href="\/logo(-dark)?\.svg"/);
  },
  'favicon.light': async () => {
    expect(await guide()).toContain(
      '<link rel="icon" href="/logo.svg" media="(prefers-color-scheme: light)"/>',
    );
  },
  'favicon.dark': async () => {
    expect(await guide()).toContain(
      '<link rel="icon" href="/logo-dark.svg" media="(prefers-color-scheme: dark)"/>',
    );
  },
  appearance: async () => {
    expect(await guide()).toContain('const d="dark";const s=null;');
  },
  'appearance.default': async () => {
    expect(await guide()).toContain('const d="dark";');
  },
  'appearance.strict': async () => {
    const html = await guide();
    // Strict: the stored choice is not read, and there is no toggle to make one.
    expect(html).toContain('const s=null;');
    expect(html).not.toContain('data-folio-theme-toggle');
  },
  fonts: async () => {
    expect(await guide()).toContain('@font-face{font-family:"Every Sans"');
  },
  'fonts.family': async () => {
    expect(await guide()).toContain('@font-face{font-family:"Every Sans"');
  },
  'fonts.weight': async () => {
    expect(await guide()).toMatch(/font-family:"Every Sans";[^}]*font-weight:500/);
  },
  'fonts.source': async () => {
    expect(await guide()).toContain(
      'font-family:"Every Sans";src:url("/fonts/KaTeX_Main-Regular.woff2")',
    );
    expect(await read('fonts/KaTeX_Main-Regular.woff2')).not.toBe('');
  },
  'fonts.format': async () => {
    expect(await guide()).toMatch(/"Every Sans";src:url\("[^"]+"\) format\('woff2'\)/);
  },
  'fonts.heading': async () => {
    const html = await guide();
    expect(html).toContain('--folio-font-heading:"Every Heading"');
    expect(html).toMatch(/font-family:"Every Heading";[^}]*font-weight:700/);
    expect(html).toContain('--folio-heading-weight:700');
  },
  'fonts.body': async () => {
    expect(await guide()).toContain('--folio-font:"Every Body"');
  },
  icons: async () => {
    expect(await asset('icons')).toContain('stroke="currentColor" stroke-width="2"');
  },
  'icons.library': async () => {
    // Lucide draws with strokes on a 24-unit grid; Font Awesome (the default) fills paths.
    expect(await asset('icons')).toMatch(
      /<symbol id="[^"]+" viewBox="0 0 24 24" fill="none" stroke="currentColor"/,
    );
  },
  background: async () => {
    expect(await guide()).toContain('html body{background-image:url("/images/backdrop.svg")');
  },
  'background.decoration': async () => {
    // `grid`: two line gradients behind the page.
    expect(await guide()).toMatch(
      /body::before\{[^}]*background-image:linear-gradient\(to right,var\(--folio-border\) 1px/,
    );
  },
  'background.color': async () => {
    expect(await guide()).toContain('html[data-folio-theme]{--folio-bg:#FEFCE8}');
  },
  'background.color.light': async () => {
    expect(await guide()).toContain('html[data-folio-theme]{--folio-bg:#FEFCE8}');
  },
  'background.color.dark': async () => {
    expect(await guide()).toContain(
      "html[data-folio-theme][data-theme='dark']{--folio-bg:#1C1917}",
    );
  },
  'background.image': async () => {
    expect(await read('images/backdrop.svg')).toContain('<svg');
  },
  'background.image.light': async () => {
    expect(await guide()).toContain('html body{background-image:url("/images/backdrop.svg")');
  },
  'background.image.dark': async () => {
    expect(await guide()).toContain(
      `html[data-theme='dark'] body{background-image:url("/images/backdrop-dark.svg")`,
    );
  },
  styling: async () => {
    expect(await page('guide/fields')).toContain('<nav class="folio-breadcrumbs"');
  },
  'styling.eyebrows': async () => {
    expect(await page('guide/fields')).toContain(
      '<nav class="folio-breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/guide">Guide</a>',
    );
  },
  'styling.latex': async () => {
    // true: KaTeX's stylesheet on every page, even one without math.
    expect(await page('tools/cli')).toContain('href="/_folio/katex/katex.min.css"');
  },
  'styling.codeblocks': async () => {
    expect(await page('guide/fields')).toContain('class="shiki shiki-themes github-light dracula"');
  },
  'styling.codeblocks.theme': async () => {
    // dracula's background and github-light's, side by side for the two modes.
    expect(await page('guide/fields')).toContain('--shiki-light-bg:#fff;--shiki-dark-bg:#282A36');
  },
  'styling.codeblocks.languages': async () => {
    expect(await page('guide/fields')).toContain('data-language="cow"');
  },
  'styling.codeblocks.languages.custom': async () => {
    // `moo` is a keyword of the fixture's grammar: coloured as one in both themes.
    expect(await page('guide/fields')).toContain(
      '<span style="--shiki-light:#D73A49;--shiki-dark:#FF79C6">moo</span>',
    );
  },
  banner: async () => {
    expect(await guide()).toContain('<div class="folio-banner folio-banner-warning"');
  },
  'banner.content': async () => {
    expect(await guide()).toContain(
      '<div class="folio-banner-content">Banner <strong>text</strong> here</div>',
    );
  },
  'banner.dismissible': async () => {
    const html = await guide();
    expect(html).toContain('data-folio-banner-close=""');
    expect(html).toMatch(/data-folio-banner="[0-9a-f]+"/);
  },
  'banner.type': async () => {
    expect(await guide()).toContain('folio-banner-warning');
  },
  'banner.color': async () => {
    expect(await guide()).toContain('--folio-banner-light:#FDE68A;--folio-banner-dark:#78350F');
  },
  'banner.color.light': async () => {
    expect(await guide()).toContain('--folio-banner-light:#FDE68A');
  },
  'banner.color.dark': async () => {
    expect(await guide()).toContain('--folio-banner-dark:#78350F');
  },
  thumbnails: async () => {
    expect(await page('guide/first')).toMatch(
      /<meta property="og:image" content="[^"]*\/_folio\/og\/[0-9a-f]+\.png"/,
    );
  },
  'thumbnails.generate': async () => {
    // The fixture has no site address: only `generate: true` makes the images.
    expect((await ogPixels('guide/first')).length).toBe(1200 * 630);
  },
  'thumbnails.background': async () => {
    // The fixture's backdrop is #FDE68A: most of the card shows it.
    const pixels = await ogPixels('guide/first');
    const backdrop = pixels.filter(([r, g, b]) => r === 0xfd && g === 0xe6 && b === 0x8a);
    expect(backdrop.length).toBeGreaterThan(pixels.length / 2);
  },
  'thumbnails.appearance': async () => {
    // Dark cards write the title in a near-white colour, light ones in a dark one.
    const pixels = await ogPixels('guide/first');
    expect(pixels.some((pixel) => lightness(pixel) > 240)).toBe(true);
  },
};
