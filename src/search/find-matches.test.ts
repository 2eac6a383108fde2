import { describe, expect, it } from 'vitest';
import { findMatches, findMatchRanges } from './find-matches.ts';

function marked(text: string, terms: string[]): string {
  let out = '';
  let position = 0;
  for (const { start, end } of findMatchRanges(text, terms)) {
    out += `${text.slice(position, start)}[${text.slice(start, end)}]`;
    position = end;
  }
  return out + text.slice(position);
}

describe('findMatchRanges', () => {
  it('marks whole words whose terms matched, whatever their case and accents', () => {
    expect(marked('The Quickstart: a café for quick starts.', ['quickstart', 'cafe'])).toBe(
      'The [Quickstart]: a [café] for quick starts.',
    );
  });

  it('marks identifiers matched through a part', () => {
    expect(marked('Call getUser() or get_user.', ['user'])).toBe('Call [getUser]() or [get_user].');
  });

  it('marks matching character pairs in CJK text and merges neighbours', () => {
    expect(marked('如何安装指南', ['安装', '装指'])).toBe('如何[安装指]南');
    expect(marked('指南', ['南'])).toBe('指[南]');
  });

  it('marks nothing without terms', () => {
    expect(findMatchRanges('anything', [])).toEqual([]);
  });
});

describe('findMatches', () => {
  it('names the term of each match', () => {
    expect(findMatches('Deploy, then deploy again', new Set(['deploy']))).toEqual([
      { start: 0, end: 6, term: 'deploy' },
      { start: 13, end: 19, term: 'deploy' },
    ]);
  });
});
