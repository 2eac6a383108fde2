import { describe, expect, it } from 'vitest';
import { PageFiles } from '../../navigation/index.ts';
import { pageRefTo, renameInConfig } from './config-references.ts';

const files = new PageFiles(['index.mdx', 'guides/a.mdx', 'guides/b.mdx', 'api/index.mdx']);

function rename(sources: Record<string, string>, redirect = true, from = 'guides/a.mdx') {
  const to = 'reference/a.mdx';
  return renameInConfig({
    sources: new Map(Object.entries(sources)),
    pageFiles: files,
    from,
    to,
    routes: { from: from === 'api/index.mdx' ? '/api' : '/guides/a', to: '/reference/a' },
    redirect,
  });
}

describe('renameInConfig', () => {
  it('edits only the values that name the page, keeping tabs, comments and order', () => {
    const docs = [
      '{',
      '\t// the site',
      '\t"name": "Demo",',
      '\t"navigation": {',
      '\t\t"groups": [',
      '\t\t\t{ "group": "G", "root": "/guides/a", "pages": ["guides/a.mdx", "guides/b", "GET /users"] }',
      '\t\t],',
      '\t\t"global": { "anchors": [{ "anchor": "A", "href": "/guides/a#x" }] }',
      '\t}',
      '}',
      '',
    ].join('\n');
    const result = rename({ 'docs.json': docs });
    expect(result.changes.map((change) => [change.file, change.navigation, change.links])).toEqual([
      ['docs.json', 2, 1],
    ]);
    expect(result.changes[0]?.after).toBe(
      [
        '{',
        '\t// the site',
        '\t"name": "Demo",',
        '\t"navigation": {',
        '\t\t"groups": [',
        '\t\t\t{ "group": "G", "root": "/reference/a", "pages": ["reference/a.mdx", "guides/b", "GET /users"] }',
        '\t\t],',
        '\t\t"global": { "anchors": [{ "anchor": "A", "href": "/reference/a#x" }] }',
        '\t},',
        '\t"redirects": [',
        '\t\t{',
        '\t\t\t"source": "/guides/a",',
        '\t\t\t"destination": "/reference/a"',
        '\t\t}',
        '\t]',
        '}',
        '',
      ].join('\n'),
    );
    expect(result.redirect).toEqual({
      source: '/guides/a',
      destination: '/reference/a',
      file: 'docs.json',
    });
  });

  it('follows $ref includes, with #pointers, and edits the included files', () => {
    const result = rename({
      'docs.json':
        '{"navigation": {"tabs": {"$ref": "nav.json#/tabs"}}, "redirects": {"$ref": "redirects.json"}}',
      'nav.json': '{\n  "tabs": [{"tab": "T", "pages": ["guides/a"]}]\n}\n',
      'redirects.json': '[\n  {"source": "/x", "destination": "/guides/a/"}\n]\n',
    });
    expect(Object.fromEntries(result.changes.map((change) => [change.file, change.after]))).toEqual(
      {
        'nav.json': '{\n  "tabs": [{"tab": "T", "pages": ["reference/a"]}]\n}\n',
        'redirects.json':
          '[\n  {"source": "/x", "destination": "/reference/a/"},\n  {\n    "source": "/guides/a",\n    "destination": "/reference/a"\n  }\n]\n',
      },
    );
    expect(result.redirect?.file).toBe('redirects.json');
  });

  it('adds no second redirect from the old route, and none with redirect off', () => {
    const docs = '{"redirects": [{"source": "/guides/a/", "destination": "/elsewhere"}]}';
    const kept = rename({ 'docs.json': docs });
    expect(kept.redirect).toBeUndefined();
    expect(kept.redirectSkipped).toBe('docs.json already redirects /guides/a/');
    expect(kept.changes).toEqual([]);
    const off = rename({ 'docs.json': '{"name": "x"}' }, false);
    expect(off.changes).toEqual([]);
    expect(off.redirect).toBeUndefined();
  });

  it('names an index page the way each entry does', () => {
    const result = rename(
      { 'docs.json': '{"navigation": {"pages": ["api", "api/index", "guides/b"]}}' },
      false,
      'api/index.mdx',
    );
    expect(result.changes[0]?.after).toBe(
      '{"navigation": {"pages": ["reference/a", "reference/a", "guides/b"]}}',
    );
  });
});

describe('pageRefTo', () => {
  it('keeps a leading slash, an extension, a trailing slash and an omitted index', () => {
    expect(pageRefTo('/guides/a', 'guides/a.mdx', 'x/y.mdx')).toBe('/x/y');
    expect(pageRefTo('./guides/a.mdx', 'guides/a.mdx', 'x/y.md')).toBe('./x/y.md');
    expect(pageRefTo('guides/a/', 'guides/a.mdx', 'x/y.mdx')).toBe('x/y/');
    expect(pageRefTo('api', 'api/index.mdx', 'x/index.mdx')).toBe('x');
    expect(pageRefTo('api/index', 'api/index.mdx', 'x/index.mdx')).toBe('x/index');
  });
});
