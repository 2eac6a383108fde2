import { describe, expect, it } from 'vitest';
import { loadDocsJson as load } from '../../../test/helpers/diagnostics-text.ts';
import { notHonouredKeys, segmentsOf } from './not-honoured.ts';

const docsJson = `{
  "name": "Planned keys",
  "banner": {"content": "Hi", "type": "warning"},
  "fonts": {"family": "Inter"},
  "navbar": {"links": [{"label": "A", "href": "/a", "iconType": "solid"}]},
  "api": {"examples": {"languages": ["go"]}, "asyncapi": "events.yaml"},
  "seo": {"indexing": "all", "organization": {"name": "Acme"}},
  "errors": {"404": {"title": "Lost"}},
  "markdown": {"instructions": "Be brief"},
  "navigation": {"pages": ["index"]}
}
`;

describe('not-honoured warnings', () => {
  it('names each planned key a docs.json sets, once, at the key', async () => {
    const { loaded, text } = await load(docsJson);
    expect(loaded.config).toBeDefined();
    expect(text).toMatchInlineSnapshot(`
      "warning[not-honoured]: "navbar.links[].iconType" is accepted, but Folio does not apply it yet
        --> docs.json:5:53 (navbar.links[0].iconType)
         |
      5  |   "navbar": {"links": [{"label": "A", "href": "/a", "iconType": "solid"}]},
         |                                                     ^
        = fix: The site builds without it; remove the key to silence this warning. See /reference/docs-json/settings-status for what Folio applies.

      warning[not-honoured]: "seo.organization" is accepted, but Folio does not apply it yet
        --> docs.json:7:30 (seo.organization)
         |
      7  |   "seo": {"indexing": "all", "organization": {"name": "Acme"}},
         |                              ^
        = fix: The site builds without it; remove the key to silence this warning. See /reference/docs-json/settings-status for what Folio applies.

      warning[not-honoured]: "markdown" is accepted, but Folio does not apply it yet
        --> docs.json:9:3 (markdown)
         |
      9  |   "markdown": {"instructions": "Be brief"},
         |   ^
        = fix: The site builds without it; remove the key to silence this warning. See /reference/docs-json/settings-status for what Folio applies."
    `);
  });

  it('replaces the unknown-key warning of a planned key Folio’s schema does not know', async () => {
    const { loaded } = await load(docsJson);
    const codes = loaded.diagnostics.map((d) => `${d.code} ${d.jsonPath ?? ''}`);
    // "banner.type", "markdown", "seo.organization" and "navbar.links[0].iconType" are not in
    // Folio's schema: without the list they would each be an unknown key.
    expect(codes.filter((code) => code.startsWith('unknown-key'))).toEqual([]);
    expect(codes).toContain('not-honoured markdown');
  });

  it('keeps the unknown-key warning of a key the format does not have', async () => {
    const { loaded } = await load(
      '{"name": "x", "banner": {"content": "Hi", "colour": "red"}, "navigation": {"pages": ["index"]}}',
    );
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.jsonPath ?? ''}`)).toEqual([
      'unknown-key banner.colour',
    ]);
  });

  it('is silent for a docs.json that sets only honoured keys', async () => {
    const { loaded } = await load(
      '{"theme": "maple", "name": "x", "colors": {"primary": "#16A34A", "dark": "#15803D"}, "seo": {"indexing": "all"}, "navigation": {"pages": ["index"]}}',
    );
    expect(loaded.diagnostics).toEqual([]);
  });
});

describe('notHonouredKeys', () => {
  it('reports an outer planned key once, not the planned keys inside it', () => {
    expect(
      notHonouredKeys({ integrations: { cookies: { key: 'consent', value: 'yes' } } }),
    ).toEqual([{ key: 'integrations.cookies', path: ['integrations', 'cookies'] }]);
  });

  it('reports every list item that sets a planned key', () => {
    const raw = {
      navbar: { links: [{ iconType: 'solid' }, { href: '/b' }, { iconType: 'duotone' }] },
    };
    expect(notHonouredKeys(raw).map((found) => found.path)).toEqual([
      ['navbar', 'links', 0, 'iconType'],
      ['navbar', 'links', 2, 'iconType'],
    ]);
  });

  it('splits list markers into their own segments', () => {
    expect(segmentsOf('navbar.links[].iconType')).toEqual(['navbar', 'links', '[]', 'iconType']);
    expect(segmentsOf('errors.404.title')).toEqual(['errors', '404', 'title']);
  });
});
