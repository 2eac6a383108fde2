import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from '../config/index.ts';
import { colorShades } from './color-shades.ts';
import {
  checkColor,
  checkName,
  checkTheme,
  defaultColor,
  defaultNameFor,
} from './starter-options.ts';

describe('starter options', () => {
  it('writes colors as #RRGGBB and refuses anything else', () => {
    expect(checkColor(' 0a8 ')).toEqual({ value: '#00AA88' });
    expect(checkColor('#16a34a')).toEqual({ value: '#16A34A' });
    for (const bad of ['#12345', 'red', '#16A34A80', '#GGGGGG', '']) {
      expect(checkColor(bad)).toEqual({
        problem: `"${bad}" is not a hex color: write it as #16A34A or #0A8`,
      });
    }
  });

  it('takes a theme in any case and suggests the one a typo meant', () => {
    expect(checkTheme(' Sequoia')).toEqual({ value: 'sequoia' });
    const typo = checkTheme('wilow');
    expect('problem' in typo && typo.problem).toMatch(
      /^unknown theme "wilow" \(did you mean "willow"\?\): choose one of mint, /,
    );
  });

  it('counts a name in characters as a reader sees them', () => {
    const family = '👩‍👩‍👧‍👦';
    expect(checkName(family.repeat(80))).toEqual({ value: family.repeat(80) });
    expect(checkName('é'.normalize('NFD').repeat(81))).toEqual({
      problem: 'the site name is 81 characters long: keep it to 80 at most',
    });
    expect(checkName('  Acme  ')).toEqual({ value: 'Acme' });
    expect(checkName('tab\there')).toHaveProperty('problem');
  });

  it('proposes a name from the folder', () => {
    expect(defaultNameFor('/home/ada/acme-api_docs')).toBe('Acme Api Docs');
    expect(defaultNameFor('/home/ada/---')).toBe('My Docs');
    expect(defaultNameFor(`/home/ada/${'x'.repeat(120)}`)).toBe('My Docs');
  });

  it('derives the light and dark colors from the primary one', () => {
    expect(colorShades('#16A34A')).toEqual({
      primary: '#16A34A',
      light: '#5CBF80',
      dark: '#12823B',
    });
    // The default's shades are the colours a site without any draws with.
    expect(colorShades(defaultColor)).toEqual(DEFAULT_COLORS);
    expect(colorShades('#000000')).toEqual({
      primary: '#000000',
      light: '#4D4D4D',
      dark: '#000000',
    });
  });
});
