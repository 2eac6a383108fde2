/**
 * `<CodeBlock>` written as a component, as pages' own components do
 * (`<CodeBlock filename="app.ts" language="ts" lines highlight="[1,3]">{code}</CodeBlock>`): the
 * same figure, title bar and copy button as a fenced block, with the fence options as props. Code
 * given as text is shown as written (pages are highlighted before they render, and this text only
 * exists once the page's code runs); a highlighted fence given as the child keeps its colours.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { parseLineRanges } from '../../content/index.ts';
import { Fragment, h } from '../h.ts';
import { CodeBlock } from './code-block.ts';
import { childElements, textOf, toBoolean, toText } from './props.ts';

/** Props of the `CodeBlock` component, as the platform documents them. */
export interface CodeListingProps {
  language?: unknown;
  filename?: unknown;
  icon?: unknown;
  lines?: unknown;
  wrap?: unknown;
  /** Hides the copy button. */
  nocopy?: unknown;
  expandable?: unknown;
  /** Lines to highlight: `"[1,3,4,5]"` or `"1-3,5"`. */
  highlight?: unknown;
  /** Lines to focus: as `highlight`. */
  focus?: unknown;
  children?: ReactNode;
}

function lineSet(value: unknown): Set<number> {
  const text = Array.isArray(value) ? value.join(',') : toText(value);
  return text === undefined ? new Set() : parseLineRanges(text.replace(/^\[|\]$/g, ''));
}

/** The code as `.line` spans, marked as a highlighted fence's lines are. */
function codeLines(code: string, highlight: Set<number>, focus: Set<number>): ReactNode[] {
  const lines = code.replace(/\n$/, '').split('\n');
  return lines.flatMap((line, index) => {
    const classes = ['line'];
    if (highlight.has(index + 1)) classes.push('highlighted');
    if (focus.has(index + 1)) classes.push('focused');
    const span = h('span', { key: index, className: classes.join(' ') }, line);
    return index === lines.length - 1 ? [span] : [span, '\n'];
  });
}

/** A code block from props and text. */
export function CodeListing(props: CodeListingProps): ReactElement {
  const children = props.children;
  // A fence written inside is already a whole code block.
  if (childElements(children).length > 0) return h(Fragment, null, children);
  const focus = lineSet(props.focus);
  const language = toText(props.language);
  const attributes: Record<string, unknown> = {
    className: focus.size > 0 ? 'shiki folio-plain-code has-focused' : 'shiki folio-plain-code',
    'data-language': language,
    'data-title': toText(props.filename),
    'data-icon': props.icon,
  };
  if (toBoolean(props.lines)) attributes['data-line-numbers'] = '';
  if (toBoolean(props.wrap)) attributes['data-wrap'] = '';
  if (toBoolean(props.expandable)) attributes['data-expandable'] = '';
  if (toBoolean(props.nocopy)) attributes['data-nocopy'] = '';
  const code = textOf(children);
  return h(
    CodeBlock,
    attributes,
    h(
      'code',
      { className: language === undefined ? undefined : `language-${language}` },
      codeLines(code, lineSet(props.highlight), focus),
    ),
  );
}
