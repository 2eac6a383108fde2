import { describe, expect, it } from 'vitest';
import { searchIndexKey } from './search-index-key.ts';

describe('searchIndexKey', () => {
  it('joins language and version', () => {
    expect(searchIndexKey('en', 'v2')).toBe('en--v2');
    expect(searchIndexKey('zh-Hans', '1.0')).toBe('zh-Hans--1.0');
  });

  it('writes _ for a missing language or version', () => {
    expect(searchIndexKey(undefined, undefined)).toBe('_--_');
    expect(searchIndexKey('fr', undefined)).toBe('fr--_');
    expect(searchIndexKey(undefined, 'v1')).toBe('_--v1');
  });

  it('cleans values that are not file-name safe and keeps them apart', () => {
    expect(searchIndexKey('en', '2.x (beta)')).toMatch(/^en--2\.x-beta-[0-9a-z]+$/);
    expect(searchIndexKey('en', '_')).not.toBe(searchIndexKey('en', undefined));
    expect(searchIndexKey('en', 'v 1')).not.toBe(searchIndexKey('en', 'v-1'));
    expect(searchIndexKey('en', '../..')).toMatch(/^en--[0-9a-z]+$/);
  });

  it('is stable', () => {
    expect(searchIndexKey('en', 'Latest (v3)')).toBe(searchIndexKey('en', 'Latest (v3)'));
  });
});
