/** Tabs, anchors, dropdowns, products, menus, versions and languages, as the resolver walks them. */
import { describe, expect, it } from 'vitest';
import { codes, resolve } from '../../test/helpers/resolve.ts';

describe('divisions', () => {
  const files = ['a.mdx', 'b.mdx', 'c.mdx', 'd.mdx', 'e.mdx'];

  it('records the tab, anchor, dropdown, product and menu item of each page, and where each tab starts', () => {
    const tree = resolve(
      {
        products: [
          {
            product: 'Cloud',
            tabs: [
              {
                tab: 'Guides',
                anchors: [{ anchor: 'Start', groups: [{ group: 'G', pages: ['a'] }] }],
              },
              {
                tab: 'SDKs',
                menu: [{ item: 'JS', dropdowns: [{ dropdown: 'Core', pages: ['b'] }] }],
              },
              { tab: 'Blog', href: 'https://example.com/blog' },
            ],
          },
        ],
      },
      { files },
    );
    expect(tree.diagnostics).toEqual([]);
    expect(tree.routes.get('/a')?.context).toEqual({
      product: 'Cloud',
      tab: 'Guides',
      anchor: 'Start',
    });
    expect(tree.routes.get('/b')?.context).toEqual({
      product: 'Cloud',
      tab: 'SDKs',
      menu: 'JS',
      dropdown: 'Core',
    });
    const product = tree.children[0];
    const tabs = product?.type === 'division' ? product.children : [];
    expect(tabs.map((tab) => (tab.type === 'division' ? [tab.name, tab.url] : []))).toEqual([
      ['Guides', '/a'],
      ['SDKs', '/b'],
      ['Blog', 'https://example.com/blog'],
    ]);
  });

  it('nests divisions in any order', () => {
    const tree = resolve(
      {
        anchors: [
          {
            anchor: 'A',
            tabs: [
              {
                tab: 'T',
                dropdowns: [{ dropdown: 'D', products: [{ product: 'P', pages: ['a'] }] }],
              },
            ],
          },
        ],
      },
      { files },
    );
    expect(tree.routes.get('/a')?.context).toEqual({
      anchor: 'A',
      tab: 'T',
      dropdown: 'D',
      product: 'P',
    });
  });

  it('drops an empty division with a warning', () => {
    const tree = resolve({ tabs: [{ tab: 'Empty' }, { tab: 'Full', pages: ['a'] }] }, { files });
    expect(codes(tree)).toEqual(['warning empty-division navigation.tabs[0]']);
    expect(tree.children).toHaveLength(1);
  });

  it('resolves versions and languages with their defaults', () => {
    const tree = resolve(
      {
        languages: [
          {
            language: 'en',
            versions: [
              { version: 'v1', pages: ['a'] },
              { version: 'v2', default: true, tag: 'Latest', pages: ['b'] },
            ],
          },
          {
            language: 'fr',
            default: true,
            versions: [
              { version: 'v1', pages: ['c'] },
              { version: 'v2', pages: ['d'] },
            ],
          },
        ],
      },
      { files },
    );
    expect(tree.languages).toEqual(['en', 'fr']);
    expect(tree.defaultLanguage).toBe('fr');
    expect(tree.versions).toEqual(['v1', 'v2']);
    expect(tree.defaultVersion).toBe('v2');
    expect(tree.routes.get('/d')?.context).toEqual({ language: 'fr', version: 'v2' });
  });

  it('reports duplicate versions and a second default', () => {
    const tree = resolve(
      {
        versions: [
          { version: 'v1', default: true, pages: ['a'] },
          { version: 'v1', default: true, pages: ['b'] },
        ],
      },
      { files },
    );
    expect(codes(tree)).toEqual([
      'error duplicate-version navigation.versions[1].version',
      'warning duplicate-default navigation.versions[1].default',
    ]);
  });

  it('collects the global links of a language for its pages', () => {
    const tree = resolve(
      {
        languages: [
          {
            language: 'en',
            global: { anchors: [{ anchor: 'Forum', href: 'https://forum.x.dev' }] },
            pages: ['a'],
          },
          {
            language: 'pt-BR',
            global: { anchors: [{ anchor: 'Fórum', href: 'https://forum.x.dev/pt' }] },
            pages: ['b'],
          },
        ],
      },
      { files },
    );
    expect(tree.diagnostics).toEqual([]);
    expect(tree.global.map((link) => [link.label, link.context])).toEqual([
      ['Forum', { language: 'en' }],
      ['Fórum', { language: 'pt-BR' }],
    ]);
  });

  it('links prev/next within one sidebar only', () => {
    const tree = resolve(
      {
        tabs: [
          {
            tab: 'A',
            groups: [
              { group: 'G', pages: ['a', 'b'] },
              { group: 'H', pages: ['c'] },
            ],
          },
          { tab: 'B', pages: ['d', 'e'] },
        ],
      },
      { files },
    );
    expect(tree.pages.map((p) => [p.route, p.prev, p.next])).toEqual([
      ['/a', undefined, '/b'],
      ['/b', '/a', '/c'],
      ['/c', '/b', undefined],
      ['/d', undefined, '/e'],
      ['/e', '/d', undefined],
    ]);
  });

  it('collects global links and the drilldown and eyebrows settings', () => {
    const tree = resolve(
      {
        pages: ['a'],
        global: { anchors: [{ anchor: 'Blog', href: 'https://x.dev/blog', icon: 'newspaper' }] },
      },
      {
        files,
        config: { interaction: { drilldown: false }, styling: { eyebrows: 'breadcrumbs' } },
      },
    );
    expect(tree.global).toEqual([
      {
        kind: 'anchor',
        label: 'Blog',
        href: 'https://x.dev/blog',
        icon: 'newspaper',
        hidden: false,
        context: {},
      },
    ]);
    expect(tree.drilldown).toBe(false);
    expect(tree.eyebrows).toBe('breadcrumbs');
    expect(resolve({ pages: ['a'] }, { files }).drilldown).toBeUndefined();
  });
});
