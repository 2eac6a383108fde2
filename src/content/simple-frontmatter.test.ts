import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, parseDocument } from 'yaml';
import { parseSimpleFrontmatter } from './simple-frontmatter.ts';

/** What the YAML parser makes of `yamlText`, as `parseFrontmatter` reads it. */
function viaYaml(yamlText: string): { data: unknown; keyLines: Map<string, number> } | undefined {
  const document = parseDocument(yamlText);
  if (document.errors.length > 0) return undefined;
  const keyLines = new Map<string, number>();
  if (isMap(document.contents)) {
    for (const item of document.contents.items) {
      const key = item.key as { value?: unknown; range?: [number, number, number] } | null;
      if (key?.range && typeof key.value === 'string') {
        keyLines.set(key.value, yamlText.slice(0, key.range[0]).split('\n').length + 1);
      }
    }
  }
  return { data: document.toJS() ?? {}, keyLines };
}

const tricky = [
  'Quickstart',
  'Setup: the basics',
  'a:b',
  'x #y',
  'x#y',
  'true',
  'False',
  'null',
  '~',
  '12',
  '12abc',
  '-1.5e3',
  '.inf',
  '0x1F',
  '0o17',
  '2024-01-01',
  '1_000',
  '"quoted"',
  '"with \\"escape\\""',
  "'single'",
  "'it''s'",
  '"unterminated',
  '[list]',
  '{map}',
  '- item',
  '*alias',
  '&anchor x',
  '!tag x',
  '|',
  '>',
  '%x',
  '@x',
  '`x`',
  '<b>bold</b>',
  'a, b',
  'ends:',
  'Café ünïcode',
  'trailing  ',
  ' leading',
  '',
  'tab\tinside',
  'a]b',
  '"a" b',
];
const keys = [
  'title',
  'description',
  'sidebarTitle',
  'icon',
  'true',
  'null',
  '12',
  'og:title',
  'x-y',
  '_k',
];

describe('parseSimpleFrontmatter', () => {
  it('reads plain, quoted and boolean values with their lines', () => {
    expect(
      parseSimpleFrontmatter('title: "Intro: the basics"\r\nhidden: true\nicon: rocket\n'),
    ).toEqual({
      data: { title: 'Intro: the basics', hidden: true, icon: 'rocket' },
      keyLines: new Map([
        ['title', 2],
        ['hidden', 3],
        ['icon', 4],
      ]),
    });
  });

  it('leaves everything else to the YAML parser', () => {
    for (const text of ['tags:\n  - a\n', 'title: x # note\n', 'a: 1\n', '# comment\nt: x\n']) {
      expect(parseSimpleFrontmatter(text), text).toBeUndefined();
    }
  });

  it('agrees with the YAML parser whenever it answers', () => {
    const line = fc.tuple(
      fc.constantFrom(...keys),
      fc.oneof(fc.constantFrom(...tricky), fc.string({ maxLength: 12 })),
      fc.constantFrom('\n', '\r\n'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), (lines) => {
        const text = lines.map(([key, value, end]) => `${key}: ${value}${end}`).join('');
        const simple = parseSimpleFrontmatter(text);
        if (simple === undefined) return;
        expect(simple).toEqual(viaYaml(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('answers for the values real pages hold', () => {
    const common = [
      'Quickstart',
      '"Setup: the basics"',
      "'Single quoted'",
      'true',
      'Café ünïcode',
      '<b>bold</b>',
      'https://example.com/a?b=c',
      'book-open',
    ];
    for (const value of common) {
      expect(parseSimpleFrontmatter(`title: ${value}\n`), value).toBeDefined();
    }
  });
});
