/**
 * Mermaid fences: kept as source for the client island that draws the diagram.
 *
 * @module
 */
import type { Element } from 'hast';

/**
 * The hast for a mermaid diagram: `div.folio-mermaid[data-folio-mermaid]` around a `pre` holding
 * the diagram source as text (escaped when serialised, never highlighted).
 */
export function mermaidBlock(source: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['folio-mermaid'], dataFolioMermaid: '' },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [{ type: 'text', value: source }],
      },
    ],
  };
}
