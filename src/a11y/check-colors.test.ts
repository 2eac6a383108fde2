import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import { checkColors } from './check-colors.ts';
import { contrastRatio, parseHexColor } from './contrast.ts';
import { colorUses } from './color-uses.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Loads a docs.json written as `text`, for real positions. */
async function loaded(text: string) {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-colors-'));
  folders.push(root);
  await writeFile(path.join(root, 'docs.json'), text);
  const result = await loadConfig(root);
  if (!result.config) throw new Error(JSON.stringify(result.diagnostics));
  return { config: result.config, locate: result.locate };
}

const navigation = '"navigation": {"pages": ["index"]}';

describe('checkColors', () => {
  it('passes colours that read well in both modes', async () => {
    const checks = checkColors({
      ...(await loaded(
        `{"name": "A", "colors": {"primary": "#15803D", "light": "#4ADE80"}, ${navigation}}`,
      )),
      level: 'AA',
    });
    expect(checks.map((check) => [check.mode, check.setting, check.passes])).toEqual([
      ['light', 'colors.primary', true],
      ['dark', 'colors.light', true],
    ]);
    expect(checks.every((check) => check.diagnostic === undefined)).toBe(true);
  });

  it('reports a light primary at its place in docs.json, with a darker shade', async () => {
    const text = `{\n  "name": "A",\n  "colors": {\n    "primary": "#FFFF00",\n    "light": "#FFFF00"\n  },\n  ${navigation}\n}\n`;
    const [light, dark] = checkColors({ ...(await loaded(text)), level: 'AA' });
    expect(dark?.passes).toBe(true);
    expect(light?.diagnostic).toEqual({
      severity: 'error',
      code: 'low-contrast-color',
      message:
        'colors.primary #FFFF00 has too little contrast in light mode: accent text 2.25:1, tags on the current item 2.19:1, button labels 1.07:1; WCAG AA asks for 4.5:1',
      hint: 'Use a darker shade that passes, such as "#7a7a00".',
      position: { file: 'docs.json', line: 4, column: 16 },
      jsonPath: 'colors.primary',
    });
    expect(light?.uses.map((use) => [use.use, use.foreground, use.background, use.ratio])).toEqual([
      ['text', '#b3b300', '#ffffff', 2.25],
      ['tint', '#b3b300', '#ffffc5', 2.19],
      ['button', '#ffffff', '#ffff00', 1.07],
    ]);
  });

  it('blames colors.primary for dark mode when colors.light is not set', async () => {
    const text = `{"name": "A", "colors": {"primary": "#2563EB"}, ${navigation}}`;
    const [light, dark] = checkColors({ ...(await loaded(text)), level: 'AA' });
    expect(light?.passes).toBe(true);
    expect(dark?.diagnostic?.message).toBe(
      'colors.primary #2563EB (used in dark mode too, as colors.light is not set) has too little contrast in dark mode: accent text 3.71:1, tags on the current item 3.02:1, button labels 3.71:1; WCAG AA asks for 4.5:1',
    );
    expect(dark?.diagnostic?.hint).toBe(
      'Set "colors.light" to a lighter shade that passes, such as "#6692f1" (light mode keeps colors.primary).',
    );
    expect(dark?.diagnostic?.position).toEqual({ file: 'docs.json', line: 1, column: 37 });
  });

  it('blames colors.light for dark mode when it is set', async () => {
    const text = `{"name": "A", "colors": {"primary": "#15803D", "light": "#14532D"}, ${navigation}}`;
    const [, dark] = checkColors({ ...(await loaded(text)), level: 'AA' });
    expect(dark?.setting).toBe('colors.light');
    expect(dark?.diagnostic?.hint).toBe('Use a lighter shade that passes, such as "#799d87".');
    expect(dark?.diagnostic?.position).toEqual({ file: 'docs.json', line: 1, column: 57 });
  });

  it("passes Folio's default colours in both modes: the primary, then its light shade", () => {
    const checks = checkColors({ config: {}, level: 'AA' });
    expect(checks.map((check) => [check.mode, check.setting, check.value, check.passes])).toEqual([
      ['light', 'default', '#15803D', true],
      ['dark', 'default', '#5BA677', true],
    ]);
  });

  it("reports Folio's default colour without a position, and says what to set", () => {
    const [light, dark] = checkColors({ config: {}, level: 'AAA' });
    expect(light?.diagnostic).toEqual({
      severity: 'error',
      code: 'low-contrast-color',
      message:
        'The default colour #15803D has too little contrast in light mode: tags on the current item 6.14:1, button labels 5.02:1; WCAG AAA asks for 7:1',
      hint: 'Set "colors.primary" to a darker shade that passes, such as "#116631".',
    });
    expect(dark?.diagnostic).toMatchObject({
      message:
        'The default colour #5BA677 has too little contrast in dark mode: accent text 6.53:1, tags on the current item 4.67:1, button labels 6.53:1; WCAG AAA asks for 7:1',
      hint: 'Set "colors.light" to a lighter shade that passes, such as "#add3bb" (light mode keeps colors.primary).',
    });
  });

  it('suggests a shade that passes every use, and only just', () => {
    for (const value of ['#FFFF00', '#16A34A', '#7DD3FC', '#F472B6', '#0000000D']) {
      const [light] = checkColors({ config: { colors: { primary: value } }, level: 'AA' });
      const suggestion = parseHexColor(light?.suggestion ?? '');
      if (!suggestion) throw new Error(`no suggestion for ${value}`);
      const ratios = colorUses(suggestion, 'light').map((use) =>
        contrastRatio(use.foreground, use.background),
      );
      expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);
      expect(Math.min(...ratios)).toBeLessThan(4.8);
    }
  });

  it('checks only the mode a strict appearance shows', () => {
    const config = {
      colors: { primary: '#000000' },
      appearance: { default: 'light' as const, strict: true },
    };
    expect(checkColors({ config, level: 'AA' }).map((check) => check.mode)).toEqual(['light']);
  });

  it('asks 7:1 at level AAA and nothing at level A', () => {
    const config = { colors: { primary: '#15803D' } };
    expect(checkColors({ config, level: 'A' })).toEqual([]);
    const [light] = checkColors({ config, level: 'AAA' });
    expect(light?.uses.map((use) => use.required)).toEqual([7, 7, 7]);
    expect(light?.diagnostic?.message).toBe(
      'colors.primary #15803D has too little contrast in light mode: tags on the current item 6.14:1, button labels 5.02:1; WCAG AAA asks for 7:1',
    );
  });
});
