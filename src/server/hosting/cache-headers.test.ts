import { describe, expect, it } from 'vitest';
import {
  cacheControlOf,
  entityTag,
  IMMUTABLE,
  isFingerprinted,
  isNotModified,
  rangeStillValid,
  REVALIDATE,
} from './cache-headers.ts';

const file = {
  relative: 'guide/index.html',
  size: 1234,
  modified: new Date('2025-01-02T03:04:05.678Z'),
};

describe('isFingerprinted', () => {
  it('knows the files the builder names by their content', () => {
    for (const relative of [
      '_folio/site.3c439a491d.js',
      '_folio/site.e7903cf029.css',
      '_folio/icons.68c8509fc4fa.svg',
      '_folio/nav/4f0c9a1b2c3d.html',
      '_folio/search/en--v2/t3.0123456789abcdef.json',
      '_folio/search/_--_/s12.fedcba9876543210.json',
    ]) {
      expect(isFingerprinted(relative), relative).toBe(true);
      expect(cacheControlOf(relative), relative).toBe(IMMUTABLE);
    }
  });

  it('does not take other files for them', () => {
    for (const relative of [
      '_folio/search/_--_.json',
      '_folio/manifest.json',
      '_folio/katex/katex.min.js',
      '_folio/katex/fonts/KaTeX_Main-Regular.woff2',
      'images/deadbeefcafe.png',
      'index.html',
      '_folio/site.nothex123.js',
    ]) {
      expect(isFingerprinted(relative), relative).toBe(false);
      expect(cacheControlOf(relative), relative).toBe(REVALIDATE);
    }
  });
});

describe('entityTag', () => {
  it('is a strong tag that changes with the deployment, size and time', () => {
    const tag = entityTag('d1', file);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag('d1', { ...file })).toBe(tag);
    expect(entityTag('d2', file)).not.toBe(tag);
    expect(entityTag('d1', { ...file, size: 1235 })).not.toBe(tag);
    expect(entityTag('d1', { ...file, modified: new Date(0) })).not.toBe(tag);
  });
});

describe('isNotModified', () => {
  const etag = entityTag('d1', file);
  const check = (headers: Record<string, string>): boolean =>
    isNotModified(new Headers(headers), etag, file.modified);

  it('compares If-None-Match tags, weakly', () => {
    expect(check({ 'if-none-match': etag })).toBe(true);
    expect(check({ 'if-none-match': `"a", W/${etag}` })).toBe(true);
    expect(check({ 'if-none-match': '*' })).toBe(true);
    expect(check({ 'if-none-match': '"other"' })).toBe(false);
    expect(check({})).toBe(false);
  });

  it('compares If-Modified-Since to the second, only without If-None-Match', () => {
    expect(check({ 'if-modified-since': 'Thu, 02 Jan 2025 03:04:05 GMT' })).toBe(true);
    expect(check({ 'if-modified-since': 'Fri, 03 Jan 2025 00:00:00 GMT' })).toBe(true);
    expect(check({ 'if-modified-since': 'Thu, 02 Jan 2025 03:04:04 GMT' })).toBe(false);
    expect(check({ 'if-modified-since': 'not a date' })).toBe(false);
    expect(
      check({ 'if-none-match': '"other"', 'if-modified-since': 'Fri, 03 Jan 2025 00:00:00 GMT' }),
    ).toBe(false);
  });
});

describe('rangeStillValid', () => {
  const etag = entityTag('d1', file);
  const valid = (headers: Record<string, string>): boolean =>
    rangeStillValid(new Headers(headers), etag, file.modified);

  it('accepts a range without If-Range or for this exact version', () => {
    expect(valid({})).toBe(true);
    expect(valid({ 'if-range': etag })).toBe(true);
    expect(valid({ 'if-range': 'Thu, 02 Jan 2025 03:04:05 GMT' })).toBe(true);
    expect(valid({ 'if-range': '"other"' })).toBe(false);
    expect(valid({ 'if-range': `W/${etag}` })).toBe(false);
    expect(valid({ 'if-range': 'Thu, 01 Jan 2025 00:00:00 GMT' })).toBe(false);
  });
});
