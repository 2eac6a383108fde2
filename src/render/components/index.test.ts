import { describe, expect, it } from 'vitest';
import type { ComponentType, ReactNode } from 'react';
import { h } from '../h.ts';
import { mdxComponents } from './index.ts';
import { renderMarkup } from '../../../test/render/render-markup.ts';

/** Every component name of the docs.json + MDX vocabulary (docs/components/overview.mdx lists them). */
const vocabulary = [
  'Note',
  'Info',
  'Tip',
  'Warning',
  'Check',
  'Danger',
  'Callout',
  'Card',
  'CardGroup',
  'Columns',
  'Column',
  'Tile',
  'Panel',
  'Accordion',
  'AccordionGroup',
  'Expandable',
  'Steps',
  'Step',
  'Tabs',
  'Tab',
  'CodeGroup',
  'ParamField',
  'ResponseField',
  'RequestExample',
  'ResponseExample',
  'Frame',
  'Icon',
  'Tooltip',
  'Badge',
  'Update',
  'Tree',
  'Tree.Folder',
  'Tree.File',
  'Snippet',
  'View',
  'Visibility',
  'Latex',
];

function component(name: string): ComponentType<Record<string, unknown>> {
  const found = mdxComponents[name];
  if (found === undefined) throw new Error(`missing component ${name}`);
  return found;
}

describe('mdxComponents', () => {
  it('covers every name of the vocabulary, plus pre', () => {
    const missing = [...vocabulary, 'pre'].filter((name) => !(name in mdxComponents));
    expect(missing).toEqual([]);
  });

  it('makes tables focusable, keeping what they had, so the keyboard can scroll a wide one', () => {
    const table = component('table');
    const { html } = renderMarkup(
      h(
        table,
        { className: 'wide', node: {} },
        h('tbody', null, h('tr', null, h('td', null, '1'))),
      ),
    );
    expect(html).toBe(
      '<table tabindex="0" class="wide"><tbody><tr><td>1</td></tr></tbody></table>',
    );
  });

  it('exposes Tree.Folder and Tree.File as properties of Tree, as MDX resolves them', () => {
    const tree = mdxComponents['Tree'] as unknown as Record<string, unknown>;
    expect(tree['Folder']).toBe(mdxComponents['Tree.Folder']);
    expect(tree['File']).toBe(mdxComponents['Tree.File']);
  });

  it('renders every component with no props at all without throwing', () => {
    for (const name of vocabulary) {
      expect(() => renderMarkup(h(component(name), {}, 'child')), name).not.toThrow();
    }
  });

  it('renders a page of 50 cards and 10 code groups', () => {
    const Card = component('Card');
    const CardGroup = component('CardGroup');
    const CodeGroup = component('CodeGroup');
    const pre = component('pre');
    const fence = (title: string, text: string): ReactNode =>
      h(
        pre,
        { className: 'shiki', 'data-language': 'bash', 'data-title': title },
        h('code', null, text),
      );
    const cards = Array.from({ length: 50 }, (_, index) =>
      h(
        Card,
        { key: index, title: `Card ${index}`, icon: 'rocket', href: `/page-${index}` },
        'Text',
      ),
    );
    const groups = Array.from({ length: 10 }, (_, index) =>
      h(
        CodeGroup,
        { key: index },
        fence('npm', `npm i ${index}`),
        fence('pnpm', `pnpm add ${index}`),
      ),
    );
    const { html, warnings } = renderMarkup(
      h('main', null, h(CardGroup, { cols: 3 }, cards), groups),
    );
    expect(warnings).toEqual([]);
    expect(html.match(/class="folio-card-link"/g)).toHaveLength(50);
    expect(html.match(/data-folio-tab-label="pnpm"/g)).toHaveLength(10);
    expect(new Set(html.match(/id="[^"]+-tab-0"/g)).size).toBe(10);
  });
});
