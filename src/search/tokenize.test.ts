import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cjkGrams, isCjk, scanTokens, tokenize, tokenizeAny } from './tokenize.ts';

describe('scanTokens', () => {
  it('keeps identifiers, flags and versions whole, drops sentence punctuation', () => {
    const text = 'Run `folio dev --port 3000`, then call getUser() on v1.2.3. See docs.json!';
    expect(scanTokens(text).map((token) => token.text)).toEqual([
      'Run',
      'folio',
      'dev',
      '--port',
      '3000',
      'then',
      'call',
      'getUser',
      'on',
      'v1.2.3',
      'See',
      'docs.json',
    ]);
  });

  it('gives offsets that point back at the token', () => {
    const text = 'Café — naïve 安装指南 std::vector';
    for (const token of scanTokens(text)) {
      expect(text.slice(token.start, token.end)).toBe(token.text);
    }
    expect(scanTokens(text).map((token) => [token.text, token.cjk])).toEqual([
      ['Café', false],
      ['naïve', false],
      ['安装指南', true],
      ['std::vector', false],
    ]);
  });

  it('separates CJK runs from Latin words written against them', () => {
    expect(scanTokens('Folioをインストール').map((token) => token.text)).toEqual([
      'Folio',
      'をインストール',
    ]);
  });
});

describe('cjkGrams', () => {
  it('makes overlapping pairs and keeps the last character alone', () => {
    expect(cjkGrams('安装指南')).toEqual(['安装', '装指', '指南', '南']);
    expect(cjkGrams('字')).toEqual(['字']);
  });

  it('counts characters outside the basic plane as one', () => {
    expect(cjkGrams('𠀀字')).toEqual(['𠀀字', '字']);
  });
});

describe('tokenize', () => {
  it('mixes words and grams', () => {
    expect(tokenize('快速开始 with Folio')).toEqual([
      '快速',
      '速开',
      '开始',
      '始',
      'with',
      'Folio',
    ]);
  });

  it('leaves Korean words whole (they are written with spaces)', () => {
    expect(tokenize('설치 가이드')).toEqual(['설치', '가이드']);
  });
});

describe('tokenize on ASCII text', () => {
  it('finds exactly the words the Unicode path finds', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ09_-.:/@\' \n,;!?()`#*"'.split('')) });
    fc.assert(
      fc.property(ascii, (text) => {
        expect(tokenize(text)).toEqual(tokenizeAny(text));
      }),
      { numRuns: 5000 },
    );
    expect(tokenize("run --port 3000 on docs.json::x, don't")).toEqual([
      'run',
      '--port',
      '3000',
      'on',
      'docs.json::x',
      "don't",
    ]);
  });
});

describe('isCjk', () => {
  it('tells CJK terms from others', () => {
    expect([isCjk('安装'), isCjk('インストール'), isCjk('설치'), isCjk('api')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
