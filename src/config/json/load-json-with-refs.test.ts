import { describe, expect, it } from 'vitest';
import { configDiagnosticsText } from '../../../test/helpers/diagnostics-text.ts';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { loadConfig } from '../load-config.ts';

describe('$ref includes', () => {
  it('includes a subtree from another file, relative to the including file', async () => {
    const root = await tempDocs({
      'docs.json':
        '{"name": "x", "navigation": {"languages": [{"$ref": "nav/fr.json"}, {"language": "en", "pages": ["en/index"]}]}}',
      'nav/fr.json': '{"language": "fr", "groups": [{"$ref": "./groups/start.json"}]}',
      'nav/groups/start.json': '{"group": "Démarrer", "pages": ["fr/index"]}',
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.languages?.[0]).toEqual({
      language: 'fr',
      groups: [{ group: 'Démarrer', pages: ['fr/index'] }],
    });
  });

  it('includes an array (e.g. redirects) and lets sibling keys override an included object', async () => {
    const root = await tempDocs({
      'docs.json':
        '{"navigation": {"tabs": [{"$ref": "tab.json", "tab": "Renamed"}]}, "redirects": {"$ref": "redirects.json"}}',
      'tab.json': '{"tab": "Original", "icon": "book", "pages": ["a"]}',
      'redirects.json': '[{"source": "/old", "destination": "/new"}]',
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.tabs?.[0]).toEqual({
      tab: 'Renamed',
      icon: 'book',
      pages: ['a'],
    });
    expect(loaded.config?.redirects).toEqual([{ source: '/old', destination: '/new' }]);
  });

  it('follows a JSON pointer after #', async () => {
    const root = await tempDocs({
      'docs.json': '{"navigation": {"tabs": {"$ref": "shared.json#/navigation/tabs"}}}',
      'shared.json': '{"navigation": {"tabs": [{"tab": "T", "pages": ["x"]}]}}',
    });
    const loaded = await loadConfig(root);
    expect(loaded.config?.navigation.tabs).toEqual([{ tab: 'T', pages: ['x'] }]);
  });

  it('reads percent-encoding in the pointer, and takes a lone % as written', async () => {
    const root = await tempDocs({
      'docs.json':
        '{"navigation": {"tabs": [{"$ref": "t.json#/a%20b"}, {"$ref": "t.json#/c%"}, {"$ref": "t.json#/d~1e"}]}}',
      't.json':
        '{"a b": {"tab": "A", "pages": ["a"]}, "c%": {"tab": "C", "pages": ["c"]}, "d/e": {"tab": "D", "pages": ["d"]}}',
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.tabs?.map((tab) => tab.tab)).toEqual(['A', 'C', 'D']);
  });

  it('positions problems inside the included file', async () => {
    const root = await tempDocs({
      'docs.json': '{"navigation": {"languages": [{"$ref": "fr.json"}]}}',
      'fr.json':
        '{\n  "language": "fr",\n  "groups": [{"group": "G", "expanded": 1, "pages": []}]\n}\n',
    });
    expect(await configDiagnosticsText(root)).toMatchInlineSnapshot(`
      "error[invalid-type]: "expanded" must be true or false, but is 1
        --> fr.json:3:41 (navigation.languages[0].groups[0].expanded)
         |
      3  |   "groups": [{"group": "G", "expanded": 1, "pages": []}]
         |                                         ^
        = fix: Write true or false, without quotes."
    `);
  });

  it('positions keys of a merged include in the file that wrote them', async () => {
    const root = await tempDocs({
      'docs.json': '{"navigation": {"tabs": [\n  {"$ref": "tab.json", "icon": 5}\n]}}',
      'tab.json': '{\n  "pages": ["a"],\n  "hidden": "no"\n}',
      'lang.json': '{"pages": []}',
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics.map((d) => [d.jsonPath, d.position])).toEqual([
      ['navigation.tabs[0].tab', { file: 'docs.json', line: 2, column: 3 }],
      ['navigation.tabs[0].icon', { file: 'docs.json', line: 2, column: 32 }],
      ['navigation.tabs[0].hidden', { file: 'tab.json', line: 3, column: 13 }],
    ]);
  });

  it('positions a problem at the root of an included file in that file', async () => {
    const root = await tempDocs({
      'docs.json': '{"navigation": {"languages": [{"$ref": "fr.json"}]}}',
      'fr.json': '\n\n  {"pages": []}',
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics.map((d) => [d.code, d.position])).toEqual([
      ['missing-key', { file: 'fr.json', line: 3, column: 3 }],
    ]);
  });

  it('reports a cycle', async () => {
    const root = await tempDocs({
      'docs.json': '{"navigation": {"$ref": "a.json"}}',
      'a.json': '{"pages": [], "groups": {"$ref": "b.json"}}',
      'b.json': '[{"$ref": "a.json"}]',
    });
    const loaded = await loadConfig(root);
    expect(loaded.config).toBeUndefined();
    expect(await configDiagnosticsText(root)).toMatchInlineSnapshot(`
      "error[ref-cycle]: "$ref" cycle: a.json → b.json → a.json
        --> b.json:1:11
         |
      1  | [{"$ref": "a.json"}]
         |           ^
        = fix: An included file cannot include, directly or indirectly, the file that includes it."
    `);
  });

  it('reports a missing file at the $ref', async () => {
    const root = await tempDocs({ 'docs.json': '{"navigation": {"$ref": "missing.json"}}' });
    expect(await configDiagnosticsText(root)).toMatchInlineSnapshot(`
      "error[unreadable-file]: missing.json does not exist
        --> docs.json:1:25
         |
      1  | {"navigation": {"$ref": "missing.json"}}
         |                         ^"
    `);
  });

  it('refuses includes outside the docs folder', async () => {
    const root = await tempDocs({ 'docs.json': '{"navigation": {"$ref": "../../etc/passwd"}}' });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics.map((d) => d.code)).toEqual(['ref-outside-root']);
  });

  it('warns when sibling keys cannot apply to an included array', async () => {
    const root = await tempDocs({
      'docs.json': '{"navigation": {"pages": {"$ref": "pages.json", "extra": 1}}}',
      'pages.json': '["a"]',
    });
    const loaded = await loadConfig(root);
    expect(loaded.config?.navigation.pages).toEqual(['a']);
    expect(loaded.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual([
      'warning ref-siblings-dropped',
    ]);
  });
});
