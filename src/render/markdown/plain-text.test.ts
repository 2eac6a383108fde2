import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { Options, Unsafe } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { anyUnsafe, plainText } from './plain-text.ts';

const options: Options = {
  extensions: [gfmToMarkdown()],
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
};

function written(tree: Root, fast: boolean): string {
  return toMarkdown(tree, fast ? { ...options, handlers: { text: plainText } } : options);
}

function text(value: string): Root {
  return { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value }] }] };
}

describe('plainText', () => {
  const risky = [
    'plain words only',
    'a * star and _under_ score',
    '# not a heading',
    '1. not a list',
    '- not a list either',
    'ends with two spaces  \nthen a line',
    'a | pipe and a `tick`',
    'see www.example.com or https://example.com',
    'mail me@example.com',
    'a back\\slash \\* escaped',
    '<div> and &amp; and [link](x)',
    '~~struck~~ and ![image]',
    '> quoted\n\n===',
    'tab\tbefore\n\tline',
    'snake_case_name and __init__',
  ];

  it.each(risky)('writes %j as the library does', (value) => {
    expect(written(text(value), true)).toBe(written(text(value), false));
  });

  it('writes text beside other nodes as the library does', () => {
    const source = [
      '# Title *with* `code` and a_b',
      '',
      '| a | b\\|c |',
      '| - | - |',
      '| x_y | **z** www.a.b |',
      '',
      '- item _one_ 2. x',
      '- [ ] task [ref]: <url>',
      '',
      '[a *b*](https://x.y "t") c\\',
      'd',
    ].join('\n');
    const tree = fromMarkdown(source, {
      extensions: [gfm()],
      mdastExtensions: [gfmFromMarkdown()],
    });
    expect(written(tree, true)).toBe(written(tree, false));
  });
});

describe('anyUnsafe', () => {
  const patterns: Unsafe[] = [
    { character: '*', inConstruct: 'phrasing' },
    { atBreak: true, character: '#' },
    { character: ' ', after: '[\\r\\n]', inConstruct: 'phrasing' },
    { character: '[', beforeNode: true } as unknown as Unsafe,
  ];

  it('lets plain text through and finds each pattern with its context', () => {
    const expression = anyUnsafe(patterns);
    expect(expression?.test('plain words only')).toBe(false);
    expect(expression?.test('a * b')).toBe(true);
    expect(expression?.test('a\n # b')).toBe(true);
    expect(expression?.test('a # b')).toBe(false);
    expect(expression?.test('a \nb')).toBe(true);
    // Anchored to a neighbouring node: found anywhere, never missed.
    expect(expression?.test('a [ b')).toBe(true);
  });

  it('leaves patterns that need Unicode matching to the library', () => {
    expect(anyUnsafe([{ character: 'x', unicode: true }])).toBeNull();
  });
});
