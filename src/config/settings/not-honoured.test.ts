import { describe, expect, it } from 'vitest';
import { loadDocsJson as load } from '../../../test/helpers/diagnostics-text.ts';
import { notHonouredKeys, segmentsOf } from './not-honoured.ts';
import type { Setting } from './setting-list.ts';

const docsJson = `{
  "name": "Planned keys",
  "banner": {"content": "Hi", "type": "warning"},
  "fonts": {"family": "Inter"},
  "api": {"examples": {"languages": ["go"]}, "asyncapi": "events.yaml"},
  "markdown": {"schema": false},
  "seo": {"indexing": "all"},
  "errors": {"404": {"title": "Lost"}},
  "navigation": {"pages": ["index"], "directory": "card"}
}
`;

describe('not-honoured warnings', () => {
  it('names each planned key a docs.json sets, once, at the key', async () => {
    const { loaded, text } = await load(docsJson);
    expect(loaded.config).toBeDefined();
    expect(text).toMatchInlineSnapshot(`
      "warning[not-honoured]: "markdown.schema" is accepted, but Folio does not apply it yet
        --> docs.json:6:16 (markdown.schema)
         |
      6  |   "markdown": {"schema": false},
         |                ^
        = fix: The site builds without it; remove the key to silence this warning. See /reference/docs-json/settings-status for what Folio applies.

      warning[not-honoured]: "navigation.directory" is accepted, but Folio does not apply it yet
        --> docs.json:9:38 (navigation.directory)
         |
      9  |   "navigation": {"pages": ["index"], "directory": "card"}
         |                                      ^
        = fix: The site builds without it; remove the key to silence this warning. See /reference/docs-json/settings-status for what Folio applies."
    `);
  });

  it('replaces the unknown-key warning of a planned key Folio’s schema does not know', async () => {
    const { loaded } = await load(docsJson);
    const codes = loaded.diagnostics.map((d) => `${d.code} ${d.jsonPath ?? ''}`);
    // "navigation.directory" is not in Folio's schema: without the list it would be unknown.
    expect(codes.filter((code) => code.startsWith('unknown-key'))).toEqual([]);
    expect(codes).toContain('not-honoured navigation.directory');
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
  // A list of its own, so the tests hold whichever keys Folio still plans.
  const planned = (key: string): Setting => ({ key, status: 'planned' });
  const list = [
    planned('integrations.cookies'),
    planned('integrations.cookies.key'),
    planned('navbar.links[].iconType'),
    { key: 'navbar.links[].href', status: 'honoured', since: '0.1.0' } as Setting,
  ];

  it('reports an outer planned key once, not the planned keys inside it', () => {
    expect(
      notHonouredKeys({ integrations: { cookies: { key: 'consent', value: 'yes' } } }, list),
    ).toEqual([{ key: 'integrations.cookies', path: ['integrations', 'cookies'] }]);
  });

  it('reports every list item that sets a planned key', () => {
    const raw = {
      navbar: { links: [{ iconType: 'solid' }, { href: '/b' }, { iconType: 'duotone' }] },
    };
    expect(notHonouredKeys(raw, list).map((found) => found.path)).toEqual([
      ['navbar', 'links', 0, 'iconType'],
      ['navbar', 'links', 2, 'iconType'],
    ]);
  });

  it('splits list markers into their own segments', () => {
    expect(segmentsOf('navbar.links[].iconType')).toEqual(['navbar', 'links', '[]', 'iconType']);
    expect(segmentsOf('errors.404.title')).toEqual(['errors', '404', 'title']);
  });
});
