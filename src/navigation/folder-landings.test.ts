import { describe, expect, it } from 'vitest';
import { folderLandings } from './folder-landings.ts';
import type { ResolvedPage } from './types.ts';

const page = (route: string, extra: Partial<ResolvedPage> = {}): ResolvedPage =>
  ({
    route,
    kind: 'mdx',
    title: route,
    hidden: false,
    inNavigation: true,
    ...extra,
  }) as ResolvedPage;

describe('folderLandings', () => {
  it('leads each folder no page holds to its first visible navigation page', () => {
    const landings = folderLandings([
      page('/'),
      page('/guides/secret', { hidden: true }),
      page('/guides/intro'),
      page('/guides/deep/one'),
      page('/api'),
      page('/api/users/list'),
      page('/drafts/plan', { inNavigation: false, hidden: true }),
    ]);
    expect([...landings]).toEqual([
      ['/guides', '/guides/intro'],
      ['/guides/deep', '/guides/deep/one'],
      ['/api/users', '/api/users/list'],
    ]);
  });
});
