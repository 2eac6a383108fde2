import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeOf, routePattern, selectPages, sitePages } from './site-pages.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('routeOf', () => {
  it('turns built files into the routes readers visit', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf(path.join('guides', 'setup', 'index.html'))).toBe('/guides/setup');
    expect(routeOf('404.html')).toBe('/404.html');
  });
});

describe('selectPages', () => {
  const routes = ['/', '/api', '/api/users', '/api/users/create', '/guides/setup', '/404.html'];

  it('matches exact routes, with or without the slashes', () => {
    expect(selectPages(routes, ['/'])).toEqual(['/']);
    expect(selectPages(routes, ['guides/setup/'])).toEqual(['/guides/setup']);
  });

  it('matches * inside one segment and ** across segments', () => {
    expect(selectPages(routes, ['/api/*'])).toEqual(['/api/users']);
    expect(selectPages(routes, ['/api/**'])).toEqual(['/api', '/api/users', '/api/users/create']);
    expect(selectPages(routes, ['/**'])).toEqual(routes);
    expect(selectPages(routes, ['/*.html', '/guides/*'])).toEqual(['/guides/setup', '/404.html']);
  });

  it('takes regular-expression characters literally', () => {
    expect(routePattern('/a.b(c)').test('/a.b(c)')).toBe(true);
    expect(routePattern('/a.b').test('/axb')).toBe(false);
  });
});

describe('sitePages', () => {
  it("lists Folio's pages and leaves out redirects, fragments and copied HTML", async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'folio-site-pages-'));
    folders.push(site);
    const folioPage =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="generator" content="Folio"/></head></html>';
    const files: Record<string, string> = {
      'index.html': folioPage,
      'guides/setup/index.html': folioPage,
      '404.html': folioPage,
      'old/index.html':
        '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/new"></head></html>',
      '_folio/nav/abc.html': folioPage,
      'static/demo.html': '<html><body>demo</body></html>',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), text);
    }
    expect(await sitePages(site)).toEqual(['/', '/404.html', '/guides/setup']);
  });
});
