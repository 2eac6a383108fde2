import { describe, expect, it } from 'vitest';
import { isIconImage, normalizeIconName, resolveIcon, toIconInput } from './resolve-icon.ts';
import type { ResolvedIcon } from './resolve-icon.ts';

function svgOf(resolved: ResolvedIcon): string {
  if (resolved.kind !== 'svg') throw new Error(`expected an svg, got ${resolved.kind}`);
  return resolved.svg;
}

describe('resolveIcon: Font Awesome', () => {
  it('reads a solid icon and normalises its SVG', () => {
    const svg = svgOf(resolveIcon('rocket', 'fontawesome'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 640"/);
    expect(svg).toContain('fill="currentColor"');
    expect(svg).toContain('width="1em" height="1em" aria-hidden="true" focusable="false"');
    expect(svg).not.toContain('<!--');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('honours the regular and brands styles and finds brands without a style', () => {
    const solid = svgOf(resolveIcon({ name: 'circle-check', style: 'solid' }, 'fontawesome'));
    const regular = svgOf(resolveIcon({ name: 'circle-check', style: 'regular' }, 'fontawesome'));
    expect(regular).not.toBe(solid);
    expect(svgOf(resolveIcon('github', 'fontawesome'))).toBe(
      svgOf(resolveIcon({ name: 'github', style: 'brands' }, 'fontawesome')),
    );
  });

  it('falls back to solid for Pro styles (light, thin, duotone, sharp)', () => {
    const solid = svgOf(resolveIcon({ name: 'house', style: 'solid' }, 'fontawesome'));
    for (const style of ['light', 'thin', 'duotone', 'sharp-solid']) {
      expect(svgOf(resolveIcon({ name: 'house', style }, 'fontawesome'))).toBe(solid);
    }
  });

  it('accepts aliases, v4 names, an fa- prefix and loose spelling', () => {
    const house = svgOf(resolveIcon('house', 'fontawesome'));
    expect(svgOf(resolveIcon('home', 'fontawesome'))).toBe(house);
    expect(svgOf(resolveIcon('fa-house', 'fontawesome'))).toBe(house);
    expect(svgOf(resolveIcon(' House ', 'fontawesome'))).toBe(house);
    expect(svgOf(resolveIcon('bank', 'fontawesome'))).toBe(
      svgOf(resolveIcon('building-columns', 'fontawesome')),
    );
  });

  it('draws numbered shapes for Pro-only names such as circle-1', () => {
    const svg = svgOf(resolveIcon('circle-1', 'fontawesome'));
    expect(svg).toContain('<circle');
    expect(svg).toContain('>1</text>');
    expect(svgOf(resolveIcon('square-e', 'fontawesome'))).toContain('>E</text>');
  });

  it('uses a related Free icon for other Pro names and says which', () => {
    const resolved = resolveIcon('spinner-third', 'fontawesome');
    expect(resolved).toMatchObject({ kind: 'svg', substitute: 'spinner' });
    expect(resolveIcon('books', 'fontawesome')).toMatchObject({ kind: 'svg', substitute: 'book' });
  });

  it('uses the Lucide icon of the same name when Font Awesome Free has none', () => {
    const svg = svgOf(resolveIcon('sparkles', 'fontawesome'));
    expect(svg).toContain('stroke="currentColor"');
  });

  it('returns a placeholder for unknown and unsafe names', () => {
    expect(resolveIcon('definitely-not-an-icon', 'fontawesome')).toEqual({
      kind: 'placeholder',
      name: 'definitely-not-an-icon',
    });
    expect(resolveIcon('..\\secret', 'fontawesome')).toEqual({
      kind: 'placeholder',
      name: '..\\secret',
    });
  });

  it('caches results', () => {
    expect(resolveIcon('gear', 'fontawesome')).toBe(resolveIcon('gear', 'fontawesome'));
  });
});

describe('resolveIcon: Lucide and Tabler', () => {
  it('reads Lucide icons as strokes', () => {
    const svg = svgOf(resolveIcon('house', 'lucide'));
    expect(svg).toContain('fill="none" stroke="currentColor" stroke-width="2"');
    expect(svg).toContain('width="1em" height="1em" aria-hidden="true"');
    expect(svg).not.toContain('class=');
    expect(svg).not.toContain('\n');
    expect(svgOf(resolveIcon('home', 'lucide'))).toBe(svg);
  });

  it('maps Tabler names to the Lucide icon of the same name', () => {
    expect(svgOf(resolveIcon('arrow-left', 'tabler'))).toBe(
      svgOf(resolveIcon('arrow-left', 'lucide')),
    );
    expect(svgOf(resolveIcon('heart-filled', 'tabler'))).toBe(
      svgOf(resolveIcon('heart', 'lucide')),
    );
  });

  it('gives a placeholder for names neither Lucide nor Font Awesome Free has', () => {
    expect(resolveIcon('zzyzx-quux', 'tabler').kind).toBe('placeholder');
    expect(resolveIcon('zzyzx-quux', 'lucide').kind).toBe('placeholder');
  });

  it("draws brand icons Lucide does not ship from Font Awesome's brands", () => {
    for (const name of ['github', 'x-twitter', 'discord', 'linkedin', 'slack', 'youtube']) {
      const icon = resolveIcon(name, 'lucide');
      expect(icon, name).toMatchObject({ kind: 'svg' });
      expect(icon, name).not.toHaveProperty('substitute');
      expect(svgOf(icon), name).toBe(svgOf(resolveIcon({ name, style: 'brands' }, 'fontawesome')));
    }
    expect(svgOf(resolveIcon('envelope', 'tabler'))).toBe(
      svgOf(resolveIcon('envelope', 'fontawesome')),
    );
    expect(resolveIcon('circle-1', 'lucide').kind).toBe('svg');
  });

  it('stands in for Pro names with the Free icon of the same thing', () => {
    expect(resolveIcon('user-robot', 'fontawesome')).toMatchObject({ substitute: 'robot' });
    expect(resolveIcon('chart-mixed', 'fontawesome')).toMatchObject({
      substitute: 'chart-simple',
    });
    expect(resolveIcon('rocket-launch', 'lucide')).toMatchObject({ substitute: 'rocket' });
    for (const style of ['duotone', 'light', 'thin', 'sharp-solid']) {
      expect(svgOf(resolveIcon({ name: 'house', style }, 'fontawesome')), style).toBe(
        svgOf(resolveIcon('house', 'fontawesome')),
      );
    }
  });

  it('lets an icon object choose its library', () => {
    expect(svgOf(resolveIcon({ name: 'house', library: 'lucide' }, 'fontawesome'))).toBe(
      svgOf(resolveIcon('house', 'lucide')),
    );
  });
});

describe('resolveIcon: images', () => {
  it('treats paths and URLs as images', () => {
    expect(resolveIcon('/images/logo.svg', 'fontawesome')).toEqual({
      kind: 'image',
      src: '/images/logo.svg',
    });
    expect(resolveIcon('./icon.png', 'lucide')).toEqual({ kind: 'image', src: './icon.png' });
    expect(resolveIcon('https://cdn.example.com/i', 'fontawesome').kind).toBe('image');
    expect(resolveIcon({ name: 'logo.webp' }, 'fontawesome').kind).toBe('image');
  });

  it('tells images from names', () => {
    expect(isIconImage('../up/icon.svg')).toBe(true);
    expect(isIconImage('data:image/png;base64,AAAA')).toBe(true);
    expect(isIconImage('//cdn.example.com/x')).toBe(true);
    expect(isIconImage('arrow-right')).toBe(false);
  });
});

describe('icon inputs', () => {
  it('normalises names', () => {
    expect(normalizeIconName('Arrow_Right')).toBe('arrow-right');
    expect(normalizeIconName('a/b')).toBeUndefined();
  });

  it('reads strings and objects, ignoring invalid parts', () => {
    expect(toIconInput('  ')).toBeUndefined();
    expect(toIconInput(42)).toBeUndefined();
    expect(toIconInput({ name: 'x', style: 'regular', library: 'nope' })).toEqual({
      name: 'x',
      style: 'regular',
    });
    expect(toIconInput({ name: 'x', library: 'tabler' })).toEqual({ name: 'x', library: 'tabler' });
  });
});
