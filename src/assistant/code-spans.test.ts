import { describe, expect, it } from 'vitest';
import { withoutLongCodeSpans } from './code-spans.ts';

describe('withoutLongCodeSpans', () => {
  it('leaves out long JSON examples and keeps the prose around them', () => {
    expect(
      withoutLongCodeSpans(
        'Document API versions side by side: { "navigation": { "tabs": [ { "tab": "API v2", "openapi": "v2.yaml" } ] } } The directory keeps them apart.',
      ),
    ).toBe('Document API versions side by side: … The directory keeps them apart.');
  });

  it('keeps short brackets, unbalanced ones, and braces inside strings', () => {
    expect(withoutLongCodeSpans('Use [the tabs](/tabs) or {x}.')).toBe(
      'Use [the tabs](/tabs) or {x}.',
    );
    expect(withoutLongCodeSpans('An open { brace that never closes in this sentence at all.')).toBe(
      'An open { brace that never closes in this sentence at all.',
    );
    expect(
      withoutLongCodeSpans('Set { "title": "a } inside a string, and more text here" } then go.'),
    ).toBe('Set … then go.');
  });

  it('merges neighbouring spans into one ellipsis', () => {
    expect(
      withoutLongCodeSpans(
        'Both [ "one", "two", "three", "four", "five", "six" ] [ "seven", "eight", "nine", "ten", "eleven" ] done.',
      ),
    ).toBe('Both … done.');
  });
});
