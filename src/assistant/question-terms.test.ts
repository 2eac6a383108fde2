/** From questions to index terms: phrasing dropped, identifiers split as indexed, stems added. */
import { describe, expect, it } from 'vitest';
import {
  MAX_QUESTION_WORDS,
  questionQuery,
  questionTerms,
  questionWords,
  stem,
} from './question-terms.ts';

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

describe('questionWords', () => {
  it('drops weak words when others remain, keeps them when they are all there is', () => {
    expect(questionWords('How can I hide a page from the sidebar?')).toEqual([
      'hide',
      'page',
      'sidebar',
    ]);
    expect(questionWords('How do I add a tab?')).toEqual(['tab']);
    expect(questionWords('How do I add?')).toEqual(['add']);
    expect(questionWords('What is it?')).toEqual([]);
  });
});

describe('questionQuery', () => {
  const terms = (question: string) =>
    questionQuery(question).terms.map(({ text, prefix, typos, word }) =>
      [text, prefix ?? '-', typos, word].join(' '),
    );

  it('gives each word its folded index terms, its stem to find other forms, its typo tolerance', () => {
    expect(terms('Translated groups?')).toEqual(['translated translat 2 0', 'groups group 1 1']);
    expect(terms('Where is docs.json read?')).toEqual([
      'docs doc 1 0',
      'json json 1 0',
      'docsjson docsjson 2 0',
      'read read 1 1',
    ]);
    expect(terms('What does --port do in v2?')).toEqual([
      '--port --port 1 0',
      'port port 1 0',
      'v2 - 0 1',
    ]);
  });

  it('splits Chinese and Japanese into the character pairs the index holds', () => {
    expect(terms('安装指南')).toEqual(['安装 - 0 0', '装指 - 0 0', '指南 - 0 0', '南 南 0 0']);
  });

  it('searches every word of a question that is all phrasing, and nothing for punctuation', () => {
    expect(questionQuery('  What is it?  ').words).toEqual(['what', 'is', 'it']);
    expect(questionQuery('?!')).toEqual({ words: [], terms: [] });
  });

  it(`keeps the first ${String(MAX_QUESTION_WORDS)} words of a long question`, () => {
    const question = Array.from({ length: 40 }, (_, i) => `word${String(i)}`).join(' ');
    const { words, terms: found } = questionQuery(question);
    expect(words).toHaveLength(MAX_QUESTION_WORDS);
    expect(found.at(-1)?.word).toBe(MAX_QUESTION_WORDS - 1);
  });
});

describe('stem', () => {
  it.each([
    ['hide', 'hid'],
    ['hiding', 'hid'],
    ['deployed', 'deploy'],
    ['stopped', 'stop'],
    ['running', 'run'],
    ['installed', 'install'],
    ['queries', 'quer'],
    ['query', 'quer'],
    ['approves', 'approv'],
    ['processes', 'process'],
    ['configuration', 'configur'],
    ['deployment', 'deploy'],
    ['locally', 'local'],
    ['string', 'string'],
    ['speed', 'speed'],
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
