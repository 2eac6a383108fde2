import { describe, expect, it } from 'vitest';
import { configDiagnosticsText } from '../../test/helpers/diagnostics-text.ts';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { loadConfig } from './load-config.ts';

/** Loads a docs.json written as text (so positions are predictable). */
async function load(docsJson: string, extra: Record<string, string> = {}) {
  const root = await tempDocs({ 'docs.json': docsJson, ...extra });
  return { root, loaded: await loadConfig(root), text: await configDiagnosticsText(root) };
}

const nav = (navigation: string) => `{\n  "name": "Test",\n  "navigation": ${navigation}\n}\n`;

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
    expect(loaded.diagnostics).toEqual([]);
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
      { "tab": "A", "groups": [ { "group": "", "pages": ["x", 5, {"grop": "y", "pages": []}] } ] },
      { "tab": "B", "groups": [ { "group": "G", "expanded": "yes", "pages": [] } ] }
    ]
  }`),
    );
    expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(4);
    expect(text).toMatchInlineSnapshot(`
      "error[invalid-value]: A group name must not be empty
        --> docs.json:5:44 (navigation.tabs[0].groups[0].group)
         |
      5  |       { "tab": "A", "groups": [ { "group": "", "pages": ["x", 5, {"grop": "y", "pages": []}] } ] },
         |                                            ^
        = fix: Give it a name, e.g. "group": "Getting started".

      error[invalid-union]: Expected a page path or a group
        --> docs.json:5:63 (navigation.tabs[0].groups[0].pages[1])
         |
      5  |       { "tab": "A", "groups": [ { "group": "", "pages": ["x", 5, {"grop": "y", "pages": []}] } ] },
         |                                                               ^
        = fix: Write a page path such as "guides/intro", or a group such as {"group": "Guides", "pages": ["guides/intro"]}.

      error[missing-key]: Missing required key "group"
        --> docs.json:5:66 (navigation.tabs[0].groups[0].pages[2].group)
         |
      5  |       { "tab": "A", "groups": [ { "group": "", "pages": ["x", 5, {"grop": "y", "pages": []}] } ] },
         |                                                                  ^
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

describe('rules of spec section 2.3', () => {
  it('requires group names to be non-empty', async () => {
    expect((await load(nav('{ "groups": [ { "group": "  ", "pages": [] } ] }'))).text)
      .toMatchInlineSnapshot(`
      "error[invalid-value]: A group name must not be empty
        --> docs.json:3:42 (navigation.groups[0].group)
         |
      3  |   "navigation": { "groups": [ { "group": "  ", "pages": [] } ] }
         |                                          ^
        = fix: Give it a name, e.g. "group": "Getting started"."
    `);
  });

  it('requires "expanded" to be a boolean', async () => {
    expect(
      (await load(nav('{ "groups": [ { "group": "G", "expanded": "yes", "pages": [] } ] }'))).text,
    ).toMatchInlineSnapshot(`
      "error[invalid-type]: "expanded" must be true or false, but is the string "yes"
        --> docs.json:3:59 (navigation.groups[0].expanded)
         |
      3  |   "navigation": { "groups": [ { "group": "G", "expanded": "yes", "pages": [] } ] }
         |                                                           ^
        = fix: Write true or false, without quotes."
    `);
  });

  it('requires the name field of each division', async () => {
    const { loaded } = await load(
      nav(`{ "tabs": [ { "pages": [] } ], "anchors": [ { "pages": [] } ], "dropdowns": [ { "pages": [] } ],
         "products": [ { "pages": [] } ], "versions": [ { "pages": [] } ], "languages": [ { "pages": [] } ] }`),
    );
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.jsonPath ?? ''}`)).toEqual([
      'missing-key navigation.tabs[0].tab',
      'missing-key navigation.anchors[0].anchor',
      'missing-key navigation.dropdowns[0].dropdown',
      'missing-key navigation.products[0].product',
      'missing-key navigation.versions[0].version',
      'missing-key navigation.languages[0].language',
    ]);
  });

  it('requires "item" in menu items', async () => {
    expect(
      (await load(nav('{ "tabs": [ { "tab": "T", "menu": [ { "title": "x", "pages": [] } ] } ] }')))
        .text,
    ).toMatchInlineSnapshot(`
      "error[missing-key]: Missing required key "item"
        --> docs.json:3:53 (navigation.tabs[0].menu[0].item)
         |
      3  |   "navigation": { "tabs": [ { "tab": "T", "menu": [ { "title": "x", "pages": [] } ] } ] }
         |                                                     ^
        = fix: Add "item" to this object.

      warning[unknown-key]: Unknown key "title" in a menu item; it is ignored
        --> docs.json:3:55 (navigation.tabs[0].menu[0].title)
         |
      3  |   "navigation": { "tabs": [ { "tab": "T", "menu": [ { "title": "x", "pages": [] } ] } ] }
         |                                                       ^
        = fix: Known keys here: item, description, pages, groups, tabs, anchors, dropdowns, products, versions, languages, openapi, asyncapi, icon, href, hidden, public, searchable."
    `);
  });

  it('rejects a page entry that is neither a path nor a group', async () => {
    expect((await load(nav('{ "pages": [ true ] }'))).text).toMatchInlineSnapshot(`
      "error[invalid-union]: Expected a page path or a group
        --> docs.json:3:30 (navigation.pages[0])
         |
      3  |   "navigation": { "pages": [ true ] }
         |                              ^
        = fix: Write a page path such as "guides/intro", or a group such as {"group": "Guides", "pages": ["guides/intro"]}."
    `);
  });

  it('accepts the 14 language codes of the spec and common aliases', async () => {
    const codes = [
      'ar',
      'cn',
      'zh-Hant',
      'en',
      'fr',
      'de',
      'id',
      'it',
      'jp',
      'ko',
      'pt-BR',
      'ru',
      'es',
      'tr',
      'zh',
      'ja',
      'zh-Hans',
      'pt',
    ];
    const languages = codes.map((language) => ({ language, pages: [] }));
    const { loaded } = await load(JSON.stringify({ navigation: { languages } }));
    expect(loaded.diagnostics).toEqual([]);
  });

  it('rejects an unknown language code, suggesting a near one', async () => {
    expect(
      (
        await load(
          nav(
            '{ "languages": [ { "language": "EN", "pages": [] }, { "language": "klingon", "pages": [] } ] }',
          ),
        )
      ).text,
    ).toMatchInlineSnapshot(`
      "error[invalid-value]: Unknown language code "EN"
        --> docs.json:3:48 (navigation.languages[0].language)
         |
      3  |   "navigation": { "languages": [ { "language": "EN", "pages": [] }, { "language": "klingon", "pages"…
         |                                                ^
        = fix: Did you mean "en"? Supported codes: ar, cn, zh-Hant, en, fr, de, id, it, jp, ko, pt-BR, ru, es, tr (and aliases such as zh, ja).

      error[invalid-value]: Unknown language code "klingon"
        --> docs.json:3:83 (navigation.languages[1].language)
         |
      3  | …ion": { "languages": [ { "language": "EN", "pages": [] }, { "language": "klingon", "pages": [] } ] }
         |                                                                          ^
        = fix: Use one of: ar, cn, zh-Hant, en, fr, de, id, it, jp, ko, pt-BR, ru, es, tr (or an alias such as zh, ja)."
    `);
  });

  it('suggests the base language for a regional code, and the right case', async () => {
    const { loaded } = await load(
      nav(
        '{ "languages": [ { "language": "fr-FR", "pages": [] }, { "language": "pt-br", "pages": [] } ] }',
      ),
    );
    expect(loaded.diagnostics.map((d) => d.hint?.split('?')[0])).toEqual([
      'Did you mean "fr"',
      'Did you mean "pt-BR"',
    ]);
  });

  it('requires an absolute href on global anchors', async () => {
    const { text, loaded } = await load(
      nav(
        '{ "pages": [], "global": { "anchors": [ { "anchor": "Blog", "href": "blog/posts" }, { "anchor": "X" }, { "anchor": "Ok", "href": "/changelog" }, { "anchor": "Mail", "href": "mailto:a@b.c" } ] } }',
      ),
    );
    expect(loaded.diagnostics.map((d) => d.jsonPath)).toEqual([
      'navigation.global.anchors[0].href',
      'navigation.global.anchors[1].href',
    ]);
    expect(text).toMatchInlineSnapshot(`
      "error[invalid-value]: Global anchor href "blog/posts" is a relative path
        --> docs.json:3:85 (navigation.global.anchors[0].href)
         |
      3  | …obal": { "anchors": [ { "anchor": "Blog", "href": "blog/posts" }, { "anchor": "X" }, { "anchor": "Ok…
         |                                                    ^
        = fix: Global links appear on every page, so a relative path would change meaning from page to page: use a full URL ("https://…") or a path from the site root ("/blog/posts").

      error[missing-key]: A global anchor needs an "href"
        --> docs.json:3:101 (navigation.global.anchors[1].href)
         |
      3  | …s": [ { "anchor": "Blog", "href": "blog/posts" }, { "anchor": "X" }, { "anchor": "Ok", "href": "/cha…
         |                                                    ^
        = fix: Add one, e.g. "href": "https://example.com/blog"."
    `);
  });

  it('accepts openapi as a string, an array or {source, directory} at any level', async () => {
    const { loaded } = await load(
      JSON.stringify({
        navigation: {
          openapi: 'a.yaml',
          tabs: [
            {
              tab: 'A',
              openapi: ['a.yaml', '/b.json'],
              groups: [
                { group: 'G', openapi: { source: 'c.yaml', directory: 'api' }, pages: ['GET /x'] },
              ],
            },
            { tab: 'B', openapi: 'https://example.com/openapi.json' },
          ],
        },
      }),
    );
    expect(loaded.diagnostics).toEqual([]);
  });

  it('rejects an openapi value of the wrong form', async () => {
    expect((await load(nav('{ "openapi": 3, "pages": [] }'))).text).toMatchInlineSnapshot(`
      "error[invalid-union]: Expected an OpenAPI source
        --> docs.json:3:30 (navigation.openapi)
         |
      3  |   "navigation": { "openapi": 3, "pages": [] }
         |                              ^
        = fix: Write a path ("openapi.yaml"), a list of paths, or {"source": "openapi.yaml", "directory": "api"}."
    `);
  });

  it('checks styling.eyebrows and interaction.drilldown', async () => {
    const { text } = await load(
      '{"navigation": {"pages": []}, "styling": {"eyebrows": "crumbs"}, "interaction": {"drilldown": "yes"}}',
    );
    expect(text).toMatchInlineSnapshot(`
      "error[invalid-value]: "eyebrows" must be one of "section", "breadcrumbs", but is the string "crumbs"
        --> docs.json:1:55 (styling.eyebrows)
         |
      1  | …"navigation": {"pages": []}, "styling": {"eyebrows": "crumbs"}, "interaction": {"drilldown": "yes"}}
         |                                                       ^

      error[invalid-type]: "drilldown" must be true or false, but is the string "yes"
        --> docs.json:1:95 (interaction.drilldown)
         |
      1  | …"navigation": {"pages": []}, "styling": {"eyebrows": "crumbs"}, "interaction": {"drilldown": "yes"}}
         |                                                                                               ^
        = fix: Write true or false, without quotes."
    `);
  });

  it('requires navigation', async () => {
    expect((await load('{"name": "x"}')).text).toMatchInlineSnapshot(`
      "error[missing-key]: docs.json has no "navigation"
        --> docs.json:1:1 (navigation)
         |
      1  | {"name": "x"}
         | ^
        = fix: Add one, e.g. "navigation": {"groups": [{"group": "Getting started", "pages": ["index"]}]}."
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
