/**
 * Mermaid fences: kept as source for the client island that draws the diagram.
 *
 * @module
 */
import type { Element, Properties } from 'hast';
import type { CodeMeta } from './code-meta.ts';

/**
 * The hast for a mermaid diagram: `div.folio-mermaid[data-folio-mermaid]` around a
 * `div.folio-mermaid-source` holding the diagram source as text (escaped when serialised, never
 * highlighted). Not a `pre`: pages map `pre` to code blocks, which add a copy button. The fence's
 * `actions` and `placement` become `data-actions` and `data-placement`, read by the browser
 * script that adds the zoom and pan controls.
 */
export function mermaidBlock(source: string, meta?: CodeMeta): Element {
  const properties: Properties = { className: ['folio-mermaid'], dataFolioMermaid: '' };
  if (meta?.actions !== undefined) properties['dataActions'] = String(meta.actions);
  if (meta?.placement !== undefined) properties['dataPlacement'] = meta.placement;
  return {
    type: 'element',
    tagName: 'div',
    properties,
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
