import { describe, expect, it } from 'vitest';
import { asciiJson } from './ascii-json.ts';

describe('asciiJson', () => {
  it('writes only ASCII and reads back as the value', () => {
    const value = {
      title: '에이전트 — Agents',
      مفتاح: ['é', 'ü', '日本語', '😀', 'lone \ud800 surrogate'],
      plain: 'ASCII "quoted" \\ and\nnewline',
      n: 1.5,
      none: null,
    };
    const json = asciiJson(value);
    expect(/^[\x20-\x7e]*$/.test(json)).toBe(true);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('is JSON.stringify for ASCII values', () => {
    const value = { route: '/guides/setup', hashes: ['0a1b', 'ff'], nested: { ok: true } };
    expect(asciiJson(value)).toBe(JSON.stringify(value));
  });

  it('escapes each half of a pair, as JSON allows', () => {
    expect(asciiJson('😀')).toBe('"\\ud83d\\ude00"');
  });
});
