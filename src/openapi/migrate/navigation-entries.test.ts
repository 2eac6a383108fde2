import { describe, expect, it } from 'vitest';
import { collectNavEntries, pageFileOf } from './navigation-entries.ts';

describe('collectNavEntries', () => {
  it('lists pages and group roots in document order with the levels above them', () => {
    const entries = collectNavEntries({
      openapi: 'a.yaml',
      global: { anchors: [{ anchor: 'Blog', href: 'https://x.dev', pages: ['never'] }] },
      tabs: [
        {
          tab: 'API',
          groups: [
            {
              group: 'Plants',
              root: 'plants/index',
              openapi: { source: 'b.yaml', directory: 'api' },
              pages: ['GET /plants', { group: 'Inner', pages: ['plants/get'] }],
            },
          ],
        },
      ],
      pages: ['index'],
    });
    expect(entries.map((entry) => [entry.path.join('.'), entry.value, entry.order])).toEqual([
      ['navigation.tabs.0.groups.0.root', 'plants/index', 0],
      ['navigation.tabs.0.groups.0.pages.0', 'GET /plants', 1],
      ['navigation.tabs.0.groups.0.pages.1.pages.0', 'plants/get', 2],
      ['navigation.pages.0', 'index', 3],
    ]);
    const inner = entries[2];
    expect(
      inner?.levels.map((level) => [level.kind, level.labelKey, level.scope?.sources]),
    ).toEqual([
      ['root', undefined, ['a.yaml']],
      ['division', 'tab', undefined],
      ['group', 'group', ['b.yaml']],
      ['group', 'group', undefined],
    ]);
    expect(inner?.levels[2]?.scope?.directory).toBe('api');
  });
});

describe('pageFileOf', () => {
  const files = new Set(['a.mdx', 'b.md', 'c/index.mdx', 'index.mdx', 'snippets/s.mdx', 'd.json']);

  it('finds x.mdx, x.md, x/index.mdx and the home page as navigation does', () => {
    expect(pageFileOf('/a', files)).toBe('a.mdx');
    expect(pageFileOf('b', files)).toBe('b.md');
    expect(pageFileOf('c', files)).toBe('c/index.mdx');
    expect(pageFileOf('', files)).toBe('index.mdx');
    expect(pageFileOf('a.mdx', files)).toBe('a.mdx');
  });

  it('finds no page for snippets, other files or missing ones', () => {
    expect(pageFileOf('snippets/s', files)).toBeUndefined();
    expect(pageFileOf('d.json', files)).toBeUndefined();
    expect(pageFileOf('nope', files)).toBeUndefined();
  });
});
