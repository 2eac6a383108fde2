import type { Identifier } from 'estree';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { undefinedProseName } from './undefined-names.ts';

/** A tree that counts how often its children are read (walking it reads them). */
function countedTree(): { tree: Root; reads: () => number } {
  let reads = 0;
  const tree = {
    type: 'root',
    get children() {
      reads += 1;
      return [];
    },
  } as unknown as Root;
  return { tree, reads: () => reads };
}

const scope = new Map<string, unknown>([['Card', () => null]]);

describe('undefinedProseName', () => {
  it('settles a defined name, such as a component, without walking the tree', () => {
    const { tree, reads } = countedTree();
    const name: Identifier = { type: 'Identifier', name: 'Card' };
    expect(undefinedProseName(tree, name, scope, 'page.mdx')).toBeUndefined();
    expect(reads()).toBe(0);
  });

  it('walks the tree for an undefined name, which is prose only when the tree holds it', () => {
    const { tree, reads } = countedTree();
    const name: Identifier = { type: 'Identifier', name: 'kickoff_id' };
    expect(undefinedProseName(tree, name, scope, 'page.mdx')).toBeUndefined();
    expect(reads()).toBeGreaterThan(0);
  });
});
