import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import lazyAutolinkLiterals, { mayHoldLiteralLinks } from './lazy-autolink-literals.ts';

const plain = unified().use(remarkParse).use(remarkGfm).freeze();
const lazy = unified().use(remarkParse).use(remarkGfm).use(lazyAutolinkLiterals).freeze();

function parse(processor: typeof plain, text: string): unknown {
  return processor.runSync(processor.parse(text));
}

const samples = [
  'Visit www.example.com or https://example.com/a?b=c today.',
  'Write to me@example.com, mailto:team@example.org or xmpp:chat@example.net/room.',
  'A [link](https://example.com) and `https://code.example` but no literal.',
  'Nothing to link here: version 1.2, a path src/index.ts and an @mention-free line.',
  '| a | b |\n| - | - |\n| www.x.org | plain |',
  '- [ ] task with http://localhost:3000\n- [x] done',
];

describe('lazyAutolinkLiterals', () => {
  it('gives exactly the tree remark-gfm gives', () => {
    for (const text of samples) expect(parse(lazy, text)).toEqual(parse(plain, text));
  });

  it('still links literal URLs and addresses', () => {
    const tree = parse(lazy, 'See www.example.com and me@example.com.');
    expect(JSON.stringify(tree)).toContain('"url":"http://www.example.com"');
    expect(JSON.stringify(tree)).toContain('"url":"mailto:me@example.com"');
  });

  it('skips trees whose text cannot hold a literal link', () => {
    const tree = plain.parse('A [link](https://example.com) with `code`.');
    expect(mayHoldLiteralLinks(tree)).toBe(false);
    expect(mayHoldLiteralLinks(plain.parse('Go to WWW.example.com'))).toBe(true);
  });
});
