import { describe, expect, it } from 'vitest';
import type { GroupNode, NavNode, OpenApiScope } from '../navigation/index.ts';
import { navigationText } from './navigation-text.ts';

const scope: OpenApiScope = { sources: ['api/a.yaml', 'api/b.yaml'], definedAt: ['navigation'] };

function group(title: string, openapi: OpenApiScope, children: NavNode[] = []): GroupNode {
  return { type: 'group', title, expanded: false, hidden: false, openapi, children };
}

function tree(title = 'Intro', openapi: OpenApiScope = scope): NavNode[] {
  const page: NavNode = { type: 'page', route: '/intro', title, hidden: false };
  return [group('API', openapi, [page, group('Users', openapi)])];
}

describe('navigationText', () => {
  it('writes a shared OpenAPI scope once and names it by number', () => {
    const text = navigationText(tree());
    expect(text.split('api/a.yaml')).toHaveLength(2);
    expect(text.split('"openapi":0')).toHaveLength(3);
  });

  it('changes when a title or a scope changes', () => {
    const before = navigationText(tree());
    expect(navigationText(tree())).toBe(before);
    expect(navigationText(tree('Start'))).not.toBe(before);
    expect(navigationText(tree('Intro', { ...scope, sources: ['api/a.yaml'] }))).not.toBe(before);
  });

  it('tells nodes under different scopes apart', () => {
    const nodes = [group('API', scope), group('Users', { ...scope, sources: ['api/c.yaml'] })];
    const text = navigationText(nodes);
    expect(text).toContain('"openapi":1');
    expect(text).toContain('api/c.yaml');
    expect(text).not.toBe(navigationText([group('API', scope), group('Users', scope)]));
  });

  it('writes no tree as null', () => {
    expect(navigationText(undefined)).toBe('null\0[]');
  });
});
