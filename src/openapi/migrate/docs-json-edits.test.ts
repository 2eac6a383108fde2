import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseTree } from 'jsonc-parser';
import type { Node as JsonNode } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.ts';
import { appendItems, editDocsJson, insertMember } from './docs-json-edits.ts';
import { applyTextEdits } from './text-edits.ts';

function root(text: string): JsonNode {
  const tree = parseTree(text);
  if (!tree) throw new Error('not JSON');
  return tree;
}

/** The object at `index` of the first array in `text`. */
function item(text: string, index: number): JsonNode {
  const array = root(text).children?.[0]?.children?.[1];
  const node = array?.children?.[index];
  if (!node) throw new Error('no item');
  return node;
}

describe('insertMember', () => {
  it('puts a member after the label key on its own line, at the members’ indentation', () => {
    const text = '{"g": [\n  {\n    "group": "A",\n    "pages": ["a"]\n  }\n]}';
    const edit = insertMember(text, item(text, 0), 'group', 'openapi', 'spec.yaml');
    expect(applyTextEdits(text, [edit])).toBe(
      '{"g": [\n  {\n    "group": "A",\n    "openapi": "spec.yaml",\n    "pages": ["a"]\n  }\n]}',
    );
  });

  it('keeps a one-line object on one line', () => {
    const text = '{"g": [{"group": "B", "pages": ["c"]}]}';
    const edit = insertMember(text, item(text, 0), 'group', 'openapi', 'v2.yaml');
    expect(applyTextEdits(text, [edit])).toBe(
      '{"g": [{"group": "B", "openapi": "v2.yaml", "pages": ["c"]}]}',
    );
  });

  it('adds a new top-level array at the end, pretty-printed in the file’s indentation', () => {
    const text = '{\n    "name": "x"\n}\n';
    const edit = insertMember(text, root(text), undefined, 'redirects', [
      { source: '/a', destination: '/b' },
    ]);
    expect(applyTextEdits(text, [edit])).toBe(
      '{\n    "name": "x",\n    "redirects": [\n        {\n            "source": "/a",\n            "destination": "/b"\n        }\n    ]\n}\n',
    );
  });
});

describe('appendItems', () => {
  it('appends items laid out like the last one: inline, or pretty', () => {
    const inline = '{"r": [\n  {"source": "/x", "destination": "/y"}\n]}';
    const array = root(inline).children?.[0]?.children?.[1];
    if (!array) throw new Error('no array');
    expect(
      applyTextEdits(inline, [appendItems(inline, array, [{ source: '/a', destination: '/b' }])]),
    ).toBe(
      '{"r": [\n  {"source": "/x", "destination": "/y"},\n  {"source": "/a", "destination": "/b"}\n]}',
    );
    const empty = '{\n  "r": []\n}';
    const emptyArray = root(empty).children?.[0]?.children?.[1];
    if (!emptyArray) throw new Error('no array');
    expect(applyTextEdits(empty, [appendItems(empty, emptyArray, [{ source: '/a' }])])).toBe(
      '{\n  "r": [\n    {\n      "source": "/a"\n    }\n  ]\n}',
    );
  });
});

describe('editDocsJson', () => {
  it('edits the file each value comes from, through $ref includes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'folio-docs-json-'));
    try {
      await mkdir(path.join(dir, 'nav'));
      const main =
        '{\n  "navigation": {\n    "tabs": [\n      {"tab": "A", "pages": ["a"]},\n      {"$ref": "./nav/b.json"}\n    ]\n  }\n}\n';
      const included =
        '{\n  "tab": "B",\n  "groups": [\n    {\n      "group": "G",\n      "pages": ["b", "c"]\n    }\n  ]\n}\n';
      await writeFile(path.join(dir, 'docs.json'), main);
      await writeFile(path.join(dir, 'nav/b.json'), included);
      const loaded = await loadConfig(dir);
      const texts = editDocsJson(
        { sources: loaded.sources, locate: loaded.locate, hasRedirects: false },
        {
          entries: [
            { path: ['navigation', 'tabs', 0, 'pages', 0], value: 'GET /a' },
            { path: ['navigation', 'tabs', 1, 'groups', 0, 'pages', 1], value: 'v2.yaml POST /c' },
          ],
          scopes: [
            { path: ['navigation', 'tabs', 1, 'groups', 0], labelKey: 'group', spec: 'v2.yaml' },
          ],
          redirects: [{ source: '/c', destination: '/api/c' }],
        },
      );
      expect(texts).toEqual(
        new Map([
          [
            'docs.json',
            main
              .replace('["a"]', '["GET /a"]')
              .replace(
                '  }\n}\n',
                '  },\n  "redirects": [\n    {\n      "source": "/c",\n      "destination": "/api/c"\n    }\n  ]\n}\n',
              ),
          ],
          [
            'nav/b.json',
            included
              .replace('"group": "G",', '"group": "G",\n      "openapi": "v2.yaml",')
              .replace('"c"]', '"v2.yaml POST /c"]'),
          ],
        ]),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says so when a path does not lead to an entry', () => {
    const result = editDocsJson(
      { sources: new Map([['docs.json', '{}']]), locate: () => undefined, hasRedirects: false },
      {
        entries: [{ path: ['navigation', 'pages', 0], value: 'GET /a' }],
        scopes: [],
        redirects: [],
      },
    );
    expect(result).toBe('cannot find the entry at navigation.pages.0 in docs.json');
  });
});
