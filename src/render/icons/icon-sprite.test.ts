import { describe, expect, it } from 'vitest';
import { IconSprite, iconSvgs, iconValues } from './icon-sprite.ts';
import { resolveIcon } from './resolve-icon.ts';

function svgOf(name: string, library: 'fontawesome' | 'lucide' = 'fontawesome'): string {
  const resolved = resolveIcon(name, library);
  if (resolved.kind !== 'svg') throw new Error(`no icon ${name}`);
  return resolved.svg;
}

describe('IconSprite', () => {
  it('turns each icon into a symbol that keeps how it is drawn', () => {
    const book = svgOf('book');
    const rocket = svgOf('rocket', 'lucide');
    const sprite = IconSprite.of([book, rocket, book]);
    expect(sprite?.url).toMatch(/^\/_folio\/icons\.[0-9a-f]{12}\.svg$/);
    expect(sprite?.text.match(/<symbol /g)).toHaveLength(2);
    // Lucide draws with strokes, Font Awesome with fills: the symbol keeps either.
    expect(sprite?.text).toMatch(
      /<symbol id="i[0-9a-f]{10}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"/,
    );
    expect(sprite?.text).toMatch(
      /<symbol id="i[0-9a-f]{10}" viewBox="0 0 640 640" fill="currentColor">/,
    );
    expect(sprite?.text).not.toContain('width="1em"');
  });

  it('draws icons it holds with <use>, and nothing else', () => {
    const book = svgOf('book');
    const sprite = IconSprite.of([book]);
    const use = sprite?.use(book) ?? '';
    expect(use).toMatch(
      /^<svg width="1em" height="1em" aria-hidden="true" focusable="false"><use href="\/_folio\/icons\.[0-9a-f]{12}\.svg#i[0-9a-f]{10}"><\/use><\/svg>$/,
    );
    expect(use.length).toBeLessThan(book.length / 2);
    expect(sprite?.use(svgOf('gear'))).toBeUndefined();
  });

  it('is the same file whatever order the icons come in', () => {
    const icons = [svgOf('book'), svgOf('gear'), svgOf('rocket', 'lucide')];
    const forward = IconSprite.of(icons);
    const backward = IconSprite.of([...icons].reverse());
    expect(backward?.url).toBe(forward?.url);
    expect(backward?.text).toBe(forward?.text);
  });

  it('has nothing to hold without library icons', () => {
    expect(IconSprite.of([])).toBeUndefined();
    expect(
      iconSvgs(['/images/logo.png', 'https://example.com/a.svg', undefined], 'fontawesome'),
    ).toEqual([]);
  });
});

describe('iconValues', () => {
  it('finds every icon value at any depth', () => {
    const config = {
      navigation: {
        tabs: [{ tab: 'Guides', icon: 'book', groups: [{ group: 'A', icon: { name: 'gear' } }] }],
        global: { anchors: [{ anchor: 'Blog', icon: 'newspaper' }] },
      },
      navbar: { links: [{ label: 'x', href: '/x' }] },
    };
    expect(iconValues(config)).toEqual(['book', { name: 'gear' }, 'newspaper']);
  });
});
