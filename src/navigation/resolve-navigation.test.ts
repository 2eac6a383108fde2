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
