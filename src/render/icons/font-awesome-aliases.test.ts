import { describe, expect, it } from 'vitest';
import { addIconAliases, addShims } from './font-awesome-aliases.ts';
import type { FontAwesomeAlias } from './font-awesome-aliases.ts';

describe('Font Awesome metadata', () => {
  it('reads alias names from icons.yml and ignores other lists', () => {
    const map = new Map<string, FontAwesomeAlias>();
    addIconAliases(
      [
        "'1':",
        '  label: "1"',
        'house:',
        '  aliases:',
        '    names:',
        '      - home',
        "      - 'home-alt'",
        '    unicodes:',
        '      composite:',
        '        - f80a',
        '  search:',
        '    terms:',
        '      - building',
        'gear:',
        '  aliases:',
        '    names:',
        '      - cog',
      ].join('\n'),
      map,
    );
    expect(Object.fromEntries(map)).toEqual({
      home: { name: 'house' },
      'home-alt': { name: 'house' },
      cog: { name: 'gear' },
    });
  });

  it('reads v4 shims with their style', () => {
    const map = new Map<string, FontAwesomeAlias>();
    addShims(
      [
        'arrow-circle-o-down:',
        '  prefix: far',
        '  name: circle-down',
        'bank:',
        '  name: building-columns',
        'github-square:',
        '  prefix: fab',
      ].join('\n'),
      map,
    );
    expect(Object.fromEntries(map)).toEqual({
      'arrow-circle-o-down': { name: 'circle-down', style: 'regular' },
      bank: { name: 'building-columns' },
      'github-square': { name: 'github-square', style: 'brands' },
    });
  });
});
