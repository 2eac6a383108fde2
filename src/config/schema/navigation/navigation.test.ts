/** The navigation rules of docs.json (docs/navigation/) as errors, with their text pinned. */
import { describe, expect, it } from 'vitest';
import {
  loadDocsJson as load,
  withNavigation as nav,
} from '../../../../test/helpers/diagnostics-text.ts';

describe('navigation rules', () => {
  it('accepts blank group names: published sites use untitled groups', async () => {
    const { loaded, text } = await load(
      nav('{ "groups": [ { "group": "  ", "pages": [] }, { "group": "", "pages": [] } ] }'),
    );
    expect(loaded.diagnostics).toEqual([]);
    expect(text).toBe('');
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
        = fix: Known keys here: item, description, pages, groups, tabs, anchors, dropdowns, products, versions, languages, openapi, asyncapi, directory, icon, href, hidden, public, searchable."
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

  it('accepts the 14 standard language codes and common aliases', async () => {
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
