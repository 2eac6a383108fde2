import { describe, expect, it } from 'vitest';
import { loadDocsJson as load } from '../../../test/helpers/diagnostics-text.ts';
import { notHonouredDiagnostics, notHonouredKeys, segmentsOf } from './not-honoured.ts';
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
  // A list of its own, so the test holds whichever keys Folio still plans.
  const list: Setting[] = [
    { key: 'markdown.schema', status: 'planned' },
    { key: 'navigation.directory', status: 'planned' },
    { key: 'seo.indexing', status: 'honoured', since: '0.1.0' },
  ];

  it('names each planned key a docs.json sets, once, at the key', async () => {
    const { loaded } = await load(docsJson);
    const diagnostics = notHonouredDiagnostics(
      notHonouredKeys(JSON.parse(docsJson), list),
      loaded.locate,
    );
    expect(diagnostics.map((d) => [d.message, d.jsonPath, d.position?.line])).toEqual([
      ['"markdown.schema" is accepted, but Folio does not apply it yet', 'markdown.schema', 6],
      [
        '"navigation.directory" is accepted, but Folio does not apply it yet',
        'navigation.directory',
        9,
      ],
    ]);
    expect(diagnostics[0]?.hint).toBe(
      'The site builds without it; remove the key to silence this warning. See /reference/docs-json/settings-status for what Folio applies.',
    );
  });

  it('is silent for keys Folio now applies, such as markdown.schema and navigation.directory', async () => {
    const { loaded } = await load(docsJson);
    expect(loaded.config).toBeDefined();
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.jsonPath ?? ''}`)).toEqual([]);
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
