import { describe, expect, it } from 'vitest';
import { findRedirect } from './find-redirect.ts';
import { parseRedirects } from './redirects-file.ts';

describe('parseRedirects', () => {
  it('reads source, destination, status and force, skipping what it cannot honour', () => {
    const rules = parseRedirects(
      [
        '# Redirects',
        '',
        '/old /new',
        '/temp   /elsewhere   302   # trailing comment',
        '/forced /target 301!',
        '/blog/* /posts/:splat 308',
        '/rewrite /index.html 200',
        '/gone /x 410',
        '/conditional /x 302 Country=us',
        'https://example.com/* /x 301',
        '/only-source',
        'relative /x',
        '/x not-a-path',
        '/bad-status /x abc',
      ].join('\r\n'),
    );
    expect(
      rules.map(({ source, destination, status, force }) => [source, destination, status, force]),
    ).toMatchInlineSnapshot(`
      [
        [
          "/old",
          "/new",
          301,
          false,
        ],
        [
          "/temp",
          "/elsewhere",
          302,
          false,
        ],
        [
          "/forced",
          "/target",
          301,
          true,
        ],
        [
          "/blog/*",
          "/posts/:splat",
          308,
          false,
        ],
      ]
    `);
  });

  it('returns no rules for an empty file', () => {
    expect(parseRedirects('')).toEqual([]);
  });
});

describe('findRedirect', () => {
  const rules = parseRedirects(
    [
      '/old /new',
      '/blog/* /posts/:splat',
      '/users/:id/profile /people/:id 302',
      '/docs/:section/:page /:section/:page',
      '/loop/* /loop/:splat',
      '/with-query /target?tab=1',
      '/external/* https://example.com/:splat 307',
      '/forced /new 301!',
    ].join('\n'),
  );

  it('fills in splats and parameters, first matching rule winning', () => {
    expect(findRedirect(rules, '/old', '')).toEqual({ location: '/new', status: 301 });
    expect(findRedirect(rules, '/old/', '')).toEqual({ location: '/new', status: 301 });
    expect(findRedirect(rules, '/blog/2024/hello', '')).toEqual({
      location: '/posts/2024/hello',
      status: 301,
    });
    expect(findRedirect(rules, '/blog', '')).toEqual({ location: '/posts', status: 301 });
    expect(findRedirect(rules, '/users/42/profile', '')).toEqual({
      location: '/people/42',
      status: 302,
    });
    expect(findRedirect(rules, '/docs/api/auth', '')?.location).toBe('/api/auth');
    expect(findRedirect(rules, '/external/a/b', '')).toEqual({
      location: 'https://example.com/a/b',
      status: 307,
    });
    expect(findRedirect(rules, '/nothing', '')).toBeUndefined();
  });

  it('keeps the query string unless the destination has its own', () => {
    expect(findRedirect(rules, '/old', '?a=1')?.location).toBe('/new?a=1');
    expect(findRedirect(rules, '/with-query', '?a=1')?.location).toBe('/target?tab=1');
  });

  it('never sends a path to itself', () => {
    expect(findRedirect(rules, '/loop/x', '')).toBeUndefined();
  });

  it('percent-encodes what a Location header cannot carry', () => {
    expect(findRedirect(rules, '/blog/café', '')?.location).toBe('/posts/caf%C3%A9');
  });

  it('looks only at forced rules when asked to', () => {
    expect(findRedirect(rules, '/old', '', { forcedOnly: true })).toBeUndefined();
    expect(findRedirect(rules, '/forced', '', { forcedOnly: true })).toEqual({
      location: '/new',
      status: 301,
    });
  });
});
