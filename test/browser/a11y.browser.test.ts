/**
 * `folio a11y` end to end in the system's Chromium: a docs folder with an image without alt text
 * and a light primary colour is reported (the rule ids, the colour at its place in docs.json),
 * a clean folder and the `folio init` starter pass, and the colours the contrast check computes
 * without a browser are the ones Chromium draws.
 *
 * @module
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { serveStatic } from '../../src/dev/index.ts';
import { colorUses } from '../../src/a11y/color-uses.ts';
import { parseHexColor, toHex } from '../../src/a11y/contrast.ts';
import type { A11yReport } from '../../src/a11y/index.ts';
import { runFolio } from '../helpers/run-folio.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { chromiumPath, launchChromium, openPage } from './helpers/browser.ts';

/** A one-pixel PNG. */
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000000000200015e2c5e9c0000000049454e44ae426082',
  'hex',
);

function site(primary: string, guide: string): Record<string, string | Uint8Array> {
  return {
    'docs.json': `{
  "name": "Checked",
  "colors": { "primary": "${primary}", "light": "#4ADE80" },
  "navigation": { "groups": [{ "group": "Start", "pages": ["index", "guide"] }] }
}
`,
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome. Read the [guide](/guide).\n',
    'guide.mdx': `---\ntitle: Guide\ntag: New\n---\n\n${guide}\n`,
    'chart.png': png,
  };
}

const run = (root: string, ...args: string[]) =>
  runFolio(['a11y', root, '--browser', chromiumPath, ...args]);

describe('folio a11y', () => {
  it('reports an image without alt text and a light primary colour', async () => {
    const root = await tempDocs(site('#FACC15', 'A chart:\n\n<img src="/chart.png" />'));
    const text = await run(root);
    expect(text.code).toBe(1);
    expect(text.stderr).toBe('');
    expect(text.stdout).toContain('docs.json:3:26');
    expect(text.stdout).toContain(
      'error[low-contrast-color]: colors.primary #FACC15 has too little contrast in light mode: accent text 3.11:1, tags on the current item 2.81:1, button labels 1.53:1; WCAG AA asks for 4.5:1',
    );
    expect(text.stdout).toContain('fix: Use a darker shade that passes, such as "#8c720c".');
    expect(text.stdout).toMatch(
      /\/guide\n {2}critical {2}image-alt {2}Images must have alternative text \(1 element\)\n {12}img\n {12}https:\/\/dequeuniversity\.com\/rules\/axe\/[\d.]+\/image-alt/,
    );

    const json = await run(root, '--json', '--pages', '/guide', '--fail-on', 'critical');
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as A11yReport;
    expect(report.summary.pages).toBe(1);
    expect(report.modes).toEqual(['light', 'dark']);
    const guide = report.pages.find((page) => page.route === '/guide');
    const imageAlt = guide?.issues.find((issue) => issue.rule === 'image-alt');
    expect(imageAlt).toMatchObject({ impact: 'critical', modes: ['light', 'dark'] });
    expect(imageAlt?.elements).toEqual([
      {
        selector: 'img',
        html: '<img src="/chart.png" data-folio-zoom="">',
        modes: ['light', 'dark'],
      },
    ]);
    // The light primary is also caught by axe on the page, in light mode only.
    const contrast = guide?.issues.find((issue) => issue.rule === 'color-contrast');
    expect(contrast?.modes).toEqual(['light']);
    expect(report.diagnostics.map((item) => [item.code, item.position])).toEqual([
      ['low-contrast-color', { file: 'docs.json', line: 3, column: 26 }],
    ]);
  });

  it('passes a folder with no critical issue and readable colours', async () => {
    const root = await tempDocs(
      site('#15803D', 'A chart:\n\n<img src="/chart.png" alt="Sales by month" />'),
    );
    const result = await run(root, '--fail-on', 'critical', '--json');
    const report = JSON.parse(result.stdout) as A11yReport;
    expect(report.summary.byImpact.critical).toBe(0);
    expect(report.colors.map((color) => [color.mode, color.passes])).toEqual([
      ['light', true],
      ['dark', true],
    ]);
    expect(report.summary.pages).toBe(3);
    expect(result.code).toBe(0);
  });

  it("passes the starter folio init writes, with Folio's default colours", async () => {
    const root = path.join(await tempDocs({}), 'starter');
    expect((await runFolio(['init', root, '--yes'])).code).toBe(0);
    const result = await run(root, '--json');
    const report = JSON.parse(result.stdout) as A11yReport;
    // Every page, both modes, the starter's endpoint pages and the default colours included.
    expect(report.summary.pages).toBeGreaterThan(8);
    expect(report.modes).toEqual(['light', 'dark']);
    expect(report.colors.map((color) => [color.value, color.passes])).toEqual([
      ['#15803D', true],
      ['#5BA677', true],
    ]);
    expect(report.pages.flatMap((page) => page.issues)).toEqual([]);
    expect(report.summary.issues).toBe(0);
    expect(result.code).toBe(0);
  });

  it('computes the colours Chromium draws with the configured accent', async () => {
    const root = await tempDocs(site('#C026D3', 'Text.'));
    const outDir = `${root}/.out`;
    expect((await buildSite(root, { outDir, cache: false })).written).toBe(true);
    const server = await serveStatic(outDir);
    const browser = await launchChromium();
    try {
      for (const mode of ['light', 'dark'] as const) {
        const tab = await openPage(browser, { colorScheme: mode });
        await tab.page.goto(`${server.url}/guide`);
        const drawn = await tab.page.evaluate(() => {
          const canvas = document.createElement('canvas');
          canvas.width = 1;
          canvas.height = 1;
          const context = canvas.getContext('2d', { willReadFrequently: true });
          if (!context) throw new Error('no canvas');
          /** `color` painted over `below`, as #rrggbb. */
          const paint = (color: string, below = '#ffffff'): string => {
            context.fillStyle = below;
            context.fillRect(0, 0, 1, 1);
            context.fillStyle = color;
            context.fillRect(0, 0, 1, 1);
            const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
            return `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
          };
          const style = (selector: string): CSSStyleDeclaration => {
            const element = document.querySelector(selector);
            if (!element) throw new Error(`no ${selector}`);
            return getComputedStyle(element);
          };
          /** What shows behind `selector`: its ancestors' backgrounds, painted in order. */
          const backdrop = (selector: string): string => {
            const layers: string[] = [];
            let node = document.querySelector(selector)?.parentElement ?? null;
            for (; node !== null; node = node.parentElement) {
              layers.unshift(getComputedStyle(node).backgroundColor);
            }
            return layers.reduce((below, layer) => paint(layer, below), '#ffffff');
          };
          const page = paint(style('body').backgroundColor);
          return {
            page,
            text: paint(style('.folio-eyebrow').color),
            tagText: paint(style('.folio-tag').color),
            tint: paint(style('.folio-tag').backgroundColor, backdrop('.folio-tag')),
            eyebrowBehind: backdrop('.folio-eyebrow'),
            buttonText: paint(style('.folio-skip-link').color),
            button: paint(style('.folio-skip-link').backgroundColor),
          };
        });
        await tab.close();
        const accent = parseHexColor(mode === 'light' ? '#C026D3' : '#4ADE80');
        if (!accent) throw new Error('unreadable');
        const [text, tint, button] = colorUses(accent, mode).map((use) => ({
          foreground: toHex(use.foreground),
          background: toHex(use.background),
        }));
        const close = (a: string, b: string | undefined): void => {
          // One step of rounding apart at most: the browser mixes in floating point too.
          const [x, y] = [parseHexColor(a), parseHexColor(b ?? '')];
          if (!x || !y) throw new Error(`unreadable ${a} ${String(b)}`);
          for (const channel of ['r', 'g', 'b'] as const) {
            expect(Math.abs(x[channel] - y[channel]), `${a} vs ${String(b)}`).toBeLessThanOrEqual(
              1,
            );
          }
        };
        close(drawn.page, text?.background);
        close(drawn.eyebrowBehind, text?.background);
        close(drawn.text, text?.foreground);
        close(drawn.tagText, tint?.foreground);
        close(drawn.tint, tint?.background);
        close(drawn.buttonText, button?.foreground);
        close(drawn.button, button?.background);
      }
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('says how to get a browser when the one given does not exist', async () => {
    const root = await tempDocs(site('#15803D', 'Text.'));
    const result = await runFolio(['a11y', root, '--browser', '/nowhere/chromium']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'error[no-browser]: --browser /nowhere/chromium is not a program this user can run',
    );
    expect(result.stderr).toContain('folio a11y never downloads a browser.');
  });
});

describe('folio a11y --pages', () => {
  it('refuses a list that matches no page, naming some that exist', async () => {
    const root = await tempDocs(site('#15803D', 'Text.'));
    const result = await run(root, '--pages', '/guides/**');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'folio a11y: --pages /guides/** matches none of the 3 pages (such as /, /404.html, /guide)\nRun folio a11y --help for usage.\n',
    );
  });
});
