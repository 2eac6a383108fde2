import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { EXIT, SKIP, visit } from 'unist-util-visit';
import type { Node, Parent } from 'unist';
import { describe, expect, it } from 'vitest';
import { walkTree } from './walk-tree.ts';

type Walk = typeof visit;
type Step = (node: Node, index: number | undefined, parent: Parent | undefined) => unknown;

function tree(): Root {
  return fromMarkdown('# A *b*\n\nSome `code` and [a link](x).\n\n- one\n- two **three**\n\nEnd.');
}

/** The nodes `walk` enters with `step`, as "type@index", and the tree after it. */
function entered(walk: Walk, step: Step, type?: string): [string[], Root] {
  const root = tree();
  const seen: string[] = [];
  const visitor = (node: Node, index: number | undefined, parent: Parent | undefined): unknown => {
    seen.push(`${node.type}@${String(index)}`);
    return step(node, index, parent);
  };
  if (type === undefined) (walk as (...args: unknown[]) => void)(root, visitor);
  else (walk as (...args: unknown[]) => void)(root, type, visitor);
  return [seen, root];
}

describe('walkTree', () => {
  const steps: Record<string, Step> = {
    'every node': () => undefined,
    'SKIP of paragraphs': (node) => (node.type === 'paragraph' ? SKIP : undefined),
    'EXIT at the link': (node) => (node.type === 'link' ? EXIT : undefined),
    'removing inline code and going on at its index': (node, index, parent) => {
      if (node.type !== 'inlineCode' || parent === undefined || index === undefined) return;
      parent.children.splice(index, 1);
      return index;
    },
    '[SKIP, index] after a replaced list': (node, index, parent) => {
      if (node.type !== 'list' || parent === undefined || index === undefined) return;
      parent.children.splice(index, 1, { type: 'thematicBreak' } as Node);
      return [SKIP, index + 1];
    },
  };

  it.each(Object.keys(steps))('enters the nodes visit enters: %s', (name) => {
    const step = steps[name] as Step;
    expect(entered(walkTree, step)).toEqual(entered(visit, step));
    expect(entered(walkTree, step, 'text')).toEqual(entered(visit, step, 'text'));
  });

  it('hands tests other than a type to the library', () => {
    const seen: string[] = [];
    walkTree(tree(), ['strong', 'emphasis'], (node) => {
      seen.push(node.type);
    });
    expect(seen).toEqual(['emphasis', 'strong']);
  });
});
