import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDocsProject } from '../../content/index.ts';
import type { DivisionNode, NavigationTree, PageNode } from '../../navigation/index.ts';
import { SiteNavigation } from './site-navigation.ts';

const kitchenSink = fileURLToPath(new URL('../../../test/fixtures/kitchen-sink/', import.meta.url));

let nav: SiteNavigation;
beforeAll(async () => {
  const project = await loadDocsProject(kitchenSink);
  if (!project.navigation) throw new Error('kitchen sink does not resolve');
  nav = new SiteNavigation(project.navigation);
});

function names(divisions: DivisionNode[]): string[] {
  return divisions.map((division) => division.name);
}

describe('SiteNavigation', () => {
  it('places a page inside its divisions, outermost first, with its section as sidebar', () => {
    const place = nav.placeOf('/en/v2/setup/install');
    expect(place.chain.map((division) => `${division.kind}:${division.name}`)).toEqual([
      'language:en',
      'version:v2',
      'product:Garden',
      'tab:Guides',
    ]);
    expect(place.sidebar.map((node) => (node.type === 'group' ? node.title : node.type))).toEqual([
      'Get started',
      'Internal',
      'Reference',
    ]);
  });

  it('offers the sibling divisions of each kind', () => {
    const place = nav.placeOf('/en/v2/setup/install');
    expect(names(nav.choicesFor(place, 'tab').options)).toEqual(['Guides', 'API', 'SDKs', 'Blog']);
    expect(names(nav.choicesFor(place, 'version').options)).toEqual(['v2', 'v1']);
    expect(names(nav.choicesFor(place, 'language').options)).toEqual(['en', 'fr', 'ar']);
    expect(names(nav.choicesFor(place, 'product').options)).toEqual(['Garden', 'Greenhouse']);
    expect(nav.choicesFor(place, 'anchor').options).toEqual([]);
  });

  it('switches version or language to the equivalent page, or to where the target starts', () => {
    const place = nav.placeOf('/en/v2/quickstart');
    const language = (name: string) =>
      nav.choicesFor(place, 'language').options.find((d) => d.name === name);
    const version = (name: string) =>
      nav.choicesFor(place, 'version').options.find((d) => d.name === name);
    const french = language('fr');
    const arabic = language('ar');
    const v1 = version('v1');
    if (!french || !arabic || !v1) throw new Error('fixture changed');
    expect(nav.equivalentRoute('/en/v2/quickstart', french)).toBe('/fr/quickstart');
    expect(nav.equivalentRoute('/en/v2/quickstart', arabic)).toBe('/ar');
    expect(nav.equivalentRoute('/en/v2/setup/install', v1)).toBe('/en/v1');
  });

  it('gives pages outside navigation the top-level sidebar', () => {
    expect(nav.placeOf('/not/in/navigation').chain).toEqual([]);
  });

  it('finds an equivalent page without reading the routes of the whole division', () => {
    // The names of divisions are read to take them out of routes: counted, they show how many
    // routes were looked at.
    let reads = 0;
    const language = (name: string, count: number): DivisionNode => {
      const children: PageNode[] = [];
      for (let i = 0; i < count; i++)
        children.push({
          type: 'page',
          route: `/${name}/page-${String(i)}`,
          title: 'P',
          hidden: false,
        });
      const division: DivisionNode = {
        type: 'division',
        kind: 'language',
        name,
        hidden: false,
        isDefault: name === 'en',
        url: `/${name}/page-0`,
        children,
      };
      Object.defineProperty(division, 'name', {
        get: () => {
          reads++;
          return name;
        },
      });
      return division;
    };
    const en = language('en', 5000);
    const fr = language('fr', 5000);
    const tree = { children: [en, fr], global: [] } as unknown as NavigationTree;
    const large = new SiteNavigation(tree);
    reads = 0;
    expect(large.equivalentRoute('/en/page-1', fr)).toBe('/fr/page-1');
    expect(reads).toBeLessThan(10);
    // Later lookups go on from where the last stopped, and find what it passed.
    expect(large.equivalentRoute('/en/page-4000', fr)).toBe('/fr/page-4000');
    expect(large.equivalentRoute('/en/page-0', fr)).toBe('/fr/page-0');
    expect(large.equivalentRoute('/en/page-9999', fr)).toBe('/fr/page-0');
  });
});
