import { describe, expect, it } from 'vitest';
import { preprocessMdx } from './preprocess.ts';

describe('preprocessMdx', () => {
  it('turns CRLF and CR line endings into LF', () => {
    expect(preprocessMdx('a\r\nb\rc\n').text).toBe('a\nb\nc\n');
  });

  it('cuts custom heading ids and remembers them by line', () => {
    const result = preprocessMdx('# Intro\n\n### Set up {#setup}\ntext {#not-a-heading}\n');
    expect(result.text).toBe('# Intro\n\n### Set up\ntext {#not-a-heading}\n');
    expect([...result.headingIds]).toEqual([[3, 'setup']]);
  });

  it('escapes type parameter lists in prose, not in code or components', () => {
    const source = [
      '- `headers` (Map<String, String>?): headers; `Map<K, V>` in code',
      '<Card title="A, B">Pair<A,B></Card>',
      'export const pair = (a, b) => [a, b];',
      '```dart',
      'final Map<String, String> headers;',
      '```',
    ].join('\n');
    expect(preprocessMdx(source).text.split('\n')).toEqual([
      '- `headers` (Map\\<String, String>?): headers; `Map<K, V>` in code',
      '<Card title="A, B">Pair\\<A,B></Card>',
      'export const pair = (a, b) => [a, b];',
      '```dart',
      'final Map<String, String> headers;',
      '```',
    ]);
  });

  it('leaves code fences alone', () => {
    const source = '```md\n## In a fence {#kept}\n```\n## Outside {#cut}\n';
    const result = preprocessMdx(source);
    expect(result.text).toBe('```md\n## In a fence {#kept}\n```\n## Outside\n');
    expect([...result.headingIds]).toEqual([[4, 'cut']]);
  });
});
