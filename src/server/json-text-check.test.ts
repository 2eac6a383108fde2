import { describe, expect, it } from 'vitest';
import { checkJsonText, MAX_JSON_DEPTH, MAX_JSON_STRING_LENGTH } from './json-text-check.ts';

describe('checkJsonText', () => {
  it('accepts ordinary JSON, paired surrogates included', () => {
    expect(checkJsonText({ fp: 'a', messages: [{ parts: [{ text: 'héllo 😀' }] }], n: 1 })).toBe(
      undefined,
    );
    expect(checkJsonText(null)).toBeUndefined();
  });

  it('names the first bad string in document order, at any depth', () => {
    expect(checkJsonText({ a: ['ok', { b: 'x\u0000' }], c: '\ud800' })).toEqual({
      path: 'a[1].b',
      message: 'contains a NUL character (U+0000) at position 1: remove it',
    });
    expect(checkJsonText(['\udc00'])).toEqual({
      path: '[0]',
      message:
        'contains an unpaired surrogate (U+DC00) at position 0, which is not valid Unicode: send UTF-8 text',
    });
    expect(checkJsonText('\u0000')?.path).toBe('body');
  });

  it('bounds strings, field names and depth', () => {
    expect(checkJsonText({ long: 'x'.repeat(MAX_JSON_STRING_LENGTH + 1) })?.message).toBe(
      'is 32,769 characters long; the most allowed is 32,768',
    );
    expect(checkJsonText({ ['k'.repeat(201)]: 1 })).toEqual({
      path: 'body',
      message: 'has a field name that is 201 characters long; the most allowed is 200',
    });
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level++) deep = [deep];
    expect(checkJsonText(deep)?.message).toBe(
      `is nested deeper than ${String(MAX_JSON_DEPTH)} levels of arrays and objects`,
    );
  });
});
