import { describe, expect, it } from 'vitest';
import { relatedIconNames, shapeWithCharacterSvg } from './icon-fallbacks.ts';

describe('icon fallbacks', () => {
  it('draws circles and squares with one character or a number', () => {
    expect(shapeWithCharacterSvg('circle-12')).toContain('>12</text>');
    expect(shapeWithCharacterSvg('square-a')).toContain('<rect');
    expect(shapeWithCharacterSvg('circle-check')).toBeUndefined();
    expect(shapeWithCharacterSvg('circle-123')).toBeUndefined();
  });

  it('lists related names, closest first', () => {
    expect(relatedIconNames('gauge-simple-low')).toEqual([
      'gauge-simple',
      'gauge',
      'simple-low',
      'low',
    ]);
    expect(relatedIconNames('rectangle-terminal')).toEqual(['rectangle', 'terminal']);
    expect(relatedIconNames('messages')).toEqual(['message']);
    expect(relatedIconNames('bolt')).toEqual([]);
  });
});
