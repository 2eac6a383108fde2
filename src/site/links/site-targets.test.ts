import { describe, expect, it } from 'vitest';
import { redirectRule } from '../../web/index.ts';
import { SiteTargets } from './site-targets.ts';

const targets = new SiteTargets({
  routes: ['/', '/quickstart', '/guides/intro', '/guides/setup', '/guides', '/tasks/overview'],
  files: [
    'docs.json',
    'index.mdx',
    'quickstart.mdx',
    'guides/intro.mdx',
    'images/hero.png',
    'api/openapi.json',
    'files/guide v2.pdf',
    'logo/dark.svg',
  ],
  redirects: [
    { source: '/old-start', destination: '/quickstart' },
    { source: '/v3/:slug*', destination: '/:slug*' },
    { source: '/blog/*', destination: 'https://blog.example.com/*' },
    { source: '/moved', destination: '/old-start' },
    { source: '/gone', destination: '/nowhere' },
    { source: '/ping', destination: '/pong' },
    { source: '/pong', destination: '/ping' },
  ].map(redirectRule),
});

const link = (sitePath: string) => targets.resolve(sitePath, 'link');

describe('SiteTargets: pages', () => {
  it.each([
    ['/guides/intro', '/guides/intro'],
    ['/guides/intro/', '/guides/intro'],
    ['/guides/intro.mdx', '/guides/intro'],
    ['/guides/intro.md', '/guides/intro'],
    ['/guides/index', '/guides'],
    ['/guides/index.mdx', '/guides'],
    ['/guides/', '/guides'],
    ['/', '/'],
    ['/index', '/'],
    ['/index.mdx', '/'],
    ['//guides//intro', '/guides/intro'],
  ])('%s reaches the page %s', (sitePath, route) => {
    expect(link(sitePath)).toEqual({ ok: true, target: { type: 'page', route } });
  });

  it('reports a missing page with a near-miss route', () => {
    expect(link('/guides/intor')).toEqual({
      ok: false,
      problem: 'no page /guides/intor',
      suggestion: '/guides/intro',
    });
  });

  it('suggests the first page inside a folder, or the page that moved to another folder', () => {
    expect(link('/tasks')).toMatchObject({ ok: false, suggestion: '/tasks/overview' });
    expect(link('/overview')).toMatchObject({ ok: false, suggestion: '/tasks/overview' });
    expect(link('/completely/unrelated/thing')).toEqual({
      ok: false,
      problem: 'no page /completely/unrelated/thing',
      suggestion: undefined,
    });
  });

  it('is case-sensitive, as static hosts are, and suggests the right case', () => {
    expect(link('/Guides/Intro')).toMatchObject({ ok: false, suggestion: '/guides/intro' });
  });
});

describe('SiteTargets: files', () => {
  it('reaches static files of the folder and files the build writes', () => {
    expect(link('/api/openapi.json')).toEqual({
      ok: true,
      target: { type: 'file', file: 'api/openapi.json' },
    });
    expect(link('/files/guide v2.pdf')).toMatchObject({ ok: true });
    expect(link('/sitemap.xml')).toMatchObject({ ok: true });
    expect(link('/llms.txt')).toMatchObject({ ok: true });
  });

  it('never serves docs.json or page sources as files', () => {
    expect(link('/docs.json')).toMatchObject({ ok: false, problem: 'no file /docs.json' });
    expect(targets.resolve('/quickstart.mdx', 'image')).toMatchObject({ ok: false });
  });

  it('calls a missing path with a file extension a missing file, with a suggestion', () => {
    expect(link('/images/hero.jpg')).toEqual({
      ok: false,
      problem: 'no file /images/hero.jpg',
      suggestion: '/images/hero.png',
    });
    expect(link('/guides/v1.2')).toMatchObject({ problem: 'no page /guides/v1.2' });
  });

  it('requires images to be files, not pages', () => {
    expect(targets.resolve('/images/hero.png', 'image')).toMatchObject({ ok: true });
    expect(targets.resolve('/quickstart', 'image')).toEqual({
      ok: false,
      problem: 'no file /quickstart',
      suggestion: undefined,
    });
    expect(targets.resolve('/images/heor.png', 'image')).toMatchObject({
      suggestion: '/images/hero.png',
    });
  });
});

describe('SiteTargets: redirects', () => {
  it('follows exact and wildcard sources to their destination', () => {
    expect(link('/old-start')).toEqual({
      ok: true,
      target: { type: 'page', route: '/quickstart' },
    });
    expect(link('/v3/guides/setup')).toEqual({
      ok: true,
      target: { type: 'page', route: '/guides/setup' },
    });
    expect(link('/blog/2024/launch')).toEqual({
      ok: true,
      target: { type: 'external', url: 'https://blog.example.com/2024/launch' },
    });
    expect(link('/moved')).toMatchObject({ ok: true, target: { route: '/quickstart' } });
  });

  it('reports where a followed redirect leads when nothing is there', () => {
    expect(link('/v3/guides/stup')).toEqual({
      ok: false,
      problem: 'no page /guides/stup (redirected from /v3/:slug*)',
      suggestion: '/guides/setup',
    });
    expect(link('/gone')).toMatchObject({ problem: 'no page /nowhere (redirected from /gone)' });
  });

  it('stops at redirect loops', () => {
    expect(link('/ping')).toEqual({ ok: false, problem: 'redirect loop: /ping → /pong → /ping' });
  });

  it('lets a page win over a redirect with the same source', () => {
    const shadowed = new SiteTargets({
      routes: ['/a'],
      files: [],
      redirects: [redirectRule({ source: '/a', destination: '/b' }, 0)],
    });
    expect(shadowed.resolve('/a', 'link')).toEqual({
      ok: true,
      target: { type: 'page', route: '/a' },
    });
  });
});

describe('SiteTargets.hasTargetsUnder', () => {
  it('finds pages and files under a folder', () => {
    expect(targets.hasTargetsUnder('/guides/')).toBe(true);
    expect(targets.hasTargetsUnder('/images/')).toBe(true);
    expect(targets.hasTargetsUnder('/')).toBe(true);
    expect(targets.hasTargetsUnder('/gui/')).toBe(false);
  });
});
