/**
 * Mermaid fences: kept as source for the client island that draws the diagram.
 *
 * @module
 */
import type { Element } from 'hast';

/**
 * The hast for a mermaid diagram: `div.folio-mermaid[data-folio-mermaid]` around a
 * `div.folio-mermaid-source` holding the diagram source as text (escaped when serialised, never
 * highlighted). Not a `pre`: pages map `pre` to code blocks, which add a copy button.
 */
export function mermaidBlock(source: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['folio-mermaid'], dataFolioMermaid: '' },
    children: [
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['folio-mermaid-source'] },
        children: [{ type: 'text', value: source }],
      },
    ],
  };
}
