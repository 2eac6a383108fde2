import { describe, expect, it } from 'vitest';
import type { NavigationTree, ResolvedPage } from '../../navigation/index.ts';
import {
  endpointIdentity,
  newErrors,
  routeOfIdentity,
  routeViolations,
} from './verify-migration.ts';

const mdx = (route: string, file: string): ResolvedPage => ({
  route,
  kind: 'mdx',
  file,
  title: file,
  hidden: false,
  inNavigation: true,
  context: {},
  breadcrumbs: [],
});
const api = (route: string, method: string, path: string): ResolvedPage => ({
  ...mdx(route, ''),
  kind: 'openapi',
  file: undefined,
  endpoint: { spec: 'o.yaml', method, path },
});

function tree(pages: ResolvedPage[], errors: string[] = []): NavigationTree {
  return {
    children: [],
    pages,
    routes: new Map(pages.map((page) => [page.route, page])),
    versions: [],
    languages: [],
    global: [],
    diagnostics: errors.map((message) => ({ severity: 'error', code: 'x', message })),
  };
}

describe('routeViolations', () => {
  const list = endpointIdentity({ spec: 'o.yaml', method: 'get', path: '/plants' });
  const before = tree([
    mdx('/guide', 'guide.mdx'),
    mdx('/api/list', 'api/list.mdx'),
    mdx('/old/list', 'old/list.mdx'),
  ]);
  const migrated = new Map([
    ['api/list.mdx', list],
    ['old/list.mdx', list],
  ]);

  it('accepts a migrated route showing its operation, and a vanished one with a redirect there', () => {
    const after = tree([mdx('/guide', 'guide.mdx'), api('/api/list', 'get', '/plants')]);
    expect(routeViolations(before, after, migrated, new Map([['/old/list', '/api/list']]))).toEqual(
      [],
    );
    expect(routeOfIdentity(after, list)).toBe('/api/list');
  });

  it('reports a vanished route without a redirect and a page that changed', () => {
    const after = tree([mdx('/guide', 'other.mdx'), api('/api/list', 'get', '/plants')]);
    expect(routeViolations(before, after, migrated, new Map())).toEqual([
      { route: '/guide', expected: 'file guide.mdx', actual: 'file other.mdx' },
      { route: '/old/list', expected: list, actual: undefined },
    ]);
  });
});

describe('newErrors', () => {
  it('lists only errors the old navigation did not have', () => {
    expect(newErrors(tree([], ['old']), tree([], ['old', 'new']))).toEqual(['new']);
  });
});
