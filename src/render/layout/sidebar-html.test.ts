import { describe, expect, it } from 'vitest';
import type { GroupNode, NavNode, PageNode } from '../../navigation/index.ts';
import { SidebarHtml } from './sidebar-html.ts';

const site = { iconLibrary: 'fontawesome' as const, resolveHref: (href: string) => href };

function page(route: string, title = route): PageNode {
  return { type: 'page', route, title, hidden: false };
}

function group(title: string, children: NavNode[], expanded = false): GroupNode {
  return { type: 'group', title, children, expanded, hidden: false };
}

const nodes: NavNode[] = [
  group('Start', [page('/a', 'A'), group('Deep', [page('/b', 'B')])]),
  group('More', [page('/c', 'C')]),
];

describe('SidebarHtml', () => {
  it('marks the current page and opens the groups around it', () => {
    const sidebars = new SidebarHtml(false, site);
    const html = sidebars.forPage(nodes, '/b').html;
    expect(html).toContain('<a href="/b" class="folio-nav-page" aria-current="page">');
    expect(html).toContain('<details class="folio-nav-group" open="" data-folio-group="1"');
    expect(html).not.toContain('<a href="/a" class="folio-nav-page" aria-current');
    const other = sidebars.forPage(nodes, '/a').html;
    expect(other).toContain('<details class="folio-nav-group" data-folio-group="1"');
    expect(sidebars.sharedFiles()).toEqual([]);
  });

  it("keeps a group's link out of its summary, which only folds the group", () => {
    const overview: GroupNode = { ...group('Guides', [page('/g/one', 'One')]), root: '/g' };
    const html = new SidebarHtml(false, site).forPage([group('Start', [overview])], '/g').html;
    expect(html).toContain(
      '<li class="folio-nav-group-item"><a href="/g" class="folio-nav-group-link" aria-current="page"><span class="folio-nav-title">Guides</span></a>' +
        '<details class="folio-nav-group" open="" data-folio-group="1" data-folio-drilldown="false">' +
        '<summary class="folio-nav-group-toggle"><span class="folio-sr-only">Guides</span><span class="folio-chevron" aria-hidden="true"></span></summary>',
    );
    // No control inside another: nothing focusable in any summary.
    expect(html).not.toMatch(/<summary[^>]*>(?:(?!<\/summary>).)*<(a|button|input)\b/s);
    // Drilldown links a group's title to its first page the same way.
    const drilldown = new SidebarHtml(true, site).forPage(nodes, '/c').html;
    expect(drilldown).toContain(
      '<a href="/b" class="folio-nav-group-link"><span class="folio-nav-title">Deep</span></a>',
    );
    expect(drilldown).not.toMatch(/<summary[^>]*>(?:(?!<\/summary>).)*<(a|button|input)\b/s);
  });

  it('moves a large sidebar into a shared file and keeps a short form in the page', () => {
    const sidebars = new SidebarHtml(false, site, 100);
    const result = sidebars.forPage(nodes, '/c');
    expect(result.source).toMatch(/^\/_folio\/nav\/[0-9a-f]{12}\.html$/);
    // The current section is whole; the others are titles leading to their first page.
    expect(result.html).toContain('<a href="/c" class="folio-nav-page" aria-current="page">');
    expect(result.html).toContain('<p class="folio-nav-section-title"><a href="/a">');
    expect(result.html).not.toContain('href="/b"');
    const [file] = sidebars.sharedFiles();
    expect(file?.url).toBe(result.source);
    expect(file?.html).toContain('href="/b"');
    expect(file?.html).not.toContain('aria-current');
  });

  it('lists the pages of an untitled group without a heading, even when folded', () => {
    const untitled = [
      group('', [page('/a', 'A'), group(' '.trim(), [page('/b', 'B')])]),
      group('More', [page('/c', 'C')]),
    ];
    const html = new SidebarHtml(false, site).forPage(untitled, '/a').html;
    expect(html).toContain(
      '<li class="folio-nav-group-item"><div class="folio-nav-section folio-nav-untitled"><ul class="folio-nav-list folio-nav-depth-1"><li><a href="/a"',
    );
    expect(html).toContain(
      '<div class="folio-nav-untitled"><ul class="folio-nav-list folio-nav-depth-2"><li><a href="/b"',
    );
    expect(html).not.toContain('<summary');
    expect(html.match(/folio-nav-section-title/g)).toHaveLength(1);
    // In a large sidebar's short form, an untitled section stays whole: no title could lead to it.
    const short = new SidebarHtml(false, site, 10).forPage(untitled, '/c').html;
    expect(short).toContain('href="/a"');
    expect(short).toContain('href="/b"');
  });
});
