import { describe, expect, it } from 'vitest';
import { isRootRelative, prefixUrl, rewriteCss, rewriteHtml } from './base-path-rewrite.ts';

const BASE = '/_sites/acme';

describe('prefixUrl', () => {
  it('prefixes root-relative URLs only', () => {
    expect(prefixUrl('/guide', BASE)).toBe('/_sites/acme/guide');
    expect(prefixUrl('/', BASE)).toBe('/_sites/acme/');
    expect(prefixUrl('//cdn.example.com/x.js', BASE)).toBe('//cdn.example.com/x.js');
    expect(prefixUrl('/\\evil.example.com', BASE)).toBe('/\\evil.example.com');
    expect(prefixUrl('https://example.com/a', BASE)).toBe('https://example.com/a');
    expect(prefixUrl('#part', BASE)).toBe('#part');
    expect(prefixUrl('guide/relative', BASE)).toBe('guide/relative');
    expect(isRootRelative('')).toBe(false);
  });
});

describe('rewriteHtml', () => {
  it('rewrites URL attributes, srcset, metas and data-folio attributes of a page', () => {
    const html = [
      '<!doctype html><html lang="en" data-folio-search-index="/_folio/search/en.json">',
      '<head><meta property="og:image" content="/images/card.png"/>',
      '<meta property="og:title" content="/not/a/url"/>',
      '<meta name="twitter:image" content="https://cdn.example.com/card.png"/>',
      '<link rel="stylesheet" href="/_folio/site.0123456789.css"/>',
      '<script src="/_folio/site.0123456789.js" defer=""></script>',
      '<script>const home = "<a href=\'/\'>";</script>',
      '<style>.a{background:url(/images/a.png)}</style></head>',
      '<body><nav data-folio-nav="/_folio/nav/abcdef012345.html" data-folio-group="3"></nav>',
      '<a href="/guide/intro" title="a > b">Intro</a> <a href=//cdn.example.com>CDN</a>',
      '<img src="/images/a.png" srcset="/images/a.png 1x, /images/a@2x.png 2x, https://x.test/b.png 3x" alt="/images/a.png"/>',
      '<video poster="/poster.jpg"><source src="/clip.mp4"/></video>',
      '<form action="/search"><button formaction="/other">Go</button></form>',
      '<svg><use href="/_folio/icons.0123456789ab.svg#book"></use></svg>',
      '<div style="background-image: url(\'/bg.png\')">Text about /guide stays.</div>',
      '<!-- <a href="/in-comment"> --><a href="#top">Top</a><a href="mailto:a@b.c">Mail</a>',
      '</body></html>',
    ].join('\n');
    expect(rewriteHtml(html, BASE)).toMatchInlineSnapshot(`
      "<!doctype html><html lang="en" data-folio-search-index="/_sites/acme/_folio/search/en.json" data-folio-base="/_sites/acme">
      <head><meta property="og:image" content="/_sites/acme/images/card.png"/>
      <meta property="og:title" content="/not/a/url"/>
      <meta name="twitter:image" content="https://cdn.example.com/card.png"/>
      <link rel="stylesheet" href="/_sites/acme/_folio/site.0123456789.css"/>
      <script src="/_sites/acme/_folio/site.0123456789.js" defer=""></script>
      <script>const home = "<a href='/'>";</script>
      <style>.a{background:url(/_sites/acme/images/a.png)}</style></head>
      <body><nav data-folio-nav="/_sites/acme/_folio/nav/abcdef012345.html" data-folio-group="3"></nav>
      <a href="/_sites/acme/guide/intro" title="a > b">Intro</a> <a href=//cdn.example.com>CDN</a>
      <img src="/_sites/acme/images/a.png" srcset="/_sites/acme/images/a.png 1x, /_sites/acme/images/a@2x.png 2x, https://x.test/b.png 3x" alt="/images/a.png"/>
      <video poster="/_sites/acme/poster.jpg"><source src="/_sites/acme/clip.mp4"/></video>
      <form action="/_sites/acme/search"><button formaction="/_sites/acme/other">Go</button></form>
      <svg><use href="/_sites/acme/_folio/icons.0123456789ab.svg#book"></use></svg>
      <div style="background-image: url('/_sites/acme/bg.png')">Text about /guide stays.</div>
      <!-- <a href="/in-comment"> --><a href="#top">Top</a><a href="mailto:a@b.c">Mail</a>
      </body></html>"
    `);
  });

  it('rewrites fragments without an <html> element, and unquoted or single-quoted values', () => {
    expect(
      rewriteHtml('<a class=x href=/a>A</a><a href=\'/b\'>B</a><A HREF="/c">C</A>', BASE),
    ).toBe(
      '<a class=x href=/_sites/acme/a>A</a><a href=\'/_sites/acme/b\'>B</a><A HREF="/_sites/acme/c">C</A>',
    );
  });

  it('replaces a data-folio-base the page already has', () => {
    expect(rewriteHtml('<html data-folio-base="/elsewhere" lang="en">', BASE)).toBe(
      '<html lang="en" data-folio-base="/_sites/acme">',
    );
  });

  it('rewrites the target of a meta refresh', () => {
    const html = '<meta http-equiv="refresh" content="0; url=/guide/intro">';
    expect(rewriteHtml(html, BASE)).toBe(
      '<meta http-equiv="refresh" content="0; url=/_sites/acme/guide/intro">',
    );
  });

  it('leaves HTML without root-relative URLs as it is', () => {
    const html = '<p>Plain <b>text</b> with a <a href="https://example.com/">link</a>.</p>';
    expect(rewriteHtml(html, BASE)).toBe(html);
  });
});

describe('rewriteCss', () => {
  it('rewrites url() in every quoting and @import, but not other URLs', () => {
    const css = [
      '@import "/base.css";',
      "@import url('/more.css');",
      '.a { background: url(/a.png) }',
      '.b { background: url( "/b.png" ) }',
      '.c { background: url(//cdn.example.com/c.png) }',
      '.d { background: url(data:image/png;base64,AAAA) }',
      '.e { background: url(relative.png) }',
    ].join('\n');
    expect(rewriteCss(css, BASE)).toMatchInlineSnapshot(`
      "@import "/_sites/acme/base.css";
      @import url('/_sites/acme/more.css');
      .a { background: url(/_sites/acme/a.png) }
      .b { background: url("/_sites/acme/b.png") }
      .c { background: url(//cdn.example.com/c.png) }
      .d { background: url(data:image/png;base64,AAAA) }
      .e { background: url(relative.png) }"
    `);
  });
});
