/** From questions to search queries: phrasing dropped, identifiers kept whole, stems added. */
import { describe, expect, it } from 'vitest';
import { questionQuery, questionSearch, questionTerms, stem } from './question-terms.ts';

describe('questionTerms', () => {
  it('keeps the words that carry the meaning, once each, identifiers whole', () => {
    expect(questionTerms('How do I add a tab to docs.json?')).toEqual(['add', 'tab', 'docs.json']);
    expect(questionTerms("What's the --port flag of `folio dev`? And what's it for?")).toEqual([
      '--port',
      'flag',
      'folio',
      'dev',
    ]);
    expect(questionTerms("Why doesn't search find my page?")).toEqual(['search', 'find', 'page']);
    expect(questionTerms('安装指南在哪里?')).toEqual(['安装指南在哪里']);
  });
});

describe('questionQuery', () => {
  it('drops weak words when others remain and adds stems found by prefix', () => {
    expect(questionQuery('How can I hide a page from the sidebar?')).toBe(
      'hide hid page pag sidebar',
    );
    expect(questionQuery('How do I add a tab?')).toBe('tab');
    expect(questionQuery('How do I add?')).toBe('add');
    expect(questionSearch('Translated groups?')).toEqual({
      text: 'Translated translat groups group',
      words: ['Translated', 'groups'],
    });
  });

  it('falls back to the question when nothing meaningful is left', () => {
    expect(questionQuery('  What is it?  ')).toBe('What is it?');
    expect(questionQuery('?!')).toBe('?!');
  });

  it('leaves stems out of long questions, whose words are then matched exactly', () => {
    const query = questionQuery(
      'configure tabs anchors dropdowns versions languages products groups pages icons',
    );
    expect(query.split(' ')).toHaveLength(10);
    expect(query).not.toContain('configur ');
  });
});

describe('stem', () => {
  it.each([
    ['hide', 'hid'],
    ['hiding', 'hid'],
    ['deployed', 'deploy'],
    ['groups', 'group'],
    ['tabs', 'tab'],
    ['class', 'class'],
    ['status', 'status'],
    ['use', 'use'],
    ['docs.json', 'docs.json'],
    ['v2', 'v2'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});
