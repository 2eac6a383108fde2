import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatRatio,
  mixSrgb,
  over,
  parseHexColor,
  relativeLuminance,
  toHex,
} from './contrast.ts';
import type { Rgba } from './contrast.ts';

const hex = (text: string): Rgba => {
  const color = parseHexColor(text);
  if (!color) throw new Error(`not a colour: ${text}`);
  return color;
};
const ratio = (a: string, b: string): number => contrastRatio(hex(a), hex(b));

describe('parseHexColor', () => {
  it('reads the four hex forms docs.json accepts', () => {
    expect(parseHexColor('#0a8')).toEqual({ r: 0, g: 170, b: 136, a: 1 });
    expect(parseHexColor('#0A88')).toEqual({ r: 0, g: 170, b: 136, a: 136 / 255 });
    expect(parseHexColor('#16A34A')).toEqual({ r: 22, g: 163, b: 74, a: 1 });
    expect(parseHexColor('#16a34a80')).toEqual({ r: 22, g: 163, b: 74, a: 128 / 255 });
  });

  it('refuses anything else', () => {
    for (const text of ['16a34a', '#16a34', '#ggg', 'red', '', '#16a34a8']) {
      expect(parseHexColor(text)).toBeUndefined();
    }
  });

  it('writes colours back as #rrggbb', () => {
    expect(toHex(hex('#0A8'))).toBe('#00aa88');
    expect(toHex({ r: 15.4, g: 114.1, b: 51.8, a: 1 })).toBe('#0f7234');
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG extremes', () => {
    expect(ratio('#000', '#fff')).toBe(21);
    expect(ratio('#fff', '#000')).toBe(21);
    expect(ratio('#16a34a', '#16a34a')).toBe(1);
  });

  it('matches the published values around the 4.5:1 bar', () => {
    // #767676 is the lightest grey that passes on white; #777777 is the first that fails.
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(ratio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(ratio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
    expect(formatRatio(ratio('#ff0000', '#ffffff'))).toBe('3.99:1');
  });

  it('uses the WCAG luminance weights', () => {
    expect(relativeLuminance(hex('#ff0000'))).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance(hex('#00ff00'))).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance(hex('#0000ff'))).toBeCloseTo(0.0722, 4);
  });

  it('prints ratios cut to two decimals, never rounded up to a pass', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(4.5)).toBe('4.50:1');
  });
});

describe('colour operations', () => {
  it('mixes in gamma-encoded sRGB as CSS color-mix(in srgb) does', () => {
    expect(toHex(mixSrgb(hex('#16a34a'), 0.7, hex('#000')))).toBe('#0f7234');
    expect(toHex(mixSrgb(hex('#000'), 0.5, hex('#fff')))).toBe('#808080');
  });

  it('paints a translucent colour over the page', () => {
    expect(toHex(over(hex('#00000080'), hex('#ffffff')))).toBe('#7f7f7f');
    expect(over(hex('#16a34a'), hex('#ffffff'))).toEqual({ r: 22, g: 163, b: 74, a: 1 });
  });
});
