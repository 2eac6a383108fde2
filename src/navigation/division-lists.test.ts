import { describe, expect, expectTypeOf, it } from 'vitest';
import { codes, resolve } from '../../test/helpers/resolve.ts';
import { divisionKindNames, divisionKinds, globalLinkKinds } from '../config/index.ts';
import type {
  Division,
  DivisionKind,
  GlobalLinkKind,
  GlobalNavigation,
  LevelKind,
  Tab,
} from '../config/index.ts';
import { divisionListsOf } from './division-lists.ts';
import type { DivisionNode, NavNode } from './types.ts';

/** A navigation holding one entry of `kind` (named "en", a valid name for every kind). */
function navigationWith(kind: DivisionKind): Record<string, unknown> {
  const row = divisionKinds[kind];
  const entry = { [row.label]: 'en', pages: ['index'] };
  if (!('within' in row)) return { [row.list]: [entry] };
  const owner = divisionKinds[row.within];
  return { [owner.list]: [{ [owner.label]: 'Owner', [row.list]: [entry] }] };
}

function divisionsOf(nodes: readonly NavNode[]): DivisionNode[] {
  return nodes.flatMap((node) =>
    node.type === 'division' ? [node, ...divisionsOf(node.children)] : [],
  );
}

describe('the table of division kinds', () => {
  it.each(divisionKindNames)('validates and resolves a %s', (kind) => {
    const tree = resolve(navigationWith(kind), { files: ['index.mdx'] });
    expect(codes(tree)).toEqual([]);
    const node = divisionsOf(tree.children).find((division) => division.kind === kind);
    expect(node).toMatchObject({ kind, name: 'en', url: '/' });
    expect(tree.pages[0]?.context[kind]).toBe('en');
  });

  it('lists a level in table order, each list typed by its kind', () => {
    const level = {
      languages: [{ language: 'fr' }],
      tabs: [{ tab: 'Guides' }, { tab: 'API' }],
      menu: [{ item: 'SDKs' }],
    };
    const lists = divisionListsOf(level);
    expect(lists.map((list) => [list.kind, list.entries.map((entry) => entry.name)])).toEqual([
      ['menu', ['SDKs']],
      ['tab', ['Guides', 'API']],
      ['language', ['fr']],
    ]);
    const tabs = lists.find((list) => list.kind === 'tab');
    if (tabs?.kind === 'tab') expectTypeOf(tabs.entries[0]?.entry).toEqualTypeOf<Tab | undefined>();
  });

  it('offers a global link of every kind any level may hold', () => {
    expectTypeOf<Exclude<LevelKind, GlobalLinkKind>>().toEqualTypeOf<never>();
    const everyLevelKind = divisionKindNames.filter((kind) => !('within' in divisionKinds[kind]));
    expect([...globalLinkKinds].sort()).toEqual([...everyLevelKind].sort());
  });

  it('infers each kind from its row: its name, own fields and the lists it holds', () => {
    expectTypeOf<Tab['tab']>().toEqualTypeOf<string>();
    expectTypeOf<Tab['align']>().toEqualTypeOf<'start' | 'end' | undefined>();
    expectTypeOf<Tab['menu']>().toEqualTypeOf<Division<'menu'>[] | undefined>();
    expectTypeOf<Division<'version'>['global']>().toEqualTypeOf<GlobalNavigation | undefined>();
    expectTypeOf<Division<'anchor'>['versions']>().toEqualTypeOf<
      Division<'version'>[] | undefined
    >();
    expectTypeOf<Division<'anchor'>>().not.toHaveProperty('menu');
  });
});
