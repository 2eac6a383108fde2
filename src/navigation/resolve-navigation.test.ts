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

  it('warns of a missing page with a suggestion, and a case mismatch, and leaves it out', () => {
    const tree = resolve(
      { pages: ['index', 'quickstrat', 'Guides/Intro'] },
      { files: ['index.mdx', 'quickstart.mdx', 'guides/intro.mdx'] },
    );
    expect(
      tree.diagnostics.map((d) => [d.severity, d.code, d.jsonPath, d.message, d.hint]),
    ).toEqual([
      [
        'warning',
        'missing-page',
        'navigation.pages[1]',
        'Page "quickstrat" does not exist: no quickstrat.mdx, quickstrat.md or quickstrat/index.mdx; it is left out of the navigation',
        'Did you mean "quickstart"?',
      ],
      [
        'warning',
        'missing-page',
        'navigation.pages[2]',
        'Page "Guides/Intro" does not exist: no Guides/Intro.mdx, Guides/Intro.md or Guides/Intro/index.mdx; it is left out of the navigation',
        'The file is named "guides/intro": paths are case-sensitive.',
      ],
    ]);
    // Only the page that exists is in the navigation; the near misses are built as hidden pages.
    expect(tree.children.map((node) => node.type === 'page' && node.route)).toEqual(['/']);
    expect(tree.pages.map((page) => [page.route, page.inNavigation])).toEqual([
      ['/', true],
      ['/quickstart', false],
      ['/guides/intro', false],
    ]);
  });

  it('leaves out a group or a division whose pages are all missing, and a missing root', () => {
    const tree = resolve(
      {
        tabs: [
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['index'] },
              { group: 'Ghosts', pages: ['ghost/one', 'ghost/two'] },
              { group: 'Rooted', root: 'nothing-here', pages: ['setup'] },
            ],
          },
          { tab: 'Gone', groups: [{ group: 'Void', pages: ['void/a'] }] },
          { tab: 'Empty', pages: [] },
        ],
      },
      { files: ['index.mdx', 'setup.mdx'] },
    );
    expect(tree.diagnostics.map((d) => [d.severity, d.code, d.jsonPath, d.message])).toEqual([
      [
        'warning',
        'missing-page',
        'navigation.tabs[0].groups[1].pages[0]',
        'Page "ghost/one" does not exist: no ghost/one.mdx, ghost/one.md or ghost/one/index.mdx; it is left out of the navigation',
      ],
      [
        'warning',
        'missing-page',
        'navigation.tabs[0].groups[1].pages[1]',
        'Page "ghost/two" does not exist: no ghost/two.mdx, ghost/two.md or ghost/two/index.mdx; it is left out of the navigation',
      ],
      [
        'warning',
        'empty-group',
        'navigation.tabs[0].groups[1]',
        'Group "Ghosts" has no pages left: every page it lists is left out, so it is left out too',
      ],
      [
        'warning',
        'missing-page',
        'navigation.tabs[0].groups[2].root',
        'Page "nothing-here" does not exist: no nothing-here.mdx, nothing-here.md or nothing-here/index.mdx; it is left out of the navigation',
      ],
      [
        'warning',
        'missing-page',
        'navigation.tabs[1].groups[0].pages[0]',
        'Page "void/a" does not exist: no void/a.mdx, void/a.md or void/a/index.mdx; it is left out of the navigation',
      ],
      [
        'warning',
        'empty-group',
        'navigation.tabs[1].groups[0]',
        'Group "Void" has no pages left: every page it lists is left out, so it is left out too',
      ],
      [
        'warning',
        'empty-division',
        'navigation.tabs[1]',
        'Tab "Gone" has no pages left: every entry it lists is left out, so it is left out too',
      ],
    ]);
    // An explicitly empty list is kept as before; the tab that lost everything is gone.
    expect(tree.children.map((node) => node.type === 'division' && node.name)).toEqual([
      'Guides',
      'Empty',
    ]);
    const guides = tree.children[0];
    expect(guides?.type === 'division' && guides.url).toBe('/');
    const groups = guides?.type === 'division' ? guides.children : [];
    expect(groups.map((node) => node.type === 'group' && [node.title, node.root])).toEqual([
      ['Start', undefined],
      ['Rooted', undefined],
    ]);
    expect(routes(tree)).toEqual(['/', '/setup']);
  });

  it('leaves a site whose only page is missing empty, with warnings and no crash', () => {
    const tree = resolve({ pages: ['index'] }, { files: [] });
    expect(tree.diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'missing-page'],
      ['warning', 'empty-navigation'],
    ]);
    expect(tree.pages).toEqual([]);
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
