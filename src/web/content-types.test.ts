import { describe, expect, it } from 'vitest';
import { contentTypeOf, isCssFile, isHtmlFile, UNKNOWN_TYPE } from './content-types.ts';

describe('contentTypeOf', () => {
  it('types every kind of file a built site holds', () => {
    const files = [
      'index.html',
      '_folio/site.3c439a491d.css',
      '_folio/site.3c439a491d.js',
      '_folio/search/_--_.json',
      '_folio/icons.68c8509fc4fa.svg',
      'sitemap.xml',
      'llms.txt',
      'openapi.yaml',
      'images/a.PNG',
      'images/b.jpg',
      'images/c.jpeg',
      'images/d.gif',
      'images/e.webp',
      'images/f.avif',
      'favicon.ico',
      'fonts/a.woff',
      'fonts/b.woff2',
      'fonts/c.ttf',
      'app.wasm',
      'guide.pdf',
      'clip.mp4',
      'clip.webm',
    ];
    expect(Object.fromEntries(files.map((file) => [file, contentTypeOf(file)])))
      .toMatchInlineSnapshot(`
      {
        "_folio/icons.68c8509fc4fa.svg": "image/svg+xml; charset=utf-8",
        "_folio/search/_--_.json": "application/json; charset=utf-8",
        "_folio/site.3c439a491d.css": "text/css; charset=utf-8",
        "_folio/site.3c439a491d.js": "text/javascript; charset=utf-8",
        "app.wasm": "application/wasm",
        "clip.mp4": "video/mp4",
        "clip.webm": "video/webm",
        "favicon.ico": "image/x-icon",
        "fonts/a.woff": "font/woff",
        "fonts/b.woff2": "font/woff2",
        "fonts/c.ttf": "font/ttf",
        "guide.pdf": "application/pdf",
        "images/a.PNG": "image/png",
        "images/b.jpg": "image/jpeg",
        "images/c.jpeg": "image/jpeg",
        "images/d.gif": "image/gif",
        "images/e.webp": "image/webp",
        "images/f.avif": "image/avif",
        "index.html": "text/html; charset=utf-8",
        "llms.txt": "text/plain; charset=utf-8",
        "openapi.yaml": "application/yaml; charset=utf-8",
        "sitemap.xml": "application/xml; charset=utf-8",
      }
    `);
  });

  it('sends unknown and missing extensions as bytes to download', () => {
    expect(contentTypeOf('data.bin')).toBe(UNKNOWN_TYPE);
    expect(contentTypeOf('LICENSE')).toBe(UNKNOWN_TYPE);
    expect(contentTypeOf('.env')).toBe(UNKNOWN_TYPE);
    expect(contentTypeOf('folder.html/file')).toBe(UNKNOWN_TYPE);
  });
});

describe('isHtmlFile and isCssFile', () => {
  it('tell pages and stylesheets by extension', () => {
    expect(isHtmlFile('guide/index.html')).toBe(true);
    expect(isHtmlFile('old.HTM')).toBe(true);
    expect(isHtmlFile('index.html.gz')).toBe(false);
    expect(isCssFile('_folio/site.0123456789.css')).toBe(true);
    expect(isCssFile('style.css.map')).toBe(false);
  });
});
