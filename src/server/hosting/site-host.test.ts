import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../storage/index.ts';
import { ProjectCache } from '../project-cache.ts';
import { IMMUTABLE, REVALIDATE } from './cache-headers.ts';
import { createSiteHost } from './site-host.ts';
import {
  buildTestSite,
  deploy,
  siteFetch,
  tempFolder,
  testDatabase,
  testProject,
} from '../../../test/server/hosting-site.ts';

const PNG = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
const CLIP = randomBytes(300 * 1024);

const page = (title: string, body = `Content of ${title}.`): string =>
  `---\ntitle: ${JSON.stringify(title)}\n---\n\n${body}\n`;

const docs = {
  'docs.json': JSON.stringify({
    name: 'Acme',
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guide/intro', 'guide/setup'] }] },
    redirects: [
      { source: '/old', destination: '/guide/intro' },
      { source: '/blog/:slug*', destination: '/guide/:slug*' },
      { source: '/later', destination: '/', permanent: false },
      { source: '/images/:name', destination: '/media/:name' },
    ],
  }),
  'index.mdx': page('Home', 'Welcome. Read the [intro](/guide/intro).'),
  'guide/intro.mdx': page('Intro'),
  'guide/setup.mdx': page('Setup'),
  'images/logo.png': PNG,
  'media/clip.mp4': CLIP,
  'files/data.bin': 'binary',
  'styles/extra.css': 'body { background: url(/images/logo.png); }\n',
};

let folder: Awaited<ReturnType<typeof tempFolder>>;
let db: Database;
let site: string;
let get: ReturnType<typeof siteFetch>;
let assets: { css: string; js: string };

beforeAll(async () => {
  folder = await tempFolder();
  site = await buildTestSite(folder.root, docs);
  await writeFile(path.join(folder.root, 'secret.txt'), 'do not serve');
  const database = await testDatabase();
  db = database.db;
  await deploy(db, await testProject(db, database.organizationId, 'acme'), site);
  await testProject(db, database.organizationId, 'pending');
  get = siteFetch(createSiteHost({ db, projects: new ProjectCache(db) }));
  const manifest = JSON.parse(await readFile(path.join(site, '_folio/manifest.json'), 'utf8')) as {
    assets: [string, string];
  };
  assets = { css: manifest.assets[0], js: manifest.assets[1] };
}, 120_000);

afterAll(async () => {
  await db.close();
  await folder.remove();
});

const url = (pathname: string): string => `http://acme.localhost:3000${pathname}`;

describe('files', () => {
  it('answers pages with their index.html, with or without a final slash', async () => {
    const home = await get(url('/'));
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(await readFile(path.join(site, 'index.html'), 'utf8'));
    const intro = await readFile(path.join(site, 'guide/intro/index.html'), 'utf8');
    for (const pathname of ['/guide/intro', '/guide/intro/', '/guide/intro/index.html']) {
      const response = await get(url(pathname));
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toBe(intro);
    }
  });

  it('sends the content type of every kind of file, with nosniff', async () => {
    const types: Record<string, string> = {
      '/': 'text/html; charset=utf-8',
      [assets.css]: 'text/css; charset=utf-8',
      [assets.js]: 'text/javascript; charset=utf-8',
      '/_folio/search/_--_.json': 'application/json; charset=utf-8',
      '/sitemap.xml': 'application/xml; charset=utf-8',
      '/robots.txt': 'text/plain; charset=utf-8',
      '/images/logo.png': 'image/png',
      '/media/clip.mp4': 'video/mp4',
      '/files/data.bin': 'application/octet-stream',
    };
    for (const [pathname, type] of Object.entries(types)) {
      const response = await get(url(pathname), { method: 'HEAD' });
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toBe(type);
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    }
  });

  it('streams large files whole and answers byte ranges', async () => {
    const whole = await get(url('/media/clip.mp4'));
    expect(whole.headers.get('content-length')).toBe(String(CLIP.byteLength));
    expect(Buffer.from(await whole.arrayBuffer()).equals(CLIP)).toBe(true);

    const part = await get(url('/media/clip.mp4'), { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${String(CLIP.byteLength)}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(CLIP.subarray(100, 200))).toBe(true);

    const past = await get(url('/media/clip.mp4'), { headers: { range: 'bytes=999999999-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${String(CLIP.byteLength)}`);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await get(url('/guide/setup'));
    const head = await get(url('/guide/setup'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String((await full.arrayBuffer()).byteLength));
    expect(head.headers.get('etag')).toBe(full.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('refuses other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await get(url('/'), { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD');
    }
  });

  it('never serves a file outside the output folder', async () => {
    const attempts = [
      '/..%2Fsecret.txt',
      '/guide/..%2F..%2F..%2Fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5Csecret.txt',
      '/index.html%00.png',
      '/_redirects',
    ];
    for (const pathname of attempts) {
      const response = await host().serve(
        { subdomain: 'acme', path: pathname, basePath: '' },
        req(),
      );
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).not.toContain('do not serve');
    }
    const malformed = await get(url('/%E0%A4%A'));
    expect(malformed.status).toBe(400);
  });
});

describe('caching', () => {
  it('keeps content-named assets for a year and checks everything else', async () => {
    for (const pathname of [assets.css, assets.js]) {
      const response = await get(url(pathname), { method: 'HEAD' });
      expect(response.headers.get('cache-control'), pathname).toBe(IMMUTABLE);
    }
    for (const pathname of ['/', '/guide/intro', '/images/logo.png', '/_folio/search/_--_.json']) {
      const response = await get(url(pathname), { method: 'HEAD' });
      expect(response.headers.get('cache-control'), pathname).toBe(REVALIDATE);
      expect(response.headers.get('etag'), pathname).toMatch(/^"[\w-]{27}"$/);
      expect(response.headers.get('last-modified'), pathname).toMatch(/ GMT$/);
    }
  });

  it('answers 304 to a current If-None-Match or If-Modified-Since', async () => {
    const first = await get(url('/guide/intro'));
    const etag = first.headers.get('etag') ?? '';
    const modified = first.headers.get('last-modified') ?? '';
    const tagged = await get(url('/guide/intro'), { headers: { 'if-none-match': etag } });
    expect(tagged.status).toBe(304);
    expect(tagged.headers.get('etag')).toBe(etag);
    expect(await tagged.text()).toBe('');
    const weak = await get(url('/guide/intro'), { headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.status).toBe(304);
    const dated = await get(url('/guide/intro'), { headers: { 'if-modified-since': modified } });
    expect(dated.status).toBe(304);
    const stale = await get(url('/guide/intro'), { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
    const older = await get(url('/guide/intro'), {
      headers: { 'if-modified-since': new Date(0).toUTCString() },
    });
    expect(older.status).toBe(200);
  });
});

describe('compression', () => {
  it('sends text compressed to clients that accept it, under its own tag', async () => {
    const original = await readFile(path.join(site, assets.css));
    const plain = await get(url(assets.css));
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const response = await get(url(assets.css), { headers });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(original.byteLength / 3);
    expect(brotliDecompressSync(body).equals(original)).toBe(true);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/-br"$/);
    expect(etag).not.toBe(plain.headers.get('etag'));
    const again = await get(url(assets.css), { headers: { ...headers, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const gzipped = await get(url('/'), { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(
      await readFile(path.join(site, 'index.html'), 'utf8'),
    );
  });

  it('sends images and video as they are', async () => {
    const headers = { 'accept-encoding': 'br' };
    for (const pathname of ['/images/logo.png', '/media/clip.mp4']) {
      const response = await get(url(pathname), { headers, method: 'HEAD' });
      expect(response.headers.get('content-encoding'), pathname).toBeNull();
      expect(response.headers.get('vary'), pathname).toBeNull();
    }
  });
});

describe('missing pages and redirects', () => {
  it("answers a missing page with the site's 404.html and status 404", async () => {
    const response = await get(url('/no/such/page'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(await readFile(path.join(site, '404.html'), 'utf8'));
  });

  it('redirects with the real status, filling in wildcards and keeping the query', async () => {
    const cases: [string, number, string][] = [
      ['/old', 301, '/guide/intro'],
      ['/old/', 301, '/guide/intro'],
      ['/blog/setup', 301, '/guide/setup'],
      ['/blog/a/b?ref=x', 301, '/guide/a/b?ref=x'],
      ['/blog', 301, '/guide'],
      ['/later', 302, '/'],
      ['/images/gone.png', 301, '/media/gone.png'],
    ];
    for (const [pathname, status, location] of cases) {
      const response = await get(url(pathname));
      expect(response.status, pathname).toBe(status);
      expect(response.headers.get('location'), pathname).toBe(location);
    }
  });

  it('serves a real file before a rule that matches it', async () => {
    const response = await get(url('/images/logo.png'));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });
});

describe('sites that are not served', () => {
  it('answers an unknown subdomain with a small 404 page', async () => {
    const response = await get('http://nobody.localhost/guide');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<h1>No site is hosted at nobody</h1>');
  });

  it('answers a project without a ready deployment with 503 and Retry-After', async () => {
    const response = await get('http://pending.localhost/');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('being built');
  });
});

function host(): ReturnType<typeof createSiteHost> {
  return createSiteHost({ db, projects: new ProjectCache(db) });
}

function req(): Request {
  return new Request(url('/'));
}
