import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../shared/index.ts';
import { sortByPosition } from './load-config.ts';
import {
  loadDocsJson as load,
  withNavigation as nav,
} from '../../test/helpers/diagnostics-text.ts';

describe('valid configs', () => {
  it('accepts every navigation form of the spec', async () => {
    const { loaded } = await load(
      JSON.stringify({
        $schema: 'https://mintlify.com/docs.json',
        theme: 'maple',
        name: 'All forms',
        colors: { primary: '#16A34A', light: '#07C983', dark: '#15803D' },
        logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://example.com' },
        favicon: '/favicon.svg',
        styling: { eyebrows: 'breadcrumbs' },
        interaction: { drilldown: true },
        api: { openapi: ['openapi.yaml', 'https://example.com/spec.json'] },
        redirects: [{ source: '/v3/:slug*', destination: '/:slug*', permanent: true }],
        navigation: {
          languages: [
            {
              language: 'en',
              default: true,
              versions: [
                {
                  version: 'v2',
                  tag: 'Latest',
                  default: true,
                  products: [
                    {
                      product: 'Cloud',
                      description: 'Hosted',
                      icon: { name: 'cloud', style: 'solid', library: 'fontawesome' },
                      tabs: [
                        {
                          tab: 'Guides',
                          icon: 'book',
                          groups: [
                            {
                              group: 'Start',
                              icon: 'rocket',
                              tag: 'New',
                              expanded: true,
                              root: 'index',
                              pages: [
                                'index',
                                '/quickstart',
                                { group: 'Nested', pages: ['a', { group: 'Deeper', pages: [] }] },
                              ],
                            },
                          ],
                        },
                        { tab: 'API', openapi: { source: 'openapi.yaml', directory: 'api' } },
                        { tab: 'Blog', href: 'https://example.com/blog' },
                        {
                          tab: 'SDKs',
                          menu: [
                            {
                              item: 'JS',
                              icon: 'js',
                              description: 'JavaScript',
                              pages: ['sdk/js'],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            { language: 'zh', anchors: [{ anchor: 'Docs', pages: ['zh/index'] }] },
            {
              language: 'ja',
              dropdowns: [
                { dropdown: 'Docs', description: 'All', pages: ['ja/index', 'GET /users'] },
              ],
            },
          ],
          global: {
            anchors: [
              { anchor: 'Blog', href: 'https://example.com/blog' },
              { anchor: 'Home', href: '/' },
            ],
          },
        },
      }),
    );
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.languages?.[0]?.language).toBe('en');
  });

  it('accepts the other top-level sections real sites use', async () => {
    const { loaded } = await load(
      JSON.stringify({
        name: 'x',
        description: 'd',
        navbar: {
          links: [{ label: 'Support', href: 'mailto:hi@example.com' }],
          primary: { type: 'button', label: 'Go', href: 'https://x.dev' },
        },
        footer: {
          socials: { x: 'https://x.com/a' },
          links: [{ header: 'H', items: [{ label: 'L', href: 'https://l.dev' }] }],
        },
        seo: { indexing: 'all', metatags: { 'og:site_name': 'x' } },
        icons: { library: 'lucide' },
        banner: { content: 'Hi', dismissible: true },
        appearance: { default: 'dark', strict: true },
        background: { color: { light: '#fff', dark: '#121317' }, decoration: 'grid' },
        contextual: { options: ['copy', 'view'] },
        search: { prompt: 'Search...' },
        integrations: { ga4: { measurementId: 'G-1' } },
        errors: { '404': { redirect: false } },
        fonts: { family: 'Inter' },
        metadata: { timestamp: true },
        navigation: { pages: ['index'] },
      }),
    );
    // Accepted, and each applied: nothing is reported.
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.jsonPath ?? ''}`)).toEqual([]);
  });
});

describe('positions and messages', () => {
  it('reports invalid JSON at its line and column', async () => {
    const { loaded, text } = await load(
      '{\n  "name": "x",\n  "navigation": {\n    "pages": ["a" "b"]\n  }\n}\n',
    );
    expect(loaded.config).toBeUndefined();
    expect(text).toMatchInlineSnapshot(`
      "error[json-syntax]: Invalid JSON: Expected ',' between two entries
        --> docs.json:4:19
         |
      4  |     "pages": ["a" "b"]
         |                   ^
        = fix: Add a comma after the previous entry."
    `);
  });

  it('reports an empty file', async () => {
    expect((await load('')).text).toMatchInlineSnapshot(`
      "error[json-syntax]: docs.json is empty
        --> docs.json:1:1
         |
      1  | 
         | ^
        = fix: A docs.json file holds one JSON object, at least {"name": "...", "navigation": {...}}."
    `);
  });

  it('collects every error, not only the first', async () => {
    const { loaded, text } = await load(
      nav(`{
    "tabs": [
      { "tab": "A", "groups": [ { "group": "A", "pages": ["x", 5, {"grop": "y", "pages": []}] } ] },
      { "tab": "B", "groups": [ { "group": "G", "expanded": "yes", "pages": [] } ] }
    ]
  }`),
    );
    expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(3);
    expect(text).toMatchInlineSnapshot(`
      "error[invalid-union]: Expected a page path or a group
        --> docs.json:5:64 (navigation.tabs[0].groups[0].pages[1])
         |
      5  |       { "tab": "A", "groups": [ { "group": "A", "pages": ["x", 5, {"grop": "y", "pages": []}] } ] },
         |                                                                ^
        = fix: Write a page path such as "guides/intro", or a group such as {"group": "Guides", "pages": ["guides/intro"]}.

      error[missing-key]: Missing required key "group"
        --> docs.json:5:67 (navigation.tabs[0].groups[0].pages[2].group)
         |
      5  |       { "tab": "A", "groups": [ { "group": "A", "pages": ["x", 5, {"grop": "y", "pages": []}] } ] },
         |                                                                   ^
        = fix: Found "grop": did you mean "group"?

      error[invalid-type]: "expanded" must be true or false, but is the string "yes"
        --> docs.json:6:61 (navigation.tabs[1].groups[0].expanded)
         |
      6  |       { "tab": "B", "groups": [ { "group": "G", "expanded": "yes", "pages": [] } ] }
         |                                                             ^
        = fix: Write true or false, without quotes."
    `);
  });

  it('names the JSON path of each problem', async () => {
    const { loaded } = await load(
      nav(
        '{ "tabs": [ {"tab": "A", "pages": []}, {"tab": "B", "groups": [{"group": "G", "pages": ["a", "b", "c", 4]}]} ] }',
      ),
    );
    expect(loaded.diagnostics.map((d) => d.jsonPath)).toEqual([
      'navigation.tabs[1].groups[0].pages[3]',
    ]);
  });

  it('keeps positions right in CRLF files', async () => {
    const { loaded } = await load('{\r\n  "navigation": {\r\n    "pages": [1]\r\n  }\r\n}\r\n');
    expect(loaded.diagnostics[0]?.position).toEqual({ file: 'docs.json', line: 3, column: 15 });
  });
});

describe('unknown keys', () => {
  it('warns with a suggestion and drops the key', async () => {
    const { loaded, text } = await load(
      nav('{ "tabs": [ { "tab": "A", "grups": [], "pages": ["index"] } ] }'),
    );
    expect(loaded.config).toBeDefined();
    expect(loaded.config?.navigation.tabs?.[0]).toEqual({ tab: 'A', pages: ['index'] });
    expect(text).toMatchInlineSnapshot(`
      "warning[unknown-key]: Unknown key "grups" in a tab; it is ignored
        --> docs.json:3:43 (navigation.tabs[0].grups)
         |
      3  |   "navigation": { "tabs": [ { "tab": "A", "grups": [], "pages": ["index"] } ] }
         |                                           ^
        = fix: Did you mean "groups"?"
    `);
  });

  it('warns on unknown top-level keys and lists the known ones when nothing is close', async () => {
    const { loaded, text } = await load(
      '{"navigation": {"pages": []}, "feedback": {"thumbsRating": true}}',
    );
    expect(loaded.config).toBeDefined();
    expect(loaded.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(text).toContain('Unknown key "feedback" in docs.json; it is ignored');
  });

  it('joins a missing key and its near-miss into one error', async () => {
    const { loaded, text } = await load(nav('{ "groups": [ { "gruop": "G", "pages": [] } ] }'));
    expect(loaded.diagnostics).toHaveLength(1);
    expect(text).toMatchInlineSnapshot(`
      "error[missing-key]: Missing required key "group"
        --> docs.json:3:31 (navigation.groups[0].group)
         |
      3  |   "navigation": { "groups": [ { "gruop": "G", "pages": [] } ] }
         |                               ^
        = fix: Found "gruop": did you mean "group"?"
    `);
  });

  it('warns on an unknown theme', async () => {
    const { loaded, text } = await load('{"theme": "mapel", "navigation": {"pages": []}}');
    expect(loaded.config).toBeDefined();
    expect(text).toMatchInlineSnapshot(`
      "warning[unknown-theme]: Unknown theme "mapel"; the site uses "mint"
        --> docs.json:1:11 (theme)
         |
      1  | {"theme": "mapel", "navigation": {"pages": []}}
         |           ^
        = fix: Did you mean "maple"?"
    `);
  });
});

describe('lenient JSON', () => {
  it('accepts comments and trailing commas with a warning', async () => {
    const { loaded, text } = await load(
      '{\n  // the site\n  "navigation": {"pages": ["a",]},\n}\n',
    );
    expect(loaded.config?.navigation.pages).toEqual(['a']);
    expect(text).toMatchInlineSnapshot(`
      "warning[json-comment]: Comments are not valid JSON
        --> docs.json:2:3
         |
      2  |   // the site
         |   ^
        = fix: Folio ignores them, but other tools that read docs.json will fail; remove the comment.

      warning[json-trailing-comma]: Trailing commas are not valid JSON
        --> docs.json:3:31
         |
      3  |   "navigation": {"pages": ["a",]},
         |                               ^
        = fix: Folio accepts it, but other tools that read docs.json will fail; remove the comma."
    `);
  });

  it('warns on duplicate keys and uses the last', async () => {
    const { loaded, text } = await load('{"name": "a", "name": "b", "navigation": {"pages": []}}');
    expect(loaded.config?.name).toBe('b');
    expect(text).toMatchInlineSnapshot(`
      "warning[duplicate-key]: Duplicate key "name": the earlier value is dropped and this one is used
        --> docs.json:1:15
         |
      1  | {"name": "a", "name": "b", "navigation": {"pages": []}}
         |               ^
        = fix: Remove one of the two entries."
    `);
  });
});

describe('sortByPosition', () => {
  const at = (file: string, line: number): Diagnostic => ({
    severity: 'warning',
    code: 'test',
    message: `${file}:${line}`,
    position: { file, line, column: 1 },
  });

  it('orders files by code unit, with no collation to load', () => {
    const sorted = sortByPosition([at('a.mdx', 1), at('B.mdx', 2), at('B.mdx', 1)]);
    expect(sorted.map((diagnostic) => diagnostic.message)).toEqual([
      'B.mdx:1',
      'B.mdx:2',
      'a.mdx:1',
    ]);
  });

  it('keeps unpositioned diagnostics first, in their order', () => {
    const loose = (message: string): Diagnostic => ({ severity: 'error', code: 'test', message });
    const sorted = sortByPosition([at('a.mdx', 1), loose('one'), loose('two')]);
    expect(sorted.map((diagnostic) => diagnostic.message)).toEqual(['one', 'two', 'a.mdx:1']);
  });
});
