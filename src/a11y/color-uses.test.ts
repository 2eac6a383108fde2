/**
 * `color-uses.ts` describes Folio's CSS in numbers; these tests read the CSS and the layout's
 * colour settings, so a change of either fails here until the description follows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS } from '../config/index.ts';
import {
  ACCENT_TEXT_SHARE,
  colorModes,
  colorUses,
  DEFAULT_LIGHT,
  DEFAULT_PRIMARY,
  ON_ACCENT,
  PAGE_BACKGROUND,
  TAG_TINT,
  ACTIVE_ITEM_TINT,
} from './color-uses.ts';
import { parseHexColor, toHex } from './contrast.ts';

const stylesDir = new URL('../render/styles/', import.meta.url);
const read = (name: string): string => readFileSync(new URL(name, stylesDir), 'utf8');
const tokens = read('tokens.css');

/** The declarations of the first block whose selector is `selector`. */
function block(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return declarations(body);
}

function declarations(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)) {
    if (name !== undefined && value !== undefined) found.set(name, value.trim());
  }
  return found;
}

/** Every rule of every stylesheet, as declaration maps. */
function allRules(): Map<string, string>[] {
  const files = readdirSync(stylesDir).filter((name) => name.endsWith('.css'));
  return files.flatMap((name) =>
    [...read(name).matchAll(/\{([^{}]*)\}/g)].map(([, body]) => declarations(body ?? '')),
  );
}

describe('the colours Folio draws with', () => {
  it('match the tokens of light mode', () => {
    const light = block(tokens, ':root');
    expect(light.get('--folio-accent')).toBe('var(--folio-primary)');
    expect(light.get('--folio-bg')).toBe(toHex(PAGE_BACKGROUND.light));
    expect(light.get('--folio-accent-fg')).toBe(toHex(ON_ACCENT.light));
    expect(light.get('--folio-accent-text')).toBe(
      `color-mix(in srgb, var(--folio-accent) ${ACCENT_TEXT_SHARE * 100}%, #000)`,
    );
  });

  it('match the tokens of dark mode', () => {
    const dark = block(tokens, "html[data-theme='dark']");
    expect(dark.get('--folio-accent')).toBe('var(--folio-primary-light)');
    expect(dark.get('--folio-bg')).toBe(toHex(PAGE_BACKGROUND.dark));
    expect(dark.get('--folio-accent-fg')).toBe(toHex(ON_ACCENT.dark));
    expect(dark.get('--folio-accent-text')).toBe('var(--folio-primary-light)');
  });

  it('cover every tint that accent text sits on', () => {
    const shares = allRules()
      .filter((rule) => rule.get('color') === 'var(--folio-accent-text)')
      .flatMap((rule) => {
        const share = /var\(--folio-accent\) (\d+)%/.exec(rule.get('background') ?? '')?.[1];
        return share === undefined ? [] : [Number(share) / 100];
      });
    expect(shares.length).toBeGreaterThan(0);
    expect(Math.max(...shares)).toBe(TAG_TINT);
    expect(
      block(read('layout.css'), ".folio-nav-page[aria-current='page']").get('background'),
    ).toBe(`color-mix(in srgb, var(--folio-accent) ${ACTIVE_ITEM_TINT * 100}%, transparent)`);
  });

  it('put only the accent foreground on an accent fill, and the button one on a button', () => {
    // An empty pseudo-element (a dot, a bar) has no text to read.
    const filledWith = (fill: string) =>
      allRules().filter(
        (rule) => rule.get('background') === `var(${fill})` && rule.get('content') !== "''",
      );
    const accent = filledWith('--folio-accent');
    // Primary buttons take docs.json's colors.dark through their own pair of tokens.
    const buttons = filledWith('--folio-button');
    expect(accent.length + buttons.length).toBeGreaterThanOrEqual(4);
    for (const rule of accent) expect(rule.get('color')).toBe('var(--folio-accent-fg)');
    for (const rule of buttons) expect(rule.get('color')).toBe('var(--folio-button-fg)');
  });

  it("default to the colours of docs.json's defaults, which the layout draws with", () => {
    expect([DEFAULT_PRIMARY, DEFAULT_LIGHT]).toEqual([
      DEFAULT_COLORS.primary,
      DEFAULT_COLORS.light,
    ]);
    // tokens.css shows the defaults too, before the layout sets the configured colours.
    const root = block(tokens, ':root');
    expect(root.get('--folio-primary')).toBe(DEFAULT_PRIMARY.toLowerCase());
    expect(root.get('--folio-primary-light')).toBe(DEFAULT_LIGHT.toLowerCase());
  });
});

describe('colorUses', () => {
  it('darkens accent text in light mode and uses the colour itself in dark mode', () => {
    const primary = parseHexColor('#16a34a');
    if (!primary) throw new Error('unreadable');
    const light = colorUses(primary, 'light').map((use) => [
      use.id,
      toHex(use.foreground),
      toHex(use.background),
    ]);
    expect(light).toEqual([
      ['text', '#0f7234', '#ffffff'],
      ['tint', '#0f7234', '#caead6'],
      ['button', '#ffffff', '#16a34a'],
    ]);
    const dark = colorUses(primary, 'dark').map((use) => [
      use.id,
      toHex(use.foreground),
      toHex(use.background),
    ]);
    expect(dark).toEqual([
      ['text', '#16a34a', '#0b0f19'],
      ['tint', '#16a34a', '#0d3024'],
      ['button', '#0b0f19', '#16a34a'],
    ]);
  });
});

describe('colorModes', () => {
  it('checks both modes unless the site is pinned to one', () => {
    expect(colorModes(undefined)).toEqual(['light', 'dark']);
    expect(colorModes({ default: 'dark' })).toEqual(['light', 'dark']);
    expect(colorModes({ default: 'system', strict: true })).toEqual(['light', 'dark']);
    expect(colorModes({ default: 'light', strict: true })).toEqual(['light']);
    expect(colorModes({ default: 'dark', strict: true })).toEqual(['dark']);
  });
});
