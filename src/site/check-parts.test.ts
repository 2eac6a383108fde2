import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkKey, checkParts } from './check-parts.ts';
import { CUT_FROM } from '../content/index.ts';

const entry = (label: string): string =>
  `<Update label="${label}">\n  ${'Fixed a bug. '.repeat(80)}\n</Update>\n\n`;
const old = Array.from({ length: Math.ceil(CUT_FROM / 1000) + 1 }, (_, i) =>
  entry(`v${String(i)}`),
);

describe('checkParts', () => {
  it('checks blocks other pages share one by one and joins the runs between them', async () => {
    const sources = new Map([
      ['v1/log.mdx', old.join('')],
      ['v2/log.mdx', entry('new 1') + entry('new 2') + old.join('')],
      ['v2/other.mdx', `${entry('own')}${'More text. '.repeat(2000)}\n\n${entry('own 2')}`],
    ]);
    const parts = await checkParts([...sources.keys()], (file) => sources.get(file) ?? '');
    const v1 = parts.get('v1/log.mdx') ?? [];
    const v2 = parts.get('v2/log.mdx') ?? [];
    expect(v1).toHaveLength(old.length);
    // The two new entries are one check; the old ones are the same checks as v1's.
    expect(v2).toHaveLength(old.length + 1);
    expect(v2.slice(1).map((part) => part.key)).toEqual(v1.map((part) => part.key));
    expect(v2[1]?.line).toBe((entry('new 1') + entry('new 2')).split('\n').length - 1);
    expect(v2[0]?.item).toBe(
      ['v2/log.mdx', '0', String((entry('new 1') + entry('new 2')).length)].join('\0'),
    );
    // A page that shares nothing is checked whole.
    expect(parts.get('v2/other.mdx')).toEqual([
      {
        key: checkKey('v2/other.mdx', sources.get('v2/other.mdx') ?? ''),
        item: 'v2/other.mdx',
        line: 0,
      },
    ]);
    expect(
      (
        await checkParts([...sources.keys()], (file) => sources.get(file) ?? '', { cut: false })
      ).get('v1/log.mdx'),
    ).toHaveLength(1);
  });

  it('keys texts with relative imports, images or links by their folder', () => {
    const same = (text: string): boolean => checkKey('a/x.mdx', text) === checkKey('b/x.mdx', text);
    expect(same('Text with [a link](/abs) and ![](/images/a.png).')).toBe(true);
    expect(same('<Card img="https://example.com/a.png" />')).toBe(true);
    expect(same('<Card img="assets/a.png" />')).toBe(false);
    expect(same('<img src="./a.png" />')).toBe(false);
    expect(same('![](images/a.png)')).toBe(false);
    expect(same('import A from "./a.mdx";\n\n<A />')).toBe(false);
  });

  it('keys the bytes of a page as read as it keys its text', async () => {
    const pieces = fc.constantFrom(
      '![](',
      'images/a.png)',
      '<img src="',
      './b.png" />',
      'import A from "../a.mdx"\n',
      '](/abs)',
      'é ✓ 漢 ',
      '\n',
      'src',
      ' ',
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(pieces, fc.string({ unit: 'grapheme' })), { maxLength: 12 }),
        (parts) => {
          const text = parts.join('');
          expect(checkKey('a/x.mdx', Buffer.from(text))).toBe(checkKey('a/x.mdx', text));
        },
      ),
    );
    const sources = new Map([
      ['v1/log.mdx', old.join('')],
      ['v2/log.mdx', entry('new 1') + old.join('')],
    ]);
    const bytes = (file: string): Buffer => Buffer.from(sources.get(file) ?? '');
    expect(await checkParts([...sources.keys()], bytes)).toEqual(
      await checkParts([...sources.keys()], (file) => sources.get(file) ?? ''),
    );
  });
});
