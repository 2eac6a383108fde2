import { describe, expect, it } from 'vitest';
import { createRedirectMatcher } from './redirect-matcher.ts';
import type { ConfigRedirect } from './redirect-matcher.ts';

const match = (rules: ConfigRedirect[], url: string) => createRedirectMatcher(rules)(url);

describe('createRedirectMatcher', () => {
  it('redirects an exact path, permanently unless told otherwise', () => {
    const rules = [
      { source: '/old', destination: '/new' },
      { source: '/moved', destination: '/elsewhere', permanent: false },
    ];
    expect(match(rules, '/old')).toEqual({ location: '/new', status: 301 });
    expect(match(rules, '/old/')).toEqual({ location: '/new', status: 301 });
    expect(match(rules, '/moved')).toEqual({ location: '/elsewhere', status: 302 });
    expect(match(rules, '/older')).toBeUndefined();
    expect(match(rules, '/ol')).toBeUndefined();
  });

  it('carries the rest of the path with :slug* and :path*', () => {
    const rules = [
      { source: '/v1/:slug*', destination: '/v2/:slug*' },
      { source: '/blog/:path*', destination: 'https://blog.example.com/:path*' },
    ];
    expect(match(rules, '/v1/guides/setup')?.location).toBe('/v2/guides/setup');
    expect(match(rules, '/v1/a')?.location).toBe('/v2/a');
    expect(match(rules, '/v1')?.location).toBe('/v2');
    expect(match(rules, '/v1/')?.location).toBe('/v2');
    expect(match(rules, '/v10/a')).toBeUndefined();
    expect(match(rules, '/blog/2024/post')?.location).toBe('https://blog.example.com/2024/post');
  });

  it('matches one segment with :name and at least one with :name+', () => {
    const rules = [
      { source: '/users/:id/profile', destination: '/people/:id' },
      { source: '/files/:rest+', destination: '/assets/:rest+' },
    ];
    expect(match(rules, '/users/42/profile')?.location).toBe('/people/42');
    expect(match(rules, '/users/42/43/profile')).toBeUndefined();
    expect(match(rules, '/files/a/b.png')?.location).toBe('/assets/a/b.png');
    expect(match(rules, '/files')).toBeUndefined();
  });

  it('treats an optional segment as present or not', () => {
    const rules = [{ source: '/docs/:lang?/start', destination: '/start/:lang?' }];
    expect(match(rules, '/docs/fr/start')?.location).toBe('/start/fr');
    expect(match(rules, '/docs/start')?.location).toBe('/start');
  });

  it('supports * in source and destination, and :splat', () => {
    const rules = [
      { source: '/api/*', destination: '/reference/*' },
      { source: '/old-api/*', destination: '/reference/:splat' },
      { source: '/legacy/:slug*', destination: '/modern/*' },
    ];
    expect(match(rules, '/api/users/list')?.location).toBe('/reference/users/list');
    expect(match(rules, '/old-api/users')?.location).toBe('/reference/users');
    expect(match(rules, '/legacy/x/y')?.location).toBe('/modern/x/y');
  });

  it('uses the first matching rule, in docs.json order', () => {
    const rules = [
      { source: '/a/special', destination: '/special' },
      { source: '/a/:slug*', destination: '/b/:slug*' },
    ];
    expect(match(rules, '/a/special')?.location).toBe('/special');
    expect(match(rules, '/a/other')?.location).toBe('/b/other');
  });

  it('keeps the query string unless the destination has its own', () => {
    const rules = [
      { source: '/a', destination: '/b' },
      { source: '/c', destination: '/d?tab=1' },
    ];
    expect(match(rules, '/a?x=1')?.location).toBe('/b?x=1');
    expect(match(rules, '/c?x=1')?.location).toBe('/d?tab=1');
  });

  it('takes regular expression characters in sources literally', () => {
    const rules = [{ source: '/v1.0/(old)', destination: '/v2' }];
    expect(match(rules, '/v1.0/(old)')?.location).toBe('/v2');
    expect(match(rules, '/v1x0/(old)')).toBeUndefined();
  });

  it('skips a rule that would send a path to itself', () => {
    const rules = [
      { source: '/:slug*', destination: '/:slug*' },
      { source: '/x', destination: '/y' },
    ];
    expect(match(rules, '/x')?.location).toBe('/y');
    expect(match(rules, '/z')).toBeUndefined();
  });

  it('leaves names the source does not define as written', () => {
    const rules = [{ source: '/a', destination: 'https://example.com:8080/:missing' }];
    expect(match(rules, '/a')?.location).toBe('https://example.com:8080/:missing');
  });
});

describe('createRedirectMatcher, as the host chooses', () => {
  it('skips a destination that is the same path with only a query or fragment added', () => {
    const rules = [
      { source: '/x', destination: '/x?tab=1' },
      { source: '/y', destination: '/y#top' },
    ];
    expect(match(rules, '/x')).toBeUndefined();
    expect(match(rules, '/y')).toBeUndefined();
  });

  it('percent-encodes what a Location header cannot carry', () => {
    const rules = [{ source: '/café', destination: '/cafe-é' }];
    expect(match(rules, '/café')).toEqual({ location: '/cafe-%C3%A9', status: 301 });
  });
});
