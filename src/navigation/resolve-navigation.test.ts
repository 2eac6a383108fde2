import { describe, expect, it } from 'vitest';
import { codes, resolve, routes } from '../../test/helpers/resolve.ts';

describe('page references', () => {
  it('resolves x, x.mdx, x.md, x/index and a leading slash to files and routes', () => {
    const tree = resolve(
      { pages: ['index', '/guides/intro', 'guides/setup.mdx', 'notes', 'api'] },
      {
        files: ['index.mdx', 'guides/intro.mdx', 'guides/setup.mdx', 'notes.md', 'api/index.mdx'],
      },
    );
    expect(tree.diagnostics).toEqual([]);
    expect(tree.pages.map((p) => [p.route, p.file])).toEqual([
      ['/', 'index.mdx'],
      ['/guides/intro', 'guides/intro.mdx'],
      ['/guides/setup', 'guides/setup.mdx'],
      ['/notes', 'notes.md'],
      ['/api', 'api/index.mdx'],
    ]);
  });

  it('reports a missing page with a suggestion, and a case mismatch', () => {
    const tree = resolve(
      { pages: ['quickstrat', 'Guides/Intro'] },
      { files: ['quickstart.mdx', 'guides/intro.mdx'] },
    );
    expect(tree.diagnostics.map((d) => [d.code, d.jsonPath, d.message, d.hint])).toEqual([
      [
        'missing-page',
        'navigation.pages[0]',
        'Page "quickstrat" does not exist: no quickstrat.mdx, quickstrat.md or quickstrat/index.mdx',
        'Did you mean "quickstart"?',
      ],
      [
        'missing-page',
        'navigation.pages[1]',
        'Page "Guides/Intro" does not exist: no Guides/Intro.mdx, Guides/Intro.md or Guides/Intro/index.mdx',
        'The file is named "guides/intro": paths are case-sensitive.',
      ],
    ]);
  });

  it('lists a page listed twice once, and keeps its first place', () => {
    const tree = resolve(
      {
        groups: [
          { group: 'A', pages: ['a', 'b'] },
          { group: 'B', pages: ['a'] },
        ],
      },
      { files: ['a.mdx', 'b.mdx'] },
    );
    expect(routes(tree)).toEqual(['/a', '/b']);
    expect(tree.routes.get('/a')?.breadcrumbs).toEqual(['A']);
  });

  it('keeps untitled groups (blank names) without a breadcrumb or a warning', () => {
    const tree = resolve(
      {
        groups: [
          { group: ' ', pages: ['a', { group: 'Deep', pages: ['b'] }] },
          { group: '', pages: [] },
        ],
      },
      { files: ['a.mdx', 'b.mdx'] },
    );
    expect(tree.diagnostics).toEqual([]);
    expect(tree.children.map((node) => node.type === 'group' && node.title)).toEqual(['', '']);
    expect(tree.routes.get('/a')?.breadcrumbs).toEqual([]);
    expect(tree.routes.get('/b')?.breadcrumbs).toEqual(['Deep']);
  });

  it('builds pages on disk that no entry lists as hidden pages, but never snippets', () => {
    const tree = resolve(
      { pages: ['a'] },
      { files: ['a.mdx', 'draft.mdx', 'snippets/note.mdx', '_snippets/old.mdx', 'logo.svg'] },
    );
    expect(tree.pages.map((p) => [p.route, p.inNavigation, p.hidden])).toEqual([
      ['/a', true, false],
      ['/draft', false, true],
    ]);
  });

  it('leaves out snippets listed as pages, with a warning', () => {
    const tree = resolve(
      { pages: ['a', 'snippets/intro'] },
      { files: ['a.mdx', 'snippets/intro.mdx'] },
    );
    expect(codes(tree)).toEqual(['warning snippet-in-navigation navigation.pages[1]']);
    expect(routes(tree)).toEqual(['/a']);
  });

  it('reports two files with one route', () => {
    const tree = resolve({ pages: ['x', 'x/index'] }, { files: ['x.mdx', 'x/index.mdx'] });
    expect(codes(tree)).toEqual(['error route-collision']);
  });

  it('takes titles from sidebarTitle, then title, then the file name', () => {
    const tree = resolve(
      { pages: ['a', 'b', 'getting-started'] },
      {
        files: ['a.mdx', 'b.mdx', 'getting-started.mdx'],
        meta: { 'a.mdx': { title: 'Long A', sidebarTitle: 'A' }, 'b.mdx': { title: 'B' } },
      },
    );
    expect(tree.pages.map((p) => p.title)).toEqual(['A', 'B', 'Getting started']);
  });
});

describe('groups', () => {
  it('passes searchable and boost down to pages, a nested group overriding them', () => {
    const tree = resolve(
      {
        tabs: [
          {
            tab: 'Internal',
            hidden: true,
            searchable: true,
            groups: [
              {
                group: 'Notes',
                boost: 2,
                pages: ['a', { group: 'Drafts', searchable: false, boost: 0.5, pages: ['b'] }],
              },
            ],
          },
          { tab: 'Guides', pages: ['c'] },
        ],
      },
      { files: ['a.mdx', 'b.mdx', 'c.mdx'] },
    );
    const page = (route: string): unknown => {
      const found = tree.routes.get(route);
      return { hidden: found?.hidden, searchable: found?.searchable, boost: found?.boost };
    };
    expect(page('/a')).toEqual({ hidden: true, searchable: true, boost: 2 });
    expect(page('/b')).toEqual({ hidden: true, searchable: false, boost: 0.5 });
    expect(page('/c')).toEqual({ hidden: false, searchable: undefined, boost: undefined });
  });

  it('nests groups, keeps icon, tag, expanded and root, and records breadcrumbs', () => {
    const tree = resolve(
      {
        groups: [
          {
            group: 'Guides',
            icon: 'book',
            tag: 'New',
            expanded: true,
            root: 'guides',
            pages: ['a', { group: 'Deep', pages: ['b'] }],
          },
        ],
      },
      { files: ['guides/index.mdx', 'a.mdx', 'b.mdx'] },
    );
    const group = tree.children[0];
    expect(group).toMatchObject({
      type: 'group',
      title: 'Guides',
      icon: 'book',
      tag: 'New',
      expanded: true,
      root: '/guides',
    });
    expect(tree.routes.get('/b')?.breadcrumbs).toEqual(['Guides', 'Deep']);
    expect(routes(tree)).toEqual(['/guides', '/a', '/b']);
  });

  it('hides a hidden group and pages with hidden frontmatter, but still builds them', () => {
    const tree = resolve(
      {
        groups: [
          { group: 'Secret', hidden: true, pages: ['a'] },
          { group: 'Open', pages: ['b', 'c'] },
        ],
      },
      {
        files: ['a.mdx', 'b.mdx', 'c.mdx'],
        meta: { 'c.mdx': { hidden: true } },
      },
    );
    expect(tree.pages.map((p) => [p.route, p.hidden, p.inNavigation])).toEqual([
      ['/a', true, true],
      ['/b', false, true],
      ['/c', true, true],
    ]);
    expect(tree.routes.get('/b')).toMatchObject({ prev: undefined, next: undefined });
  });

  it('leaves out a group without pages or openapi, with a warning', () => {
    const tree = resolve(
      { groups: [{ group: 'A', pages: ['a', { group: 'Usage' }] }] },
      { files: ['a.mdx'] },
    );
    expect(tree.diagnostics.map((d) => [d.severity, d.code, d.jsonPath, d.message])).toEqual([
      [
        'warning',
        'empty-group',
        'navigation.groups[0].pages[1]',
        'Group "Usage" has no "pages"; it is left out',
      ],
    ]);
    expect(routes(tree)).toEqual(['/a']);
    expect(JSON.stringify(tree.children)).not.toContain('Usage');
    expect(
      codes(
        resolve({ pages: ['a'], groups: [{ group: 'Empty', pages: [] }] }, { files: ['a.mdx'] }),
      ),
    ).toEqual([]);
  });
});

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
