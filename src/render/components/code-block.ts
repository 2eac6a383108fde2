/**
 * `CodeBlock`, mapped to `pre`: wraps a highlighted fence in a figure with a title bar (the fence's
 * title, else its language) and a copy button (none for a `nocopy` fence). Inside a code group the
 * group draws the header, so the block renders its `<pre>` alone.
 *
 * @module
 */
import { createContext, useContext } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import type { ClientStrings } from '../layout/ui-strings/index.ts';
import { toText } from './props.ts';
import { uiIcon } from './ui-icon.ts';

/** True inside a `CodeGroup`, whose header replaces the blocks' own. */
export const InCodeGroupContext = createContext(false);

/** Props of a highlighted fence's `pre` element. */
export interface CodeBlockProps {
  className?: string;
  style?: unknown;
  'data-language'?: unknown;
  'data-title'?: unknown;
  'data-icon'?: unknown;
  children?: ReactNode;
  [attribute: string]: unknown;
}

/** Languages whose name is not worth a title bar. */
const plainLanguages = new Set(['text', 'txt', 'plain', 'plaintext']);

/**
 * A copy button for the code of the nearest `[data-folio-code]` element; shown by the island.
 * `words` are the page's (the browser script switches them to "Copied" and back).
 */
export function copyButton(words: Pick<ClientStrings, 'copy' | 'copyCode'>): ReactElement {
  return h(
    'button',
    {
      type: 'button',
      className: 'folio-copy',
      'data-folio-copy': '',
      'aria-label': words.copyCode,
      title: words.copyCode,
      hidden: true,
    },
    uiIcon('copy', 'folio-copy-icon'),
    uiIcon('check', 'folio-copied-icon'),
    h('span', { className: 'folio-copy-label' }, words.copy),
  );
}

/** The `<pre>` itself, with every attribute the pipeline set and keyboard scrolling. */
function preElement(props: CodeBlockProps): ReactElement {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name !== 'children' && name !== 'data-icon' && name !== 'node') attributes[name] = value;
  }
  attributes['tabIndex'] = 0;
  return h('pre', attributes, props.children);
}

/** A code block: figure, optional title bar, copy button, `<pre>`. */
export function CodeBlock(props: CodeBlockProps): ReactElement {
  const grouped = useContext(InCodeGroupContext);
  const words = useUiStrings().client;
  if (grouped) return preElement(props);
  const title = toText(props['data-title']);
  const language = toText(props['data-language']);
  const caption =
    title ?? (language === undefined || plainLanguages.has(language) ? undefined : language);
  const icon = renderIcon(props['data-icon']);
  const copy = props['data-nocopy'] === undefined ? copyButton(words) : null;
  const header =
    caption === undefined
      ? null
      : h(
          'figcaption',
          { className: 'folio-code-header' },
          icon,
          h(
            'span',
            {
              className:
                title === undefined ? 'folio-code-title folio-code-language' : 'folio-code-title',
            },
            caption,
          ),
          copy,
        );
  return h(
    'figure',
    {
      className: header === null ? 'folio-code folio-code-bare' : 'folio-code',
      'data-folio-code': '',
    },
    header,
    h('div', { className: 'folio-code-body' }, preElement(props), header === null ? copy : null),
  );
}
