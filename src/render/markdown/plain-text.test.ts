import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { ConstructName, Options, Unsafe } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { plainText, unsafeMatchers } from './plain-text.ts';

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

/** Whether the matchers of `patterns` in `stack` say `value` may need an escape. */
function mayNeedEscape(
  patterns: Unsafe[],
  stack: ConstructName[],
  value: string,
  around: [string, string] = ['', ''],
): boolean {
  const matchers = unsafeMatchers(patterns, stack);
  if (matchers === null) return true;
  return matchers.bare.test(value) || matchers.context.test(around[0] + value + around[1]);
}

describe('unsafeMatchers', () => {
  const patterns: Unsafe[] = [
    { character: '*', inConstruct: 'phrasing' },
    { atBreak: true, character: '#' },
    { character: ' ', after: '[\\r\\n]', inConstruct: 'phrasing' },
    { character: '[', beforeNode: true } as unknown as Unsafe,
  ];
  const stack: ConstructName[] = ['paragraph', 'phrasing'];

  it('lets plain text through and finds each pattern with its context', () => {
    expect(mayNeedEscape(patterns, stack, 'plain words only')).toBe(false);
    expect(mayNeedEscape(patterns, stack, 'a * b')).toBe(true);
    expect(mayNeedEscape(patterns, stack, 'a\n # b')).toBe(true);
    expect(mayNeedEscape(patterns, stack, 'a # b')).toBe(false);
    expect(mayNeedEscape(patterns, stack, 'a \nb')).toBe(true);
    // The character after the text counts for a pattern looking at what follows.
    expect(mayNeedEscape(patterns, stack, 'a ', ['', '\n'])).toBe(true);
    // A character alone counts only inside the text: the next node escapes its own.
    expect(mayNeedEscape(patterns, stack, 'a', ['*', '*'])).toBe(false);
    // Anchored to a neighbouring node: found anywhere, never missed.
    expect(mayNeedEscape(patterns, stack, 'a [ b')).toBe(true);
  });

  it('leaves out the patterns of constructs that are not open', () => {
    const scoped: Unsafe[] = [
      { character: '|', inConstruct: 'tableCell' },
      { character: '`', notInConstruct: ['phrasing'] },
    ];
    expect(mayNeedEscape(scoped, stack, 'a | b ` c')).toBe(false);
    expect(mayNeedEscape(scoped, ['table', 'tableCell', 'phrasing'], 'a | b')).toBe(true);
    expect(mayNeedEscape(scoped, ['headingAtx'], 'a ` b')).toBe(true);
  });

  it('leaves patterns that need Unicode matching to the library', () => {
    expect(unsafeMatchers([{ character: 'x', unicode: true }], [])).toBeNull();
  });
});
