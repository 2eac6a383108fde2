import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { serveStatic } from './serve-static.ts';
import type { StaticServer } from './serve-static.ts';

let server: StaticServer;

beforeAll(async () => {
  const root = await tempDocs({
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Not here</h1>',
    'guide/index.html': '<h1>Guide</h1>',
    '_folio/site.abc.css': 'body{}',
    '_folio/search/en.json': '{}',
    'logo.svg': '<svg/>',
    'docs/data.bin': 'bytes',
  });
  server = await serveStatic(root);
});

afterAll(() => server.close());

async function get(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
}

describe('serveStatic', () => {
  it('answers a folder route with its index.html, with or without the slash', async () => {
    expect(await get('/')).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: '<h1>Home</h1>',
    });
    expect((await get('/guide')).body).toBe('<h1>Guide</h1>');
    expect((await get('/guide/')).body).toBe('<h1>Guide</h1>');
  });

  it('sends files with their content type', async () => {
    expect((await get('/_folio/site.abc.css')).type).toBe('text/css; charset=utf-8');
    expect((await get('/_folio/search/en.json')).type).toBe('application/json; charset=utf-8');
    expect((await get('/logo.svg')).type).toBe('image/svg+xml; charset=utf-8');
    expect((await get('/docs/data.bin')).type).toBe('application/octet-stream');
  });

  it('answers missing paths with 404.html and status 404', async () => {
    expect(await get('/nowhere')).toEqual({
      status: 404,
      type: 'text/html; charset=utf-8',
      body: '<h1>Not here</h1>',
    });
    expect((await get('/index.html/')).status).toBe(404);
    expect((await get('/docs')).status).toBe(404);
  });

  it('never serves files outside its folder', async () => {
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(404);
  });

  it('refuses an encoded `..` even where it would stay inside, as the host does', async () => {
    expect((await get('/guide/..%2flogo.svg')).status).toBe(404);
    expect((await get('/logo.svg')).status).toBe(200);
  });
});
