import { describe, expect, it } from 'vitest';
import { fixedPrefix, hasParameters, redirectRule } from './redirect-rule.ts';

const rule = (source: string, destination: string) => redirectRule({ source, destination }, 0);

describe('redirectRule', () => {
  it('matches an exact source, with or without a trailing slash', () => {
    const exact = rule('/old', '/new');
    expect(exact.wildcard).toBe(false);
    expect([exact.match('/old'), exact.match('/old/'), exact.match('/old/x')]).toEqual([
      '/new',
      '/new',
      undefined,
    ]);
  });

  it('carries :slug* and :path* segments (any number, including none) to the destination', () => {
    const slug = rule('/v3/:slug*', '/:slug*');
    expect(slug.wildcard).toBe(true);
    expect(slug.match('/v3/tasks/overview')).toBe('/tasks/overview');
    expect(slug.match('/v3')).toBe('/');
    expect(slug.match('/v30/x')).toBeUndefined();
    expect(rule('/examples/:path*', '/guides/examples/:path*').match('/examples/a/b')).toBe(
      '/guides/examples/a/b',
    );
    expect(rule('/examples/:path*', '/guides/examples/:path*').match('/examples')).toBe(
      '/guides/examples',
    );
  });

  it('treats * as anything, filled into * or :splat of the destination', () => {
    expect(rule('/blog/*', '/news/*').match('/blog/2024/launch')).toBe('/news/2024/launch');
    expect(rule('/docs/*', '/:splat').match('/docs/a/b')).toBe('/a/b');
    expect(rule('/docs/*', '/:splat').match('/other')).toBeUndefined();
  });

  it('matches one segment for :name, an optional one for :name?, several for :name+', () => {
    expect(rule('/users/:id', '/people/:id').match('/users/7')).toBe('/people/7');
    expect(rule('/users/:id', '/people/:id').match('/users/7/posts')).toBeUndefined();
    expect(rule('/a/:id?', '/b/:id?').match('/a')).toBe('/b');
    expect(rule('/a/:rest+', '/b/:rest+').match('/a')).toBeUndefined();
    expect(rule('/a/:rest+', '/b/:rest+').match('/a/x/y')).toBe('/b/x/y');
  });

  it('keeps the query and fragment of the destination, and external destinations whole', () => {
    expect(rule('/old/:slug*', '/new/:slug*#top').match('/old/x')).toBe('/new/x#top');
    expect(rule('/gh/:slug*', 'https://github.com/:slug*').match('/gh/org/repo')).toBe(
      'https://github.com/org/repo',
    );
  });

  it('escapes characters that mean something in a regular expression', () => {
    const dotted = rule('/v1.2/(old)', '/new');
    expect(dotted.match('/v1.2/(old)')).toBe('/new');
    expect(dotted.match('/v1x2/(old)')).toBeUndefined();
  });
});

describe('destination parameters', () => {
  it('tells destinations with parameters from plain ones', () => {
    expect(hasParameters('/:slug*')).toBe(true);
    expect(hasParameters('/news/*')).toBe(true);
    expect(hasParameters('/guides/intro')).toBe(false);
    expect(hasParameters('/guides/intro#a:b')).toBe(false);
  });

  it('gives the fixed start of a destination with parameters', () => {
    expect(fixedPrefix('/guides/examples/:slug*')).toBe('/guides/examples/');
    expect(fixedPrefix('/:slug*')).toBe('/');
    expect(fixedPrefix('/news/*')).toBe('/news/');
  });
});

describe('one matcher for the dev server, the host and the link checker', () => {
  it('lets a `/*` source match the path without it, like `:slug*`', () => {
    expect(rule('/blog/*', '/news/*').match('/blog')).toBe('/news');
    expect(rule('/blog/*', '/news/*').match('/blogs')).toBeUndefined();
  });

  it('fills `*` of a destination with the last wildcard of the source, whatever its name', () => {
    expect(rule('/legacy/:slug*', '/modern/*').match('/legacy/x/y')).toBe('/modern/x/y');
  });

  it('leaves names the source does not define as written, and the destination as written', () => {
    expect(rule('/a', '/b/:missing').match('/a')).toBe('/b/:missing');
    expect(rule('/new/', '/x/').match('/new')).toBe('/x/');
    expect(rule('/s', '/search?q=:q').match('/s')).toBe('/search?q=:q');
  });

  it('matches names inside a segment', () => {
    expect(rule('/v:version/start', '/start/:version').match('/v2/start')).toBe('/start/2');
  });

  it('roots a source written without `/` and ignores its query or fragment', () => {
    expect(rule('old', '/new').match('/old')).toBe('/new');
    expect(rule('/old?x=1', '/new').match('/old')).toBe('/new');
    expect(rule('/old#part', '/new').match('/old')).toBe('/new');
  });

  it('keeps a destination rooted when an empty value was all of its path', () => {
    expect(rule('/:slug*', '/:slug*#top').match('/')).toBe('/#top');
  });
});
